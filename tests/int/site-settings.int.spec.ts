import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { prices, site } from '@/config/site'
import { storeDiagnostic } from '@/features/diagnostic/store-diagnostic'
import { storeEstimate } from '@/features/estimator/store-estimate'
import { legalDocument } from '@/features/legal/content/legal-content'
import { sitePages } from '@/features/search/site-pages'
import { serviceContent } from '@/features/services/content/service-content'
import { readSiteSettings } from '@/features/site-settings/read-site-settings'

import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload()
})

afterAll(async () => {
  await ctx?.close()
})

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

const edited = {
  claims: { years: 12, projects: 340, entrepreneurs: 520 },
  address: { street: '3 quai Perrière', postalCode: '38000', city: 'Grenoble', country: 'France' },
  prices: { audit: 690, pwa: 3900, webapps: 7000, ia: 2400, formation: 1700, conseil: 165 },
}

describe('site settings figures', () => {
  it('are seeded with the constants of src/config/site.ts', async () => {
    const settings = await readSiteSettings(ctx.payload)
    expect(settings.claims).toEqual(site.claims)
    expect(settings.address).toEqual(site.address)
    expect(settings.prices.audit).toEqual(prices.audit)
    expect(settings.prices.conseil).toEqual(prices.conseil)
  })

  it('refuse a price of zero and claims that are not whole positive numbers', async () => {
    await expect(
      ctx.payload.updateGlobal({
        slug: 'site-settings',
        data: { prices: { ...edited.prices, audit: 0 } },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    await expect(
      ctx.payload.updateGlobal({
        slug: 'site-settings',
        data: { claims: { ...edited.claims, years: 2.5 } },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    expect((await readSiteSettings(ctx.payload)).prices.audit.amount).toBe(prices.audit.amount)
  })

  it('once edited, reach the pages’ copy, the search, the estimate and the diagnostic', async () => {
    await ctx.payload.updateGlobal({ slug: 'site-settings', data: edited, overrideAccess: true })
    const settings = await readSiteSettings(ctx.payload)
    expect(settings.claims).toEqual(edited.claims)
    expect(settings.address).toEqual(edited.address)
    expect(settings.prices.conseil).toEqual({ amount: 165, from: true, perHour: true })

    const audit = serviceContent('audit', 'fr', settings)
    expect(plain(audit.pricing.basis)).toContain('690 €')
    expect(serviceContent('conseil', 'en', settings).lead).toContain('more than 12 years')
    const notices = JSON.stringify(legalDocument('notices', 'fr', settings))
    expect(notices).toContain('3 quai Perrière, 38000 Grenoble, France')
    const about = sitePages('fr', settings).find((page) => page.href === '/fr/a-propos')
    expect(about?.description).toContain('plus de 12 ans')

    const { estimate } = await storeEstimate(
      ctx.payload,
      { projectType: 'webapp', budget: 'small', timeframe: 'planned', email: 'eve@example.com' },
      'fr',
    )
    expect(estimate.minPrice).toBe(7000)
    const diagnostic = await storeDiagnostic(
      ctx.payload,
      { revenue: '10k_25k', tasks: ['emails'], challenge: 'time' },
      'fr',
    )
    expect(diagnostic.result).toMatchObject({ recommendedService: 'ia', servicePrice: 2400 })
  })
})
