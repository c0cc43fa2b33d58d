import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { isActiveAdminUser } from '@/access/isActiveAdmin'
import { guardInternalCollections } from '@/access/internal-collections'
import { adminConfig } from '@/features/admin-shell/admin-config'
import { adminShellPlugin } from '@/features/admin-shell/admin-shell-plugin'
import { translateUsedResetLink } from '@/features/admin-shell/reset-link-error'
import { collections } from '@/collections/collections'
import { env } from '@/config/env'
import { databaseAdapter } from '@/platform/setup/database'
import { syncCalendarTask } from '@/features/booking/calendar-sync'
import { bookingReminderTask } from '@/features/booking/reminder-task'
import { deliverEmailTask } from '@/platform/email/deliver-task'
import { outboxEmailAdapter } from '@/platform/email/outbox-adapter'
import { trackRunningTasks } from '@/platform/jobs/running-jobs'
import { loggerOptions } from '@/platform/logging/logger-options'
import { initialize } from '@/features/seed/initialize'
import { closedEndpointsNotFound } from '@/platform/api-errors/closed-endpoints'
import {
  lookUpMalformedIdsAsMissing,
  malformedIdNotFound,
} from '@/platform/api-errors/malformed-id'
import { refuseMalformedFilters } from '@/platform/api-errors/malformed-filter'
import { malformedJsonQuery } from '@/platform/api-errors/malformed-json-query'
import { MAX_UPLOAD_BYTES } from '@/collections/Media/hooks/upload-limits'
import { globals } from '@/globals/globals'
import { adminTranslations } from '@/features/admin-shell/admin-catalogue'
import { defaultLocale, locales } from '@/i18n/locales'
import { plugins } from '@/plugins'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

// Payload's own collections get the back office's access rule too (src/access).
export default buildConfig({
  secret: config.PAYLOAD_SECRET,
  serverURL: config.SITE_URL,
  admin: adminConfig(dirname),
  collections,
  globals,
  db: databaseAdapter(config.DATABASE_URL),
  email: outboxEmailAdapter({
    smtpUrl: config.SMTP_URL,
    fromAddress: config.EMAIL_FROM_ADDRESS,
    fromName: config.EMAIL_FROM_NAME,
  }),
  // The back office speaks French (the default, see src/proxy.ts) or English, chosen in the
  // account screen; our own strings are the custom translations gathered in
  // src/features/admin-shell/admin-catalogue.ts.
  i18n: {
    supportedLanguages: { fr, en },
    fallbackLanguage: 'fr',
    translations: adminTranslations,
  },
  localization: {
    locales: [...locales],
    defaultLocale,
    fallback: true,
  },
  jobs: {
    // Wrapped so that a stop can hand back the jobs it could not finish (platform/jobs).
    tasks: trackRunningTasks([deliverEmailTask, bookingReminderTask, syncCalendarTask]),
    autoRun: () => [
      { cron: `*/${env().JOBS_INTERVAL_SECONDS} * * * * *`, limit: 20, queue: 'default' },
    ],
    shouldAutoRun: () => env().JOBS_AUTORUN,
    // The jobs endpoints (run, queue, cancel) answer to active admins only, not any session.
    access: {
      run: ({ req }) => isActiveAdminUser(req.user),
      queue: ({ req }) => isActiveAdminUser(req.user),
      cancel: ({ req }) => isActiveAdminUser(req.user),
    },
  },
  sharp,
  // Multipart bodies stop at the media library's limit instead of filling memory or disk first.
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES }, abortOnLimit: true },
  // Last, so that the back office's conventions reach the plugins' collections too.
  plugins: [...plugins, adminShellPlugin],
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    // Rewritten on each start in development only: every test file's Payload would otherwise
    // spawn its own `generate:types` process (seconds of CPU each). `npm run generate:types`.
    autoGenerate: config.NODE_ENV === 'development',
  },
  // `/api/<collection>/abc` names no document: a 404, not the database's refusal as a 500;
  // `?where=abc` is the caller's mistake: a 400.
  // A spent password reset link is explained in the admin's language.
  hooks: { afterError: [malformedIdNotFound, malformedJsonQuery, translateUsedResetLink] },
  // A filter the caller got wrong (a value of the wrong type, an unknown operator or path) is
  // answered 400 and is not a server fault: logged without a stack trace.
  loggingLevels: { QueryError: 'info' },
  graphQL: { disable: true },
  telemetry: false,
  // JSON lines with the request id, personal data and secrets censored (docs/DEPLOYMENT.md, "Logs").
  logger: { options: loggerOptions(config.LOG_LEVEL) },
  onInit: initialize,
})
  .then(guardInternalCollections)
  .then(refuseMalformedFilters)
  .then(lookUpMalformedIdsAsMissing)
  // `/api/payload-migrations` answers as an unknown route, without the server's own address.
  .then(closedEndpointsNotFound)
