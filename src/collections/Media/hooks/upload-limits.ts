import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { isLocale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

/**
 * Largest picture the media library takes: a 16:9 hero photographed at full resolution fits;
 * anything larger is a mistake or an attempt to fill the disk. Pages are served resized anyway.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/**
 * The HTTP layer already stops a larger body (`upload.limits` in payload.config.ts); this covers
 * the local API and any other way a file reaches the collection. The type is checked by content
 * by Payload itself (`mimeTypes`), whatever the file's name says.
 */
export const refuseOversizedUpload: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const size = req.file?.size ?? req.file?.data?.length ?? 0
  if (size > MAX_UPLOAD_BYTES) {
    const language = req.i18n?.language
    const t = serverTranslator(isLocale(language) ? language : 'fr', 'forms')
    const message = t('fileTooLarge', { max: MAX_UPLOAD_BYTES / 1024 / 1024 })
    throw new APIError(message, 413, undefined, true)
  }
  return args
}
