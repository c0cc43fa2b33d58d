/**
 * Sitemap files (sitemaps.org 0.9) with Google's image extension and xhtml alternates. Plain
 * string building: every value goes through `escapeXml`, the only place text enters the XML.
 */
export type SitemapImage = { loc: string; caption?: string; title?: string }
export type SitemapAlternate = { hreflang: string; href: string }
export type SitemapUrl = {
  loc: string
  lastmod?: string
  alternates?: SitemapAlternate[]
  images?: SitemapImage[]
}

const SPECIAL = /[&<>"']/

export function escapeXml(value: string): string {
  // Most values (addresses, dates) have nothing to escape: one test instead of five passes.
  if (!SPECIAL.test(value)) return value
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

const tag = (name: string, value: string | undefined, indent: string) =>
  value ? `${indent}<${name}>${escapeXml(value)}</${name}>\n` : ''

function urlXml(url: SitemapUrl): string {
  let xml = `  <url>\n${tag('loc', url.loc, '    ')}${tag('lastmod', url.lastmod, '    ')}`
  for (const alt of url.alternates ?? []) {
    xml += `    <xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(alt.href)}"/>\n`
  }
  for (const image of url.images ?? []) {
    xml += `    <image:image>\n${tag('image:loc', image.loc, '      ')}${tag('image:caption', image.caption, '      ')}${tag('image:title', image.title, '      ')}    </image:image>\n`
  }
  return `${xml}  </url>\n`
}

export function urlsetXml(urls: SitemapUrl[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
    'xmlns:xhtml="http://www.w3.org/1999/xhtml" ' +
    'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n' +
    urls.map(urlXml).join('') +
    '</urlset>\n'
  )
}

export function sitemapIndexXml(files: { loc: string; lastmod?: string }[]): string {
  const entries = files
    .map(
      (file) =>
        `  <sitemap>\n${tag('loc', file.loc, '    ')}${tag('lastmod', file.lastmod, '    ')}  </sitemap>\n`,
    )
    .join('')
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries +
    '</sitemapindex>\n'
  )
}
