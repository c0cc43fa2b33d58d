import proxyaddr from 'proxy-addr'
import { z } from 'zod'

/**
 * `TRUSTED_PROXIES`: the reverse proxies and load balancers whose `X-Forwarded-For` the site
 * believes, as a comma-separated list of addresses, CIDR ranges or proxy-addr's names
 * (`loopback`, `linklocal`, `uniquelocal`). Empty, the default: nobody's, so every limit
 * counts the address of the connection itself.
 */
export const trustedProxiesVariable = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .superRefine((entries, ctx) => {
    for (const entry of entries) {
      try {
        proxyaddr.compile(entry)
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: `has "${entry}", which is not an address, a CIDR range, loopback, linklocal or uniquelocal`,
        })
      }
    }
  })
