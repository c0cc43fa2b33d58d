import http from 'node:http'
import net from 'node:net'

import Database from 'libsql'

/** Rows of a stopped instance's SQLite file. */
export function sqliteRows(file: string, sql: string): Record<string, unknown>[] {
  // Read-write: the stopped server left its write-ahead log for the next opener to recover.
  const db = new Database(file)
  try {
    return db.prepare(sql).all() as Record<string, unknown>[]
  } finally {
    db.close()
  }
}

/** Whether a new TCP connection to the server at `url` is accepted. */
export function acceptsConnections(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(url).port), new URL(url).hostname)
    socket.once('error', () => resolve(false))
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
  })
}

/**
 * A JSON POST whose body arrives `delayMs` after its headers: in flight on the server all that
 * time. Its own connection, closed after the answer. Resolves with the status.
 */
export function slowPost(url: string, data: unknown, delayMs: number): Promise<number> {
  const body = JSON.stringify(data)
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    })
    request.on('response', (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('error', reject)
    request.write(body.slice(0, 10))
    setTimeout(() => request.end(body.slice(10)), delayMs)
  })
}
