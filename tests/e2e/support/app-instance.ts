import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { defaultE2ePort, e2ePort } from './e2e-env'

const root = path.resolve(import.meta.dirname, '..', '..', '..')

/** The production build the e2e suite's own server was started from (playwright.config.ts). */
export const e2eDistDir = e2ePort === defaultE2ePort ? '.next' : `.next-e2e-${e2ePort}`

export type InstanceExit = { code: number | null; signal: NodeJS.Signals | null; at: number }

export type AppInstance = {
  url: string
  output: () => string
  /** Sends a signal without waiting; `exited` tells how and when the process ended. */
  signal: (signal: NodeJS.Signals) => void
  exited: Promise<InstanceExit>
  stop: () => Promise<void>
}

/**
 * One more instance of the site, from the same build, as a deployment behind a load balancer
 * runs it: `next start` on its own loopback port with the environment given (its database,
 * Redis for the shared page cache and rate limits, SMTP), the stop signals handled by the site
 * as `npm start` and the Docker image set it up (NEXT_MANUAL_SIG_HANDLE). Resolves once
 * GET /api/health answers 200.
 */
export async function startInstance(
  port: number,
  env: Record<string, string>,
  timeoutMs = 180_000,
): Promise<AppInstance> {
  const child: ChildProcess = spawn(
    process.execPath,
    // "localhost", not 127.0.0.1: see scripts/start.mjs (Next 16's locale rewrites). The
    // preloads are the launchers' too: a redirect's Location header once, and the connection's
    // address for the rate limits.
    [
      `--import=${pathToFileURL(path.join(root, 'scripts/lib/single-location.mjs'))}`,
      `--import=${pathToFileURL(path.join(root, 'src/platform/rate-limit/socket-address-preload.mjs'))}`,
      path.join(root, 'node_modules/next/dist/bin/next'),
      'start',
      '-p',
      `${port}`,
      '-H',
      'localhost',
      // As scripts/start.mjs: the server never closes an idle connection a client may reuse.
      '--keepAliveTimeout',
      '65000',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NEXT_MANUAL_SIG_HANDLE: '1',
        ...env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: e2eDistDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)))
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)))
  const url = `http://localhost:${port}`
  const exited = new Promise<InstanceExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  )
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  const signal = (name: NodeJS.Signals) => void child.kill(name)
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Instance on ${port} exited:\n${output}`)
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    )
    if (healthy) return { url, output: () => output, signal, exited, stop }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error(`Instance on ${port} not healthy after ${timeoutMs} ms:\n${output}`)
}
