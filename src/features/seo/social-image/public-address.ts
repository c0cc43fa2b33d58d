import ipaddr from 'ipaddr.js'

/**
 * Whether the server may send a request to this IP address on an owner's behalf: only public
 * unicast addresses. Loopback, private (RFC 1918), carrier-grade NAT, link-local (the cloud
 * metadata service at 169.254.169.254 among them), unique-local IPv6, multicast, reserved and
 * documentation ranges, and IPv6 forms that embed another IPv4 address (NAT64, 6to4, Teredo)
 * are refused, so a URL typed in the back office cannot make the server probe its own network.
 * IPv4-mapped IPv6 addresses (`::ffff:127.0.0.1`) are judged as the IPv4 address they carry;
 * the odd IPv4 spellings (`0x7f.1`, `2130706433`) are parsed to the address they mean.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1')
  if (!ipaddr.isValid(bare)) return false
  return ipaddr.process(bare).range() === 'unicast'
}
