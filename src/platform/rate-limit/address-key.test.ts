import { describe, expect, it } from 'vitest'

import { addressKey } from '@/platform/rate-limit/address-key'

describe('addressKey', () => {
  it('counts an IPv4 address as itself', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1')
  })

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, in either spelling', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7')
  })

  it('counts every address of one IPv6 /64 under one key', () => {
    const key = addressKey('2001:db8:1:2::1')
    expect(key).toBe('2001:db8:1:2::/64')
    for (const address of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:abcd:0:0:1',
      '2001:DB8:1:2:1234:5678:9abc:def0',
    ]) {
      expect(addressKey(address), address).toBe(key)
    }
  })

  it('keeps neighbouring /64s apart', () => {
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(addressKey('::1')).toBe('::/64')
    expect(addressKey('fe80::1')).toBe('fe80::/64')
  })

  it('keeps what is not an address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown')
    expect(addressKey('')).toBe('')
  })
})
