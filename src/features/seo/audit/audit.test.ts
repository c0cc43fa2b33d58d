import { describe, expect, it } from 'vitest'

import { auditPage } from '@/features/seo/audit/run-audit'

const site = 'https://site.example'

const page = (
  lang: string,
  other: string,
  extra = '',
) => `<!doctype html><html lang="${lang}"><head>
<title>Applications web sur mesure pour les PME en France</title>
<meta name="description" content="${'Des applications web rapides, accessibles et sécurisées pour les petites entreprises, conçues et livrées par un développeur indépendant.'}">
<link rel="canonical" href="${site}/${lang}/services">
<link rel="alternate" hreflang="${lang}" href="${site}/${lang}/services">
${other ? `<link rel="alternate" hreflang="${other}" href="${site}/${other}/services">` : ''}
<link rel="alternate" hreflang="x-default" href="${site}/">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Service","name":"Audit"}</script>
</head><body><h1>Services</h1><img src="/a.png" alt="Capture"><a href="/${lang}/contact">Contact</a>${extra}</body></html>`

function fakeSite(pages: Record<string, { status?: number; html?: string }>): typeof fetch {
  return (async (input: string | URL | Request) => {
    const url = new URL(String(input))
    const found = pages[url.pathname]
    const status = found ? (found.status ?? 200) : 404
    return new Response(found?.html ?? 'x', { status, headers: { 'content-type': 'text/html' } })
  }) as typeof fetch
}

describe('SEO audit of a page', () => {
  it('passes a complete page with reciprocal alternates and live links', async () => {
    const fetcher = fakeSite({
      '/fr/services': { html: page('fr', 'en') },
      '/en/services': { html: page('en', 'fr') },
      '/fr/contact': {},
    })
    const result = await auditPage('/fr/services', site, fetcher)
    expect(result.checks.filter((c) => c.status !== 'pass')).toEqual([])
    expect(result.score).toBe(100)
  })

  it('reports each problem a crawler would meet, and lowers the score', async () => {
    const broken = page(
      'fr',
      'en',
      '<h1>Second</h1><img src="/b.png"><a href="/fr/disparu">Lost</a>',
    )
      .replace(/<title>.*<\/title>/, '<title>Court</title>')
      .replace('"@type":"Service"', '"@type":""')
    const fetcher = fakeSite({
      '/fr/services': { html: broken },
      '/en/services': { html: page('en', '') },
      '/fr/contact': {},
    })
    const result = await auditPage('/fr/services', site, fetcher)
    const failed = Object.fromEntries(result.checks.map((c) => [c.id, c.status]))
    expect(failed).toMatchObject({
      title: 'fail',
      h1: 'fail',
      alt: 'fail',
      hreflang: 'fail',
      jsonld: 'fail',
      links: 'fail',
    })
    expect(result.checks.find((c) => c.id === 'links')?.detail).toContain('/fr/disparu (404)')
    expect(result.score).toBeLessThan(50)
  })

  it('scores 0 when the page does not answer', async () => {
    const result = await auditPage('/fr/nowhere', site, fakeSite({}))
    expect(result).toMatchObject({
      score: 0,
      checks: [{ id: 'page', status: 'fail', detail: 'Statut HTTP 404' }],
    })
  })

  it('includes the author content score on an article', async () => {
    const author = `<section aria-labelledby="author-title"><h2 id="author-title">Auteur</h2><img src="/me.jpg" alt="">
      <p>Studio Web & IA</p><p>${'Développeur web et IA. '.repeat(8)}</p><a href="https://www.linkedin.com/in/x">LinkedIn</a></section>`
    const fetcher = fakeSite({
      '/fr/services': { html: page('fr', 'en', author) },
      '/en/services': { html: page('en', 'fr') },
      '/fr/contact': {},
    })
    const result = await auditPage('/fr/services', site, fetcher)
    expect(result.checks.find((c) => c.id === 'author')).toMatchObject({
      status: 'pass',
      detail: '100/100 (excellent)',
    })
  })
})
