import { initI18n } from '@payloadcms/translations'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { legalEntity, site } from '@/config/site'
import { legalDocument, termsOfSaleContent } from '@/features/legal/content/legal-content'
import { sendConfirmationEmail } from '@/features/newsletter/newsletter-emails'
import { defaultLegalIdentity } from '@/features/site-settings/legal-identity'
import { readSiteSettings } from '@/features/site-settings/read-site-settings'
import { sampleIdentity } from '@/features/site-settings/sample-legal-identity'
import { typeset } from '@/i18n/french-typography'

import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload({
    env: {
      SMTP_URL: undefined,
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'correct-horse-battery-staple',
    },
  })
})

afterAll(async () => {
  await ctx?.close()
})

const edited = sampleIdentity

/** The messages of a refused update of the settings, made from the back office in `language`. */
async function refusal(legal: Partial<typeof edited.legal>, language: 'fr' | 'en') {
  const i18n = await initI18n({ config: ctx.payload.config.i18n, context: 'api', language })
  const error: unknown = await ctx.payload
    .updateGlobal({
      slug: 'site-settings',
      data: { legal: { ...edited.legal, ...legal } },
      overrideAccess: true,
      req: { i18n },
    })
    .then(
      () => null,
      (reason: unknown) => reason,
    )
  expect(error, 'the update should be refused').not.toBeNull()
  return JSON.stringify(error instanceof Error && 'data' in error ? error.data : error)
}

async function outbox(to: string) {
  const { docs } = await ctx.payload.find({
    collection: 'email-outbox',
    where: { to: { equals: to } },
    sort: '-createdAt',
    overrideAccess: true,
  })
  return docs
}

describe('the legal identity in the site settings', () => {
  it('is seeded with the constants of src/config/site.ts', async () => {
    const settings = await readSiteSettings(ctx.payload)
    expect(settings.legal).toEqual(defaultLegalIdentity)
    expect(settings.siteName).toBe(site.name)
    expect(settings.logo).toBeNull()
  })

  it('refuses registration numbers that fail their checks, in the admin’s language', async () => {
    expect(await refusal({ siren: '876 543 217' }, 'fr')).toContain('clé de contrôle invalide')
    expect(await refusal({ siren: '876 543 217' }, 'en')).toContain('invalid check digit')
    expect(await refusal({ siret: '876 543 216 0001' }, 'fr')).toContain('14 chiffres')
    expect(await refusal({ siret: legalEntity.siret }, 'en')).toContain('starts with the 9 digits')
    expect(await refusal({ apeCode: '62' }, 'fr')).toContain('Quatre chiffres')
    expect((await readSiteSettings(ctx.payload)).legal.siren).toBe(legalEntity.siren)
  })

  it('once edited, reaches the legal documents and the e-mails signed with the site name', async () => {
    await ctx.payload.updateGlobal({ slug: 'site-settings', data: edited, overrideAccess: true })
    const settings = await readSiteSettings(ctx.payload)
    expect(settings.siteName).toBe(edited.siteName)
    expect(settings.legal).toEqual(edited.legal)

    for (const locale of ['fr', 'en'] as const) {
      // As a reader sees them: French text holds digit groups with a narrow no-break space.
      const shown = (text: string) => typeset(text, locale)
      const notices = JSON.stringify(legalDocument('notices', locale, settings))
      for (const value of [edited.legal.legalName, edited.legal.siren, edited.legal.siret]) {
        expect(notices).toContain(shown(value))
      }
      expect(notices).toContain(shown(edited.legal.host.name))
      expect(notices).not.toContain(shown(legalEntity.siren))
      expect(notices).not.toContain(shown(site.legalName))
      expect(JSON.stringify(termsOfSaleContent(locale, settings))).toContain(
        shown(edited.legal.siret),
      )
    }

    const subscriber = { email: 'reader@example.com', locale: 'fr' as const, token: 'tok' }
    await sendConfirmationEmail(ctx.payload, subscriber)
    const [confirmation] = await outbox(subscriber.email)
    expect(confirmation?.subject).toContain(edited.siteName)
    expect(confirmation?.text).toContain(edited.siteName)
    expect(confirmation?.subject).not.toContain(site.name)

    await ctx.payload.forgotPassword({
      collection: 'admin-users',
      data: { email: 'owner@example.com' },
    })
    const [reset] = await outbox('owner@example.com')
    expect(reset?.subject).toBe(`${edited.siteName} – Réinitialisation de votre mot de passe`)
  })

  it('keeps an emptied VAT number empty: a business under the exemption has none', async () => {
    await ctx.payload.updateGlobal({
      slug: 'site-settings',
      data: { legal: { ...edited.legal, vatNumber: '' } },
      overrideAccess: true,
    })
    const settings = await readSiteSettings(ctx.payload)
    expect(settings.legal.vatNumber).toBe('')
    expect(JSON.stringify(legalDocument('notices', 'fr', settings))).not.toContain('TVA')
  })
})
