import type { Field, PayloadRequest, TextField, TextFieldSingleValidation } from 'payload'
import { describe, expect, it } from 'vitest'

import { globals } from '@/globals/globals'
import { ownerField } from '@/globals/SiteSettings/fields/owner'

/** The `linkedin` text field among `fields`, wherever rows put it. */
function linkedinIn(fields: Field[]): TextField {
  const found = fields.find((field) => 'name' in field && field.name === 'linkedin')
  if (!found || found.type !== 'text') throw new Error('No linkedin text field')
  return found
}

const ownerLinkedin = linkedinIn('fields' in ownerField ? ownerField.fields : [])
const siteLinkedin = linkedinIn(
  globals.find((global) => global.slug === 'site-settings')?.fields ?? [],
)

async function verdict(field: TextField, value: string, language: 'fr' | 'en' = 'fr') {
  // Single-valued text fields: the validation takes one string.
  const validate = field.validate as TextFieldSingleValidation | undefined
  if (!validate) return true
  const req = { i18n: { language } } as unknown as PayloadRequest
  return validate(value, { req } as Parameters<TextFieldSingleValidation>[1])
}

const refused = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)//https://www.linkedin.com',
  'data:text/html,<script>alert(1)</script>',
  'http://www.linkedin.com/in/camille',
  'www.linkedin.com/in/camille',
  '//www.linkedin.com/in/camille',
  'https://user:pass@www.linkedin.com/in/camille',
  'https://',
]

describe('the LinkedIn links of the site settings', () => {
  for (const [name, field] of [
    ['site', siteLinkedin],
    ['owner', ownerLinkedin],
  ] as const) {
    it(`${name}: refuses anything but an https address, in the admin's language`, async () => {
      for (const value of refused) {
        expect(await verdict(field, value), value).toMatch(/^Une adresse complète .*https:\/\//)
      }
      expect(await verdict(field, 'javascript:alert(1)', 'en')).toMatch(
        /^A full address starting with https:\/\//,
      )
      expect(await verdict(field, 'https://www.linkedin.com/in/camille-dubois')).toBe(true)
      expect(await verdict(field, ' https://www.linkedin.com/company/studio ')).toBe(true)
    })
  }

  it('the owner may leave it empty (the site’s link is used); the site’s own is required', async () => {
    expect(await verdict(ownerLinkedin, '')).toBe(true)
    expect(await verdict(siteLinkedin, '')).not.toBe(true)
  })
})
