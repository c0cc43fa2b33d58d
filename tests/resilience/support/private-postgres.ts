import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from './free-port'

/**
 * A PostgreSQL server of the test's own (Debian's binaries, a temporary data folder, a free
 * loopback port), so a test can stop and restart it without touching the shared server the
 * other suites use. PostgreSQL refuses to run as root: as root it runs as the `postgres` user.
 */
export class PrivatePostgres {
  private readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-private-pg-'))
  port = 0

  private run(command: string, args: string[]): void {
    const binary = path.join(binDir(), command)
    const asRoot = process.getuid?.() === 0
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', binary, ...args], { encoding: 'utf8' })
      : spawnSync(binary, args, { encoding: 'utf8' })
    if (result.status !== 0) {
      throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error}`)
    }
  }

  async start(): Promise<string> {
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', this.dir])
    this.port = await freePort()
    this.run('initdb', ['-D', this.dir, '-A', 'trust', '-U', 'postgres', '--no-sync'])
    this.up()
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`
  }

  /** Starts the stopped server again, on the same port and data. */
  up(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`
    this.run('pg_ctl', [
      '-D',
      this.dir,
      '-o',
      options,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      'start',
    ])
  }

  /** Stops it the way a crash or a restart does to clients: every connection is cut. */
  down(): void {
    this.run('pg_ctl', ['-D', this.dir, '-m', 'immediate', '-w', 'stop'])
  }

  async destroy(): Promise<void> {
    try {
      this.down()
    } catch {
      // Already stopped.
    }
    fs.rmSync(this.dir, { recursive: true, force: true })
  }
}

function binDir(): string {
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort() : []
  const latest = versions.at(-1)
  if (!latest) throw new Error(`PostgreSQL server binaries not found under ${root}`)
  return path.join(root, latest, 'bin')
}
