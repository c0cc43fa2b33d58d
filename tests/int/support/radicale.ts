import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** A free loopback port. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/**
 * A real CalDAV server (Debian's Radicale) on loopback, storing in a temporary folder.
 * `stop()` and `start()` simulate an outage; the calendar survives it.
 */
export class TestRadicale {
  private process: ChildProcess | null = null
  private readonly folder = fs.mkdtempSync(path.join(os.tmpdir(), 'radicale-'))
  port = 0

  get calendarUrl() {
    return `http://127.0.0.1:${this.port}/owner/agenda/`
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await freePort()
    this.process = spawn(
      'radicale',
      [
        `--storage-filesystem-folder=${this.folder}`,
        '--auth-type=none',
        `--server-hosts=127.0.0.1:${this.port}`,
      ],
      { stdio: 'ignore' },
    )
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const up = await fetch(`http://127.0.0.1:${this.port}/`).then(
        () => true,
        () => false,
      )
      if (up) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error('Radicale did not start (apt-get install -y radicale)')
  }

  /** Radicale without authentication still wants a user name: the calendar's owner. */
  readonly headers = { authorization: `Basic ${Buffer.from('owner:x').toString('base64')}` }

  async createCalendar(): Promise<void> {
    const response = await fetch(this.calendarUrl, { method: 'MKCALENDAR', headers: this.headers })
    if (response.status !== 201) throw new Error(`MKCALENDAR answered ${response.status}`)
  }

  async stop(): Promise<void> {
    const child = this.process
    this.process = null
    if (!child || child.exitCode !== null) return
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  }

  async dispose(): Promise<void> {
    await this.stop()
    fs.rmSync(this.folder, { recursive: true, force: true })
  }
}
