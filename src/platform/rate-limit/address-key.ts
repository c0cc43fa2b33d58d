import ipaddr from 'ipaddr.js'

/**
 * The key a limit counts a client address under. An IPv6 subscriber gets a whole /64 (often far
 * more) from their provider and can pick a new address in it for every request: counted by
 * address, one attacker would have 2^64 budgets. An IPv6 client is therefore counted by its
 * /64, like one IPv4 address; an IPv4 client on a dual-stack socket (`::ffff:1.2.3.4`, in
 * either spelling) as that IPv4 address. Anything else (`unknown`) is its own key. The sign-in
 * history and the audit log keep the full address.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const v6 = parsed as ipaddr.IPv6
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString()
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${v6.toNormalizedString()}/64`)
  return `${network.toString()}/64`
}
