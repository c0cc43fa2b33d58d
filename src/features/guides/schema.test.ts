import { describe, expect, it } from 'vitest'

import { fieldErrors } from '@/platform/forms/field-errors'
import { guideRequestSchema } from '@/features/guides/schema'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'

const now = 2_000_000
const frSchema = guideRequestSchema(
  { ...fr.guides.validation, spam: fr.forms.spam, invalidText: fr.forms.invalidText },
  now,
)
const valid = { email: ' lea@example.com ', consent: 'on', startedAt: String(now - 10_000) }

describe('guide request validation', () => {
  it('needs only the address and the consent; the name and the newsletter are optional', () => {
    const result = frSchema.safeParse(valid)
    expect(result.data).toMatchObject({
      email: 'lea@example.com',
      consent: true,
      newsletter: false,
    })
    expect(result.data?.name).toBeUndefined()
    const full = frSchema.safeParse({ ...valid, name: ' Léa ', newsletter: 'on' })
    expect(full.data).toMatchObject({ name: 'Léa', newsletter: true })
  })

  it('explains each missing field in the visitor language', () => {
    const result = frSchema.safeParse({ email: 'nope', startedAt: String(now - 10_000) })
    expect(fieldErrors<string>(result.error!)).toEqual({
      email: fr.guides.validation.email,
      consent: fr.guides.validation.consent,
    })
    const enSchema = guideRequestSchema(
      { ...en.guides.validation, spam: en.forms.spam, invalidText: en.forms.invalidText },
      now,
    )
    const english = enSchema.safeParse({ email: '', startedAt: String(now - 10_000) })
    expect(fieldErrors<string>(english.error!)).toEqual({
      email: 'Please enter a valid email',
      consent: en.guides.validation.consent,
    })
  })

  it('refuses a form posted by a robot', () => {
    const result = frSchema.safeParse({ ...valid, website: 'https://spam.example' })
    expect(result.success).toBe(false)
  })
})
