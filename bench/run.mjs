// `npm run bench`: builds if needed (the site and the bare Next.js baseline), starts the
// production site on loopback with its own database, measures (Lighthouse and the main thread
// against the bare Next.js page, JavaScript, load against the baselines, memory soak, scale),
// stops everything, prints the tables and writes bench/results/latest.json. Options in args.mjs; figures in docs/PERFORMANCE.md.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { parseArgs } from './args.mjs'
import { buildBareIfNeeded, withBareNext } from './bare-next.mjs'
import { benchSetup, resultsDir, root } from './env.mjs'
import { measureJs } from './js-size.mjs'
import { measurePageSizes } from './page-size.mjs'
import { runLighthouse } from './lighthouse.mjs'
import { runLoad } from './load.mjs'
import { measureMainThread } from './main-thread.mjs'
import { benchPages } from './pages.mjs'
import { killAllNow, stopAll } from './processes.mjs'
import { render } from './report.mjs'
import { runScale } from './scale.mjs'
import { runSoak } from './soak.mjs'
import {
  buildIfNeeded,
  groupRssMb,
  preflight,
  prepareDatabase,
  startServer,
  stopServer,
} from './server.mjs'
import { round } from './stats.mjs'

const LIMIT_MINUTES = { full: 90, quick: 45, smoke: 25 }
const log = (line) => console.log(line)
const seconds = (since) => round((Date.now() - since) / 1000, 1)

let stopping = false
async function fail(message, code = 1) {
  // The first cause wins: what breaks while servers are being stopped is a consequence.
  if (stopping) return
  stopping = true
  console.error(`\nbench: ${message}`)
  await stopAll()
  process.exit(code)
}
process.on('exit', killAllNow)
process.on('SIGINT', () => void fail('interrupted; servers stopped.', 130))
process.on('SIGTERM', () => void fail('terminated; servers stopped.', 143))

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const setup = benchSetup(options)
  const limit = setTimeout(
    () => void fail(`took over ${LIMIT_MINUTES[options.mode]} minutes; stopped.`),
    LIMIT_MINUTES[options.mode] * 60_000,
  )
  limit.unref()
  // The smoke runs no nginx: CI need not install it.
  const nginxPort = options.mode === 'smoke' ? null : setup.nginxPort
  await preflight([setup.port, setup.barePort, ...(nginxPort === null ? [] : [nginxPort])])
  fs.mkdirSync(resultsDir, { recursive: true })
  const logs = ['server.log', 'build.log', 'seed-scale.log', 'nginx.log', 'bare-build.log']
  for (const file of [...logs, 'bare-server.log'])
    fs.rmSync(path.join(resultsDir, file), { force: true })
  const started = Date.now()
  const results = { meta: machine(options), build: {}, start: {} }

  log(
    `bench (${options.mode}): database ${path.relative(root, setup.database)}, build ${path.relative(root, setup.distDir)}, port ${setup.port}`,
  )
  const prepStarted = Date.now()
  await prepareDatabase(setup, path.join(resultsDir, 'build.log'))
  results.build.prepareSeconds = seconds(prepStarted)
  if (setup.needsBuild())
    log(`  building into ${path.relative(root, setup.distDir)} (sources changed)...`)
  results.build.seconds = round(await buildIfNeeded(setup, path.join(resultsDir, 'build.log')), 1)
  results.build.bareSeconds = round(await buildBareIfNeeded(options.rebuild, log), 1)
  if (options.buildOnly) {
    log(`  built (${results.build.seconds ?? 'current'} s); measure with --reuse-build`)
    clearTimeout(limit)
    return
  }

  const { child, coldStartMs } = await startServer(setup)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  results.start = { coldStartMs, idleRssMb: round(groupRssMb(child.pid)) }
  log(`  cold start ${coldStartMs} ms, idle RSS ${results.start.idleRssMb} MB`)

  const pages = await benchPages(setup.base, options.mode)
  results.js = await measureJs(setup.base, pages.js, setup.distDir)
  results.html = await measurePageSizes(setup.base, pages.html)
  // The bare Next.js page in the same run: the site's scores and blocking time are read against
  // it, so a slower host moves both.
  const bare = await withBareNext(setup.barePort, async (url) => ({
    lighthouse: await runLighthouse(
      new URL(url).origin,
      [{ path: '/', kind: 'bare' }],
      options.lighthouseRuns,
      log,
    ),
    mainThread: await measureMainThread(
      new URL(url).origin,
      [{ path: '/', kind: 'bare' }],
      options.lighthouseRuns,
      log,
    ),
  }))
  results.lighthouseBare = bare.lighthouse[0] ?? null
  results.lighthouse = await runLighthouse(
    setup.base,
    pages.lighthouse,
    options.lighthouseRuns,
    log,
  )
  const mainThread = await measureMainThread(
    setup.base,
    pages.mainThread,
    options.lighthouseRuns,
    log,
  )
  results.mainThread = { ...mainThread, bare: bare.mainThread.pages[0] ?? null }
  results.load = await runLoad(setup, pages.load, options.loadSeconds, nginxPort, log)
  results.soak = await runSoak(setup.base, child.pid, pages.soak, options.soakSeconds, log)
  results.scale = await runScale(setup, child.pid, options.scales, log)
  await stopServer(child)
  await stopAll()
  results.meta.durationSeconds = seconds(started)

  fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)
  fs.writeFileSync(path.join(resultsDir, 'latest.md'), `${render(results, 'markdown')}\n`)
  log(
    `\n${render(results)}\n\nWritten: bench/results/latest.json (and latest.md for docs/PERFORMANCE.md)`,
  )
  // A missed budget is a finding, not a crash: the exit code only says whether the bench ran.
  clearTimeout(limit)
}

function machine(options) {
  const release = fs.existsSync('/etc/os-release') ? fs.readFileSync('/etc/os-release', 'utf8') : ''
  return {
    date: new Date().toISOString(),
    mode: options.mode,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryGb: round(os.totalmem() / 1024 ** 3, 1),
    os: release.match(/PRETTY_NAME="([^"]+)"/)?.[1] ?? os.platform(),
    node: process.version,
    loadAverage: os.loadavg().map((value) => round(value, 2)),
  }
}

main().then(
  () => process.exit(0),
  (error) => fail(error instanceof Error ? error.message : String(error)),
)
