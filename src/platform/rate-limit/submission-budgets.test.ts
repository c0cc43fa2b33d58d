import { describe, expect, it } from 'vitest'

import { withFreshRateLimits } from '@/platform/rate-limit/limits-for-tests'
import {
  countAcceptedSubmission,
  countAsRefused,
  countRefusedSubmission,
  refusedSubmissionPoints,
  submissionAllowed,
} from '@/platform/rate-limit/submission-budgets'

withFreshRateLimits(2)

const visitor = '203.0.113.30'

describe('the forms’ budgets of accepted and refused submissions', () => {
  it('gives refused submissions five times the bucket’s limit', () => {
    expect(refusedSubmissionPoints('forms', 10)).toBe(50)
    expect(refusedSubmissionPoints('downloads', 10)).toBe(150)
  })

  it('lets an address that made mistakes still send a valid submission', async () => {
    for (let i = 0; i < 9; i++) await countRefusedSubmission('forms', visitor)
    expect(await submissionAllowed('forms', visitor)).toEqual({ allowed: true })
    expect(await countAcceptedSubmission('forms', visitor)).toEqual({ allowed: true })
  })

  it('looks without counting, and refuses once the accepted limit is spent', async () => {
    for (let i = 0; i < 5; i++) await submissionAllowed('forms', visitor)
    expect((await countAcceptedSubmission('forms', visitor)).allowed).toBe(true)
    expect((await countAcceptedSubmission('forms', visitor)).allowed).toBe(true)
    const refused = await submissionAllowed('forms', visitor)
    expect(refused.allowed).toBe(false)
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(500)
  })

  it('moves a submission refused after all to the refused budget', async () => {
    await countAcceptedSubmission('booking', visitor)
    await countAcceptedSubmission('booking', visitor)
    expect((await submissionAllowed('booking', visitor)).allowed).toBe(false)
    await countAsRefused('booking', visitor)
    expect(await submissionAllowed('booking', visitor)).toEqual({ allowed: true })
    expect((await countAcceptedSubmission('booking', visitor)).allowed).toBe(true)
    // Nothing to give back: the refusal is still counted, the limit never goes below zero.
    await countAsRefused('booking', '198.51.100.31')
    for (let i = 0; i < 2; i++) await countAcceptedSubmission('booking', '198.51.100.31')
    expect((await submissionAllowed('booking', '198.51.100.31')).allowed).toBe(false)
  })

  it('refuses an address whose refused budget is spent, and that address only', async () => {
    for (let i = 0; i < 10; i++) await countRefusedSubmission('forms', visitor)
    expect((await submissionAllowed('forms', visitor)).allowed).toBe(false)
    expect((await submissionAllowed('forms', '198.51.100.30')).allowed).toBe(true)
    expect((await submissionAllowed('newsletter', visitor)).allowed).toBe(true)
  })
})
