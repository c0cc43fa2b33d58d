import { describe, expect, it } from 'vitest'

import { auditSchema } from '@/features/audits/schema'
import { fieldErrors } from '@/platform/forms/field-errors'
import fr from '@/i18n/messages/fr.json'

const now = 2_000_000
const schema = auditSchema(
  { ...fr.audit.validation, spam: fr.forms.spam, invalidText: fr.forms.invalidText },
  now,
)
const valid = {
  siteUrl: 'atelier-lumiere.fr',
  company: 'Atelier Lumière',
  email: 'claire@example.com',
  concerns: 'Le site est lent sur mobile et les ventes baissent.',
  startedAt: String(now - 10_000),
}

describe('audit request validation', () => {
  it('accepts a bare domain and stores it as an https address', () => {
    const result = schema.safeParse(valid)
    expect(result.success).toBe(true)
    expect(result.data?.siteUrl).toBe('https://atelier-lumiere.fr')
  })

  it('answers each invalid field in the visitor language', () => {
    const result = schema.safeParse({
      ...valid,
      siteUrl: 'javascript:alert(1)',
      company: '',
      email: 'nope',
      concerns: 'lent',
    })
    expect(fieldErrors<string>(result.error!)).toEqual({
      siteUrl: fr.audit.validation.siteUrl,
      company: fr.audit.validation.company,
      email: fr.audit.validation.email,
      concerns: fr.audit.validation.concerns,
    })
  })

  it('refuses addresses that are not web sites', () => {
    for (const siteUrl of ['ftp://example.com', 'http://localhost', 'not a site']) {
      expect(schema.safeParse({ ...valid, siteUrl }).success).toBe(false)
    }
  })
})
