import { stat } from 'node:fs/promises'
import path from 'node:path'

import { NotFound, type CollectionConfig } from 'payload'

import { env } from '@/config/env'
import { s3Settings } from '@/config/media-storage'

type FileHandler = NonNullable<Extract<CollectionConfig['upload'], object>['handlers']>[number]

/**
 * `/api/media/file/<name>` for a file that is not on the disk: Payload answers it with a 500
 * ("Something went wrong.") and an error line, so any made-up name looked like a server fault.
 * It is a 404, like a missing document. The bucket's own handler already answers 404 when the
 * media live on S3 (src/plugins/media-storage.ts), so this one only looks at the disk.
 */
export const missingFileNotFound: FileHandler = async (req, { params }) => {
  if (s3Settings(env())) return
  const upload = req.payload.collections.media.config.upload
  const directory = path.resolve(upload.staticDir || params.collection)
  const file = path.resolve(directory, params.filename)
  // Payload refuses a name that leaves the folder itself (400).
  if (!file.startsWith(directory + path.sep)) return
  const found = await stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  )
  if (!found) throw new NotFound(req.t)
}
