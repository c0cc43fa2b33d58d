import type { SanitizedConfig } from 'payload'

/**
 * Payload answers a REST request to a collection or global without endpoints (its own
 * `payload-migrations`) with a 501 whose message repeats the request's whole URL, as the
 * server received it: behind the reverse proxy, the internal host and port
 * (`Cannot GET http://localhost:3000/api/payload-migrations`). An empty list of endpoints
 * instead gives the answer of any unknown route: a 404 naming the path only. The config is
 * changed in place, as Payload keeps references to its collection objects.
 */
export function closedEndpointsNotFound(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) {
    if (entity.endpoints === false) entity.endpoints = []
  }
  return config
}
