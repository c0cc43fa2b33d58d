import { gunzipSync, gzipSync } from 'node:zlib'

/**
 * A sitemap file as it is cached: gzip, base64 (the data cache keeps JSON). A file of 2,000
 * articles is about 1 MB of XML; compressing it once when it is built, instead of on every
 * response, keeps a crawler's read of it from costing the server 15 ms of CPU each time, and the
 * cache entry ten times smaller.
 */
export type PackedXml = string

export function packXml(xml: string): PackedXml {
  return gzipSync(xml).toString('base64')
}

/** Whether an Accept-Encoding header takes gzip (named or `*`, with a q-value above 0). */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (name !== 'gzip' && name !== '*') return false
    const q = params.find((param) => param.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

/** An XML answer; crawlers may keep it a minute (the files follow the content within that). */
export function xmlResponse(request: Request, packed: PackedXml | null): Response {
  if (packed === null) return new Response('Not found', { status: 404 })
  const gzip = Buffer.from(packed, 'base64')
  const compressed = acceptsGzip(request.headers.get('accept-encoding'))
  const body = compressed ? gzip : gunzipSync(gzip)
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
      'Content-Length': String(body.length),
      Vary: 'Accept-Encoding',
      ...(compressed ? { 'Content-Encoding': 'gzip' } : {}),
    },
  })
}

/** The `?page=` of a split file: a positive integer, 1 when absent, null when malformed. */
export function sitemapPage(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get('page')
  if (raw === null) return 1
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null
}
