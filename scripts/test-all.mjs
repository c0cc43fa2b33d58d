// `npm test`: the whole suite, in the order that fails fastest.
// Static checks, migrations in step, unit tests, integration tests on SQLite (and PostgreSQL in
// CI or when TEST_POSTGRES_URL is set), fault tests, then end-to-end tests in Chromium on the production build
// and a smoke run of the bench.
// Ends with one "N passed, N failed" line summing every runner.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const reports = path.join(root, 'test-results', 'reports')
fs.rmSync(reports, { recursive: true, force: true })
fs.mkdirSync(reports, { recursive: true })

const ci = process.env.CI === 'true'
const postgresUrl =
  process.env.TEST_POSTGRES_URL ?? (ci ? 'postgres://postgres@127.0.0.1:5432/test' : undefined)

const totals = { passed: 0, failed: 0 }
const failures = []

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  if (result.status !== 0) {
    failures.push(name)
    console.log(`--- ${name}: FAILED (${seconds} s)`)
    return false
  }
  console.log(`--- ${name}: ok (${seconds} s)`)
  return true
}

/**
 * A step run beside the others: its output goes to a log file, printed whole once it ends so
 * that the runs do not interleave.
 */
function stepApart(name, command, args, env = {}) {
  const log = path.join(reports, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`)
  const out = fs.openSync(log, 'w')
  const started = Date.now()
  const child = spawn(command, args, {
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
  })
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      fs.closeSync(out)
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      console.log(`\n=== ${name} (ran beside the other steps) ===`)
      process.stdout.write(fs.readFileSync(log, 'utf8'))
      if (code !== 0) failures.push(name)
      console.log(`--- ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`)
      resolve(code === 0)
    })
  })
}

function countVitest(file) {
  if (!fs.existsSync(file)) return
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'))
  totals.passed += stats.expected + stats.flaky
  totals.failed += stats.unexpected
}

function vitest(project, name, env = {}) {
  const output = path.join(reports, `${name}.json`)
  const ok = step(
    name,
    bin('vitest'),
    [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${output}`,
    ],
    env,
  )
  countVitest(output)
  return ok
}

// Route files are typed with the `PageProps` Next.js writes from the app's folders; it also
// rewrites next-env.d.ts, which formatting and lint read, so it runs first.
const routeTypesOk = step('route types', bin('next'), ['typegen'])
// The three checks below each keep about one core busy for half a minute: formatting and lint
// run beside the type check rather than before it.
const formatting = stepApart('prettier', bin('prettier'), ['--check', '.'])
const lint = stepApart('eslint', bin('eslint'), ['.', '--max-warnings', '0'])
const typesOk = routeTypesOk && step('typecheck', bin('tsc'), ['--noEmit'])
const staticOk = [await formatting, await lint, typesOk].every(Boolean)

if (staticOk) {
  step('admin import map in step', process.execPath, ['scripts/check-importmap.mjs'])
  // The e2e suite's production build takes minutes of both cores in bursts: it runs beside the
  // checks below, most of which keep one core busy. It starts once the type check has passed (it
  // writes the route types that check reads) and the import map check has rewritten its file, and
  // skips its own type check, which would check the same files.
  const { e2ePort, e2eServerEnv } = await import('../tests/e2e/support/e2e-env.ts')
  const e2eBuild = stepApart(
    'end-to-end build',
    process.execPath,
    ['scripts/e2e-server.mjs', '--build-only'],
    {
      ...e2eServerEnv(e2ePort),
      TYPES_CHECKED_APART: '1',
    },
  )

  // The bench smoke's bare Next.js baseline (a small webpack build), beside the checks too.
  const bareBuild = stepApart('bench baseline build', process.execPath, ['bench/build-bare.mjs'])

  step('migrations in step (SQLite)', process.execPath, ['scripts/check-migrations.mjs', 'sqlite'])
  if (postgresUrl) {
    step('migrations in step (PostgreSQL)', process.execPath, [
      'scripts/check-migrations.mjs',
      'postgres',
    ])
  }
  vitest('unit', 'unit')
  vitest('int', 'integration-sqlite', { TEST_DATABASE: 'sqlite' })
  if (postgresUrl) {
    vitest('int', 'integration-postgres', {
      TEST_DATABASE: 'postgres',
      TEST_POSTGRES_URL: postgresUrl,
    })
  } else {
    console.log(
      '\nPostgreSQL integration run not requested (set TEST_POSTGRES_URL; CI always runs it).',
    )
  }
  // Fault tests (services down and back): on PostgreSQL when it is there, the production setup.
  vitest(
    'resilience',
    'resilience',
    postgresUrl
      ? { TEST_DATABASE: 'postgres', TEST_POSTGRES_URL: postgresUrl }
      : { TEST_DATABASE: 'sqlite' },
  )
  const e2eReport = path.join(reports, 'e2e.json')
  // playwright.config.ts writes its JSON report to this path; its server finds the build made.
  const e2eOk =
    (await e2eBuild) && step('end-to-end (Chromium, production build)', bin('playwright'), ['test'])
  countPlaywright(e2eReport)
  // Keeps `npm run bench` from rotting: one page, one Lighthouse run, 2 s of load, no scale, on
  // the e2e build and a copy of its database. Only a crash fails it, never a missed budget.
  // After a failed e2e run the build may be missing, and building again would only repeat it.
  if ((await bareBuild) && e2eOk)
    step('bench smoke', process.execPath, ['bench/run.mjs', '--smoke'])
}

console.log(`\nFailed steps: ${failures.length ? failures.join(', ') : 'none'}`)
if (failures.length && totals.failed === 0) totals.failed = failures.length
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exit(failures.length ? 1 : 0)
