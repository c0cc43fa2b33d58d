import { describe, expect, it } from 'vitest'

import { choicesFrom, defaultChoices } from '@/features/estimator/choices'
import { estimateRequestSchema } from '@/features/estimator/schema'
import fr from '@/i18n/messages/fr.json'

const now = 5_000_000
const schema = estimateRequestSchema({ ...fr.estimator.email.validation, spam: fr.forms.spam }, now)
const valid = {
  projectType: 'automation',
  budget: 'small',
  timeframe: 'urgent',
  email: 'paul@example.com',
  consent: 'on',
  startedAt: String(now - 10_000),
}

describe('estimate request validation', () => {
  it('accepts the three choices, an address and the consent', () => {
    expect(schema.safeParse(valid).success).toBe(true)
  })

  it('refuses a missing consent or a bad address in the visitor language', () => {
    const result = schema.safeParse({ ...valid, consent: undefined, email: 'paul@' })
    const messages = result.error?.issues.map((issue) => issue.message)
    expect(messages).toEqual([
      fr.estimator.email.validation.email,
      fr.estimator.email.validation.consent,
    ])
  })

  it('refuses options the calculator does not offer', () => {
    expect(schema.safeParse({ ...valid, budget: 'huge' }).success).toBe(false)
  })
})

describe('choices from a refused post', () => {
  it('keeps known options and falls back to the defaults otherwise', () => {
    expect(choicesFrom({ projectType: 'audit', budget: 'nope' })).toEqual({
      ...defaultChoices,
      projectType: 'audit',
    })
  })
})
