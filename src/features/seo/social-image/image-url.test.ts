import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { isPublicAddress } from '@/features/seo/social-image/public-address'
import {
  checkSocialImageUrl,
  DEFAULT_SOCIAL_IMAGE,
  extensionCheck,
  HEAD_TIMEOUT_MS,
} from '@/features/seo/social-image/image-url'

const siteUrl = 'https://site.example'

describe('social image URLs without network', () => {
  it.each([
    ['/images/share.jpg', true],
    ['/images/share.JPEG', true],
    ['https://site.example/a/b.webp?v=2', true],
    ['/images/share.svg', true],
    ['/images/share', false],
    ['/images/share.pdf', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
  ])('%s accepted: %s', async (url, ok) => {
    const result = await checkSocialImageUrl(url, { siteUrl })
    expect(result.ok).toBe(ok)
    expect(result.url).toBe(ok ? new URL(url, siteUrl).toString() : DEFAULT_SOCIAL_IMAGE)
  })

  it('falls back to the default image', () => {
    expect(extensionCheck('ftp://x/y.png', siteUrl)).toMatchObject({
      ok: false,
      url: DEFAULT_SOCIAL_IMAGE,
    })
  })
})

/** The test server on 127.0.0.1 stands in for a public host; every other address is judged. */
const standIn = (address: string) => address === '127.0.0.1' || isPublicAddress(address)
const external = { siteUrl, allowAddress: standIn }

describe('external social image URLs (HEAD within 3 s)', () => {
  let server: http.Server
  let base = ''
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      // Never answered: slower than any timeout; afterAll closes the connection.
      if (req.url?.startsWith('/slow')) return
      const type = req.url?.startsWith('/photo') ? 'image/jpeg' : 'text/html'
      res.writeHead(req.url?.startsWith('/missing') ? 404 : 200, { 'content-type': type })
      res.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server.closeAllConnections()
    server.close()
  })

  it('accepts an image content type even without extension', async () => {
    expect(await checkSocialImageUrl(`${base}/photo`, external)).toEqual({
      ok: true,
      url: `${base}/photo`,
    })
  })

  it('refuses an HTML page, unless its address ends like an image', async () => {
    expect((await checkSocialImageUrl(`${base}/page`, external)).url).toBe(DEFAULT_SOCIAL_IMAGE)
    expect(await checkSocialImageUrl(`${base}/page.png`, external)).toMatchObject({ ok: true })
    expect((await checkSocialImageUrl(`${base}/missing`, external)).ok).toBe(false)
  })

  it('gives up after its timeout and uses the extension rule', async () => {
    // The real 3 s would be waited twice: the same rule is checked on a shorter timeout.
    const timeoutMs = 300
    const started = Date.now()
    expect((await checkSocialImageUrl(`${base}/slow`, { ...external, timeoutMs })).ok).toBe(false)
    expect(Date.now() - started).toBeGreaterThanOrEqual(timeoutMs - 20)
    expect(Date.now() - started).toBeLessThan(timeoutMs + 900)
    expect((await checkSocialImageUrl(`${base}/slow.gif`, { ...external, timeoutMs })).ok).toBe(
      true,
    )
  })

  it('gives an external host 3 s unless told otherwise', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    try {
      await checkSocialImageUrl(`${base}/photo`, external)
      expect(timeout).toHaveBeenCalledWith(HEAD_TIMEOUT_MS)
      expect(HEAD_TIMEOUT_MS).toBe(3_000)
    } finally {
      timeout.mockRestore()
    }
  })
})
