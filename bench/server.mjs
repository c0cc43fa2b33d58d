// The production server under test: preflight, database, build, start (timed), memory, stop.
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { bin, chromiumPath, resultsDir, root } from './env.mjs'
import { runGroup, startGroup, stopGroup, tail } from './processes.mjs'

/** Resolves false when something already listens on the loopback port. */
function portFree(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', (error) => resolve(error.code === 'EADDRNOTAVAIL'))
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)))
  })
}

/** Refuses to start (clear message, nothing started) when Chromium is missing or a port is taken. */
export async function preflight(ports) {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `${chromiumPath} is missing: install Debian's package (apt-get install chromium).`,
    )
  }
  for (const port of ports) {
    const free = (await portFree(port, '127.0.0.1')) && (await portFree(port, '::1'))
    if (!free) {
      throw new Error(`Port ${port} is already in use: stop what listens there or set BENCH_PORT.`)
    }
  }
}

/** A fresh database and media folder: every run measures the same seeded site. */
export async function prepareDatabase(setup, logFile) {
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    fs.rmSync(setup.database + suffix, { force: true })
  fs.rmSync(setup.media, { recursive: true, force: true })
  if (setup.reuseE2e && fs.existsSync(setup.e2eDatabase)) {
    for (const suffix of ['', '-wal']) {
      if (fs.existsSync(setup.e2eDatabase + suffix))
        fs.copyFileSync(setup.e2eDatabase + suffix, setup.database + suffix)
    }
    if (fs.existsSync(setup.e2eMedia)) fs.cpSync(setup.e2eMedia, setup.media, { recursive: true })
    return
  }
  await runGroup(bin('payload'), ['run', 'scripts/prepare-db.ts'], {
    env: setup.env,
    logFile,
    timeoutMs: 5 * 60_000,
    what: 'Database preparation',
  })
}

/** @returns {Promise<number | null>} build seconds, null when the build folder was current */
export async function buildIfNeeded(setup, logFile) {
  if (!setup.needsBuild()) return null
  // next build adds its folder's types to tsconfig.json (and reformats it): put the file back, so
  // a bench run leaves no change to commit.
  const tsconfig = path.join(root, 'tsconfig.json')
  const before = fs.readFileSync(tsconfig, 'utf8')
  const started = Date.now()
  try {
    await runGroup(bin('next'), ['build'], {
      env: setup.env,
      logFile,
      timeoutMs: 20 * 60_000,
      what: 'next build',
    })
  } finally {
    if (fs.readFileSync(tsconfig, 'utf8') !== before) fs.writeFileSync(tsconfig, before)
  }
  setup.writeStamp()
  return (Date.now() - started) / 1000
}

/**
 * Waits for the first 200 of `url` from a server just started; stops it and rejects with the end
 * of its log when it exits or does not answer in time.
 * @returns {Promise<number>} milliseconds from `started` to that answer
 */
export async function waitUntilUp(child, url, { started, logFile, timeoutMs = 120_000 }) {
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) break
    const status = await fetch(url, { signal: AbortSignal.timeout(5000) })
      .then((response) => response.arrayBuffer().then(() => response.status))
      .catch(() => 0)
    if (status === 200) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stopGroup(child)
  throw new Error(`${url} did not answer 200; end of ${logFile}:\n${tail(logFile)}`)
}

/** Starts `next start` and waits for the first 200 of `/fr`. */
export async function startServer(setup) {
  const logFile = path.join(resultsDir, 'server.log')
  const started = Date.now()
  const child = startGroup(
    bin('next'),
    ['start', '--port', String(setup.port), '--hostname', 'localhost'],
    { env: setup.env, logFile },
  )
  const coldStartMs = await waitUntilUp(child, `${setup.base}/fr`, { started, logFile })
  return { child, coldStartMs }
}

export { stopGroup as stopServer }

/** Resident memory of the server's whole process group (Next may run workers), in MB. */
export function groupRssMb(pgid) {
  let pages = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Fields after the command name, which may contain spaces: state is field 3.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) === pgid) pages += Number(fields[21])
    } catch {
      // The process ended while we looked.
    }
  }
  return (pages * 4096) / 1024 / 1024
}
