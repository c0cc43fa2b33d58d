import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkSocialImageUrl, DEFAULT_SOCIAL_IMAGE } from '@/features/seo/social-image/image-url'
import { isPublicAddress } from '@/features/seo/social-image/public-address'

/**
 * The share image check cannot be turned against the server's own network: a service on the
 * loopback interface (as a database console or the cloud metadata service would be) answers
 * every request as an image, yet the check never reaches it, directly or through a redirect.
 */
const siteUrl = 'https://site.example'
const hits: string[] = []
let inner: http.Server
let outer: http.Server
let innerPort = 0
let outerBase = ''

/** 127.0.0.2 stands in for a public host; 127.0.0.1 and every other address are judged. */
const options = {
  siteUrl,
  allowAddress: (address: string) => address === '127.0.0.2' || isPublicAddress(address),
}

const listen = (server: http.Server, host: string) =>
  new Promise<number>((resolve) =>
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port)),
  )

beforeAll(async () => {
  inner = http.createServer((req, res) => {
    hits.push(req.url ?? '')
    res.writeHead(200, { 'content-type': 'image/png' }).end()
  })
  innerPort = await listen(inner, '127.0.0.1')
  const targets: Record<string, string> = {
    '/to-loopback': `http://127.0.0.1:${innerPort}/secret`,
    '/to-localhost': `http://localhost:${innerPort}/secret`,
    '/to-mapped': `http://[::ffff:127.0.0.1]:${innerPort}/secret`,
    '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
    '/to-photo': '/photo',
    '/loop': '/loop',
  }
  outer = http.createServer((req, res) => {
    const target = targets[req.url ?? '']
    if (target) res.writeHead(302, { location: target }).end()
    else res.writeHead(200, { 'content-type': 'image/jpeg' }).end()
  })
  outerBase = `http://127.0.0.2:${await listen(outer, '127.0.0.2')}`
})

afterAll(() => {
  for (const server of [inner, outer]) {
    server.closeAllConnections()
    server.close()
  }
})

const refused = { ok: false, url: DEFAULT_SOCIAL_IMAGE, reason: 'adresse locale ou privée' }

describe('share images on the server’s own network', () => {
  it.each([
    ['a loopback address', () => `http://127.0.0.1:${innerPort}/secret.png`],
    ['localhost', () => `http://localhost:${innerPort}/secret.png`],
    ['an IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${innerPort}/secret.png`],
    ['the IPv6 loopback', () => `http://[::1]:${innerPort}/secret.png`],
    ['the metadata service', () => 'http://169.254.169.254/latest/meta-data/x.png'],
  ])('refuses %s without sending it a request', async (_, url) => {
    hits.length = 0
    expect(await checkSocialImageUrl(url(), options)).toEqual(refused)
    expect(hits).toEqual([])
  })

  it.each(['/to-loopback', '/to-localhost', '/to-mapped', '/to-metadata'])(
    'refuses a public image redirecting %s, checking the new host first',
    async (path) => {
      hits.length = 0
      expect(await checkSocialImageUrl(`${outerBase}${path}`, options)).toEqual(refused)
      expect(hits).toEqual([])
    },
  )

  it('still follows a redirect between public addresses, a few hops at most', async () => {
    expect(await checkSocialImageUrl(`${outerBase}/to-photo`, options)).toEqual({
      ok: true,
      url: `${outerBase}/to-photo`,
    })
    expect((await checkSocialImageUrl(`${outerBase}/loop`, options)).ok).toBe(false)
  })
})
