// Loaded before Next.js (`node --import`, set by scripts/start.mjs, the Dockerfile and the e2e
// instances). Plain JavaScript that the app never imports: only a launcher loads it.
//
// Next.js 16 gives the proxy, route handlers and server actions no way to read the address of
// the connection (`request.ip` is gone), and the `X-Forwarded-For` it passes on is whatever the
// client sent, when it sent one. So this module, the outermost layer of the server, writes the
// connection's address into a private request header before Next.js sees the request, over any
// copy the client sent, and marks the process as having done so: without the mark, the site
// reads no address at all rather than a header anyone can write
// (client-ip.ts beside this file, which keeps the same header name).
import diagnosticsChannel from 'node:diagnostics_channel'

export const SOCKET_ADDRESS_HEADER = 'x-site-socket-address'
const MARK = Symbol.for('site.socket-address-header')

if (!globalThis[MARK]) {
  globalThis[MARK] = SOCKET_ADDRESS_HEADER
  // Published for every request of every http(s) server, before its 'request' listeners run.
  diagnosticsChannel.subscribe('http.server.request.start', ({ request, socket }) => {
    const address = socket?.remoteAddress
    if (address) request.headers[SOCKET_ADDRESS_HEADER] = address
    else delete request.headers[SOCKET_ADDRESS_HEADER]
  })
}
