import { socketAddressHeader } from '@/platform/rate-limit/client-ip'

// The module the launchers preload: loading it marks the process as one whose server writes
// the connection's address, as in production.
import '@/platform/rate-limit/socket-address-preload.mjs'

/**
 * For tests that call the site's code without a network connection: the request headers of a
 * client connected from `address`, as the preloaded module writes them for a real request.
 */
export function connectedFrom(address: string): Record<string, string> {
  return { [socketAddressHeader]: address }
}
