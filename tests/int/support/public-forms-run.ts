import { afterAll, beforeAll } from 'vitest'

import type { Posted } from './hostile-input'
import { publicForms } from './public-forms'
import { closeRestPayload } from './rest'
import { startPayload, type TestContext } from './test-payload'

export type PublicFormsRun = {
  ctx: TestContext
  /** Each form's valid submission, with what needs the database (a free slot...). */
  validValues: Map<string, Record<string, Posted>>
}

/**
 * The site started for a file of tests over the public forms' table, no SMTP (every e-mail
 * kept in the outbox), and each form's valid submission prepared on its database.
 */
export function publicFormsRun(): PublicFormsRun {
  const run = { validValues: new Map() } as PublicFormsRun
  beforeAll(async () => {
    run.ctx = await startPayload({ env: { SMTP_URL: undefined, OWNER_EMAIL: 'owner@example.com' } })
    for (const form of publicForms) {
      run.validValues.set(form.name, { ...form.valid, ...(await form.prepare?.(run.ctx.payload)) })
    }
  })
  afterAll(async () => {
    // The actions start Payload under its default key: a second instance on this database.
    if (run.ctx) await closeRestPayload(run.ctx)
    await run.ctx?.close()
  })
  return run
}
