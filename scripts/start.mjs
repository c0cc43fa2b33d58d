// `npm start`: the one command that runs the production site on a fresh clone.
// Generates a secret on first start (kept in data/), builds when the sources changed,
// prepares the database (migrations, first admin, seed), then serves on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { sourceFingerprint } from './lib/fingerprint.mjs'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
if (fs.existsSync('.env')) process.loadEnvFile('.env')
process.env.NODE_ENV = 'production'
const port = process.env.PORT || '3000'
// Canonical links and e-mail links point to this address; a real deployment sets its domain.
process.env.SITE_URL ??= `http://localhost:${port}`
process.env.NEXT_TELEMETRY_DISABLED = '1'
// The site handles SIGTERM and SIGINT itself (src/platform/shutdown): it finishes the running
// jobs, not only the requests, before exiting. Without this Next.js's handler would exit first.
process.env.NEXT_MANUAL_SIG_HANDLE = '1'

if (!process.env.PAYLOAD_SECRET) {
  const secretFile = path.join('data', '.payload-secret')
  if (!fs.existsSync(secretFile)) {
    fs.mkdirSync('data', { recursive: true })
    fs.writeFileSync(secretFile, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 })
    console.log(`Generated a secret in ${secretFile} (set PAYLOAD_SECRET to use your own).`)
  }
  process.env.PAYLOAD_SECRET = fs.readFileSync(secretFile, 'utf8').trim()
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name)

run(bin('payload'), ['run', 'scripts/prepare-db.ts'])

// A build belongs to its sources, database and address (SITE_URL is read at build time).
const fingerprint = `${sourceFingerprint(root)}:${process.env.DATABASE_URL ?? ''}:${process.env.SITE_URL ?? ''}`
const distDir = process.env.NEXT_DIST_DIR || '.next'
const stampFile = path.join(distDir, 'source-fingerprint')
const built = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === fingerprint
if (!built) {
  console.log('Building the site (first start or sources changed)...')
  run(bin('next'), ['build'])
  fs.writeFileSync(stampFile, fingerprint)
}
// `--build-only`: prepares the database and the build, then stops (a test run builds while its
// other checks run, a deployment builds before it switches over).
if (process.argv.includes('--build-only')) process.exit(0)

// Pages and data kept by an earlier run were rendered from the database as it was then, which a
// restore or a command run while the site was down (an import) may have changed: they are
// rendered again on their first visit. (A shared cache on Redis is keyed by build and kept.)
for (const kept of ['server/route-cache', 'cache/fetch-cache']) {
  fs.rmSync(path.join(distDir, kept), { recursive: true, force: true })
}

// Idle connections stay open longer than a reverse proxy's or client's own idle timeout (60 s
// is the usual), so the server is never the side that closes one just as a request is sent on it
// (the client then reads ECONNRESET, a proxy answers 502). Node's default is 5 s.
const args = [
  'start',
  '--port',
  port,
  '--keepAliveTimeout',
  process.env.KEEP_ALIVE_TIMEOUT || '65000',
]
// Next 16 builds its internal rewrite URLs with "localhost" but compares them with the literal
// bind address: with 127.0.0.1 the locale rewrites of translated slugs (/en/ai-business-guide)
// turn into endless redirects (vercel/next.js#94342, #94745). "localhost" binds the same loopback.
const LOOPBACK_ALIASES = new Set(['127.0.0.1', '::1', '[::1]'])
const hostname = process.env.HOSTNAME
if (hostname) args.push('--hostname', LOOPBACK_ALIASES.has(hostname) ? 'localhost' : hostname)
console.log(`Site: http://localhost:${port}  Admin: http://localhost:${port}/admin`)
// The server gets the stop signals sent to this script (`kill <pid>`, a supervisor that signals
// only its main process) and this script exits with its code once it has finished.
// The server loads scripts/lib/single-location.mjs first (a redirect's Location header once)
// and src/platform/rate-limit/socket-address-preload.mjs (the connection's address, which the
// rate limits count).
const preloads = [
  'scripts/lib/single-location.mjs',
  'src/platform/rate-limit/socket-address-preload.mjs',
].map((file) => `--import=${pathToFileURL(path.join(root, file))}`)
const nodeOptions = [process.env.NODE_OPTIONS, ...preloads].filter(Boolean).join(' ')
const server = spawn(bin('next'), args, {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: nodeOptions },
})
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 1))
