import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { guideDownloadEndpoints } from '@/collections/GuideDownloads/endpoints/download-file'
import { env } from '@/config/env'
import { guideContent, guidePageCount } from '@/features/guides/content/guide-content'
import { DOWNLOAD_LINK_TTL_MS, signDownloadToken } from '@/features/guides/download-token'
import { renderGuidePdf } from '@/features/guides/pdf/render-guide'
import { requestGuide } from '@/features/guides/request-guide'
import { connectedFrom } from '@/platform/rate-limit/client-address-for-tests'
import { resetRateLimits } from '@/platform/rate-limit/rate-limit'
import { defaultSiteSettings } from '@/features/site-settings/public-settings'
import { frenchTypography } from '@/i18n/french-typography'

import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext

beforeAll(async () => {
  // Nothing listens on the discard port: every delivery fails, as with a broken SMTP server.
  ctx = await startPayload({ env: { SMTP_URL: 'smtp://127.0.0.1:9', RATE_LIMIT_PER_10_MIN: '2' } })
  resetRateLimits()
})

afterAll(async () => {
  await ctx?.close()
})

const find = async <C extends 'leads' | 'lead-events' | 'email-outbox' | 'newsletter-subscribers'>(
  collection: C,
  field: string,
  value: string | number,
) =>
  (
    await ctx.payload.find({
      collection,
      where: { [field]: { equals: value } },
      sort: 'createdAt',
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0

describe('guide requests', () => {
  it('stores the download, creates the lead with its timeline event and e-mails the link even when SMTP fails', async () => {
    const { download, token } = await requestGuide(ctx.payload, {
      guide: 'ia',
      locale: 'fr',
      email: 'Sophie@Atelier.example',
      name: 'Sophie',
      newsletter: false,
    })
    expect(download).toMatchObject({ guide: 'ia', email: 'sophie@atelier.example', locale: 'fr' })
    expect(download.consentAt).toBeTruthy()
    const [lead] = await find('leads', 'email', 'sophie@atelier.example')
    expect(lead).toMatchObject({ source: 'guide', name: 'Sophie', locale: 'fr' })
    const events = await find('lead-events', 'lead', lead!.id)
    expect(events.map((e) => [e.type, e.relatedCollection, e.relatedId])).toEqual([
      ['guide', 'guide-downloads', String(download.id)],
    ])
    const stored = await ctx.payload.findByID({
      collection: 'guide-downloads',
      id: download.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored.lead).toBe(lead!.id)
    const [mail] = await find('email-outbox', 'to', 'sophie@atelier.example')
    // French spacing is set in e-mails as on the pages.
    expect(mail?.subject).toBe(
      frenchTypography('Votre guide : L’IA en entreprise : le guide pratique'),
    )
    expect(mail?.text).toContain('Bonjour Sophie,')
    expect(mail?.text).toContain(`/api/guide-downloads/file?token=${token}`)
    expect(mail?.status).toBe('failed')
  })

  it('adds to the existing lead and signs up for the newsletter (double opt-in) when asked', async () => {
    await requestGuide(ctx.payload, {
      guide: 'webapps',
      locale: 'en',
      email: 'sophie@atelier.example',
      name: '<b>Other</b>',
      newsletter: true,
    })
    const leads = await find('leads', 'email', 'sophie@atelier.example')
    expect(leads).toHaveLength(1)
    expect(leads[0]!.name).toBe('Sophie')
    const events = await find('lead-events', 'lead', leads[0]!.id)
    expect(events.map((e) => e.type)).toEqual(['guide', 'guide', 'newsletter'])
    const [subscriber] = await find('newsletter-subscribers', 'email', 'sophie@atelier.example')
    expect(subscriber).toMatchObject({ status: 'pending', source: 'guide', locale: 'en' })
    const subjects = (await find('email-outbox', 'to', 'sophie@atelier.example')).map(
      (m) => m.subject,
    )
    expect(subjects).toContain('Your guide: Web apps and PWAs: the guide to deciding')
    expect(subjects.some((s) => s.includes('newsletter'))).toBe(true)
  })
})

describe('guide PDFs', () => {
  it.each([
    ['ia', 'fr'],
    ['ia', 'en'],
    ['webapps', 'fr'],
    ['webapps', 'en'],
  ] as const)(
    'renders the %s guide in %s as a multi-page PDF, as many pages as announced',
    async (guide, locale) => {
      const pdf = await renderGuidePdf(guide, locale, defaultSiteSettings)
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
      expect(pageCount(pdf)).toBeGreaterThan(4)
      expect(pageCount(pdf)).toBe(guidePageCount(guideContent(guide, locale, defaultSiteSettings)))
      expect(await renderGuidePdf(guide, locale, defaultSiteSettings)).toBe(pdf)
    },
  )

  it('renders again with the contact details of edited settings', async () => {
    const before = await renderGuidePdf('ia', 'fr', defaultSiteSettings)
    const edited = { ...defaultSiteSettings, email: 'bonjour@atelier.example.org' }
    const after = await renderGuidePdf('ia', 'fr', edited)
    expect(after).not.toBe(before)
    // The link annotations are stored uncompressed: the mailto link names the new address.
    expect(after.toString('latin1')).toContain('mailto:bonjour@atelier.example.org')
    expect(after.toString('latin1')).not.toContain(`mailto:${defaultSiteSettings.email}`)
  })
})

describe('download endpoint', () => {
  const [endpoint] = guideDownloadEndpoints
  const get = (token: string, ip = '203.0.113.9', language = 'fr-FR') =>
    endpoint!.handler({
      payload: ctx.payload,
      url: `http://localhost:3000/api/guide-downloads/file?token=${encodeURIComponent(token)}`,
      headers: new Headers({ ...connectedFrom(ip), 'accept-language': language }),
    } as PayloadRequest)
  const grant = { guide: 'webapps' as const, locale: 'en' as const, downloadId: '1' }

  it('answers the PDF for a valid token, with the filename of its language', async () => {
    const token = signDownloadToken(
      { ...grant, expiresAt: Date.now() + DOWNLOAD_LINK_TTL_MS },
      env().PAYLOAD_SECRET,
    )
    const response = await get(token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="web-apps-pwa-guide.pdf"',
    )
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF')
  })

  it('answers 403 with a localized text for a tampered or expired token', async () => {
    const expired = signDownloadToken({ ...grant, expiresAt: Date.now() - 1 }, env().PAYLOAD_SECRET)
    const response = await get(expired, '203.0.113.10')
    expect(response.status).toBe(403)
    expect(await response.text()).toMatch(/has expired/)
    const tampered = await get(`${expired.slice(0, -3)}xyz`, '203.0.113.10')
    expect(tampered.status).toBe(403)
    const garbage = await get('not-a-token', '203.0.113.10', 'fr-FR')
    expect(await garbage.text()).toMatch(/n’est pas valide/)
  })

  it('limits downloads per address with 429 and Retry-After', async () => {
    // RATE_LIMIT_PER_10_MIN=2: the downloads bucket allows three times as many.
    for (let i = 0; i < 6; i++) await get('not-a-token', '203.0.113.11')
    const refused = await get('not-a-token', '203.0.113.11')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
