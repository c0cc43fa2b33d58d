import { gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { acceptsGzip, packXml, sitemapPage, xmlResponse } from '@/features/seo/sitemap/respond'

const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset>${'<url><loc>https://site.example/fr/blog/é</loc></url>'.repeat(50)}</urlset>`
const request = (
  headers: Record<string, string> = {},
  url = 'https://site.example/api/sitemap-blog',
) => new Request(url, { headers })

describe('sitemap responses', () => {
  it('reads which clients take gzip from Accept-Encoding', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('deflate, br')).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip(null)).toBe(false)
  })

  it('sends the cached gzip as is to a client that takes it', async () => {
    const response = xmlResponse(request({ 'accept-encoding': 'gzip, deflate' }), packXml(xml))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    const body = Buffer.from(await response.arrayBuffer())
    expect(response.headers.get('content-length')).toBe(String(body.length))
    expect(body.length).toBeLessThan(Buffer.byteLength(xml) / 5)
    expect(gunzipSync(body).toString('utf8')).toBe(xml)
  })

  it('sends plain XML to a client that does not', async () => {
    const response = xmlResponse(request(), packXml(xml))
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(await response.text()).toBe(xml)
  })

  it('answers 404 past the last file, and reads the file number', () => {
    expect(xmlResponse(request(), null).status).toBe(404)
    expect(sitemapPage(request())).toBe(1)
    expect(sitemapPage(request({}, 'https://site.example/api/sitemap-blog?page=3'))).toBe(3)
    expect(sitemapPage(request({}, 'https://site.example/api/sitemap-blog?page=0'))).toBeNull()
    expect(sitemapPage(request({}, 'https://site.example/api/sitemap-blog?page=2x'))).toBeNull()
  })
})
