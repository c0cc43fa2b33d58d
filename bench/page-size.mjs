// The HTML a first visit downloads per page: its bytes, gzip-sized at level 9 whatever the server
// did (as js-size.mjs), and the part that is the React Server Components payload Next.js inlines
// for hydration (the `self.__next_f.push(...)` scripts). A server-drawn element is written twice,
// once in the HTML and once in that payload, so the payload's share shows what to look at first.
import zlib from 'node:zlib'

import { round } from './stats.mjs'

const PAYLOAD_SCRIPT = /<script[^>]*>self\.__next_f\.push\([\s\S]*?<\/script>/g

const kb = (bytes) => round(bytes / 1024, 1)

/** The bytes of a page's inline React Server Components payload scripts. */
export function payloadBytes(html) {
  let bytes = 0
  for (const [script] of html.matchAll(PAYLOAD_SCRIPT)) bytes += Buffer.byteLength(script)
  return bytes
}

/**
 * @param {string} base
 * @param {string[]} paths
 * @returns {Promise<{ path: string, htmlKb: number, gzipKb: number, payloadKb: number }[]>}
 */
export async function measurePageSizes(base, paths) {
  const pages = []
  for (const path of paths) {
    const response = await fetch(`${base}${path}`)
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    const html = await response.text()
    pages.push({
      path,
      htmlKb: kb(Buffer.byteLength(html)),
      gzipKb: kb(zlib.gzipSync(html, { level: 9 }).length),
      payloadKb: kb(payloadBytes(html)),
    })
  }
  return pages
}
