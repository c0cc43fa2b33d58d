// The bare Next.js baseline: the app in bench/bare-next (static pages: one line, and the same
// French content at every 10 KB of weight; default settings), built with the project's own `next`
// and served by `next start` on its own loopback port, so the site's pages are compared with what
// the framework alone serves and costs a browser on this machine, in the same run.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { bin, resultsDir, root } from './env.mjs'
import { runGroup, startGroup, stopGroup } from './processes.mjs'
import { waitUntilUp } from './server.mjs'

const appDir = path.join(root, 'bench', 'bare-next')
// The distDir of bench/bare-next/next.config.mjs: a .next-* folder, ignored like the site's builds.
export const bareDistDir = path.join(root, '.next-bench-bare')
const stampFile = path.join(bareDistDir, 'source-fingerprint')

const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }

/** @param {string} dir @param {crypto.Hash} hash */
function hashTree(dir, hash) {
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) hashTree(file, hash)
    else hash.update(`${path.relative(appDir, file)}\n`).update(fs.readFileSync(file))
  }
}

/** Changes with the app's files and with the installed `next`: either calls for a new build. */
export function bareFingerprint() {
  const hash = crypto.createHash('sha256')
  hashTree(appDir, hash)
  const next = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8'),
  )
  return hash.update(`next ${next.version}`).digest('hex')
}

/**
 * Builds the bare app when its build is missing or stale.
 * @param {boolean} rebuild build even when current
 * @param {(line: string) => void} log
 * @returns {Promise<number | null>} build seconds, null when the build was current
 */
export async function buildBareIfNeeded(rebuild, log) {
  const fingerprint = bareFingerprint()
  const current =
    fs.existsSync(path.join(bareDistDir, 'BUILD_ID')) &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, 'utf8') === fingerprint
  if (current && !rebuild) return null
  log(`  building bench/bare-next into ${path.relative(root, bareDistDir)}...`)
  const started = Date.now()
  // Webpack, not Turbopack: Turbopack looks for `instrumentation` and `proxy` files in the app's
  // parent folders too, so it would build the site's own into this app, which would not be bare.
  // The bundler makes no difference to serving a prerendered page.
  await runGroup(bin('next'), ['build', '--webpack'], {
    cwd: appDir,
    env,
    logFile: path.join(resultsDir, 'bare-build.log'),
    timeoutMs: 10 * 60_000,
    what: 'next build of bench/bare-next',
  })
  fs.writeFileSync(stampFile, fingerprint)
  return (Date.now() - started) / 1000
}

/**
 * Serves the bare app on `port` (loopback only) while `measure(url)` runs, then stops it.
 * @template T
 * @param {number} port
 * @param {(url: string) => Promise<T>} measure
 * @returns {Promise<T>}
 */
export async function withBareNext(port, measure) {
  const logFile = path.join(resultsDir, 'bare-server.log')
  const started = Date.now()
  const child = startGroup(bin('next'), ['start', '-p', String(port), '-H', 'localhost'], {
    cwd: appDir,
    env,
    logFile,
  })
  const url = `http://127.0.0.1:${port}/`
  try {
    await waitUntilUp(child, url, { started, logFile, timeoutMs: 60_000 })
    return await measure(url)
  } finally {
    await stopGroup(child)
  }
}
