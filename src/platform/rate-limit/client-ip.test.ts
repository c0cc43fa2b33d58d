import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { InvalidEnvironmentError, parseEnv, resetEnvCache } from '@/config/env'
import { clientIp, socketAddressHeader } from '@/platform/rate-limit/client-ip'

import { SOCKET_ADDRESS_HEADER } from '@/platform/rate-limit/socket-address-preload.mjs'

afterEach(() => {
  vi.unstubAllEnvs()
  resetEnvCache()
})

function trusting(list: string) {
  vi.stubEnv('TRUSTED_PROXIES', list)
  resetEnvCache()
}

const request = (socket: string, forwardedFor?: string) =>
  new Headers({
    [socketAddressHeader]: socket,
    ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
  })

/** What a handler of a server started with the preload module reads from the request. */
async function headersSeenByServer(sent: Record<string, string>) {
  const server = http.createServer((req, res) => res.end(JSON.stringify(req.headers)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: sent })
    return (await answer.json()) as Record<string, string>
  } finally {
    server.close()
  }
}

describe('the connection address written before Next.js sees the request', () => {
  it('replaces a copy the client sent with the address of the connection', async () => {
    expect(SOCKET_ADDRESS_HEADER).toBe(socketAddressHeader)
    const seen = await headersSeenByServer({
      [socketAddressHeader]: '10.71.0.1',
      'x-forwarded-for': '10.71.0.2',
    })
    expect(seen[socketAddressHeader]).toBe('127.0.0.1')
    expect(clientIp(new Headers(seen))).toBe('127.0.0.1')
  })
})

describe('the client address of the rate limits and the sign-in history', () => {
  it('ignores X-Forwarded-For and X-Real-IP from a client that is not a trusted proxy', () => {
    for (let i = 1; i <= 14; i++) {
      expect(clientIp(request('203.0.113.20', `10.71.0.${i}`))).toBe('203.0.113.20')
    }
    const realIp = request('203.0.113.20')
    realIp.set('x-real-ip', '10.71.0.1')
    expect(clientIp(realIp)).toBe('203.0.113.20')
  })

  it('behind a trusted proxy, takes the first address from the right that is not a proxy', () => {
    trusting('10.0.0.0/8, 192.0.2.1')
    // The client wrote 10.71.0.1 itself; the proxy appended the address it saw.
    expect(clientIp(request('10.0.0.5', '10.71.0.1, 198.51.100.7'))).toBe('198.51.100.7')
    expect(clientIp(request('192.0.2.1', '198.51.100.7, 10.0.0.9'))).toBe('198.51.100.7')
    expect(clientIp(request('10.0.0.5'))).toBe('10.0.0.5')
    // An untrusted connection is the client whatever it forwards.
    expect(clientIp(request('198.51.100.9', '10.0.0.1'))).toBe('198.51.100.9')
  })

  it('counts an IPv4 client on a dual-stack socket by its IPv4 address', () => {
    trusting('loopback')
    expect(clientIp(request('::ffff:127.0.0.1', '203.0.113.4'))).toBe('203.0.113.4')
    expect(clientIp(request('::ffff:203.0.113.4'))).toBe('203.0.113.4')
  })

  it('is unknown when the server wrote no connection address', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('unknown')
  })
})

describe('TRUSTED_PROXIES', () => {
  it('takes addresses, CIDR ranges and proxy-addr names, and refuses anything else', () => {
    expect(parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8, ::1, loopback' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ])
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([])
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8, proxy.example' })).toThrow(
      InvalidEnvironmentError,
    )
  })
})
