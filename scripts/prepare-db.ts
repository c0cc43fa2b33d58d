// Run by `npm start` before building or serving: validates the configuration, connects,
// applies migrations, creates the first admin when asked to and seeds an empty database,
// then exits. A wrong variable or a broken database stops the start here with a clear message.
import { getPayload } from 'payload'

import { env, InvalidEnvironmentError } from '@/config/env'
import { scrubText } from '@/platform/logging/scrub'

try {
  // Checked before the configuration loads every module of the site: a wrong variable stops the
  // start in a second or two rather than after all of them have loaded.
  env()
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  payload.logger.info('Database ready (migrations applied, seed checked).')
  process.exit(0)
} catch (error) {
  if (error instanceof InvalidEnvironmentError) {
    console.error(`\n${error.message}\n`)
  } else {
    // A driver's message may quote the database URL, password included.
    const reason = scrubText(error instanceof Error ? error.message : String(error))
    console.error(
      `\nCannot start: the database is unavailable or broken (${reason}).\nCheck DATABASE_URL.\n`,
    )
  }
  process.exit(1)
}
