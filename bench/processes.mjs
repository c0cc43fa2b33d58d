// Every child the bench starts runs in its own process group, registered here, so one call ends
// all of them (with their workers: next build, next start's children, nginx's workers) on normal
// exit, Ctrl-C, the time limit or a crash. Nothing is left listening after the bench.
import { spawn } from 'node:child_process'
import fs from 'node:fs'

// Group ids, kept after the leader exits: its workers may outlive it.
/** @type {Set<number>} */
const groups = new Set()

/**
 * Starts a command in a new process group; its output goes to `logFile` (appended).
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, logFile: string, cwd?: string }} options
 */
export function startGroup(command, args, { env, logFile, cwd }) {
  const log = fs.openSync(logFile, 'a')
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log, log] })
  fs.closeSync(log)
  if (child.pid !== undefined) groups.add(child.pid)
  return child
}

/**
 * Runs a command to its end; rejects with the log's last lines when it fails or outlives `timeoutMs`.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, logFile: string, timeoutMs: number, what: string, cwd?: string }} options
 */
export async function runGroup(command, args, { env, logFile, timeoutMs, what, cwd }) {
  const child = startGroup(command, args, { env, logFile, cwd })
  const timer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), timeoutMs)
  const code = await new Promise((resolve) => child.once('exit', (status) => resolve(status)))
  clearTimeout(timer)
  signalGroup(child.pid, 'SIGKILL')
  if (code !== 0) {
    throw new Error(
      `${what} failed (exit ${code ?? 'killed'}); end of ${logFile}:\n${tail(logFile)}`,
    )
  }
}

/**
 * @param {number | undefined} pgid
 * @param {NodeJS.Signals | 0} signal 0 only asks whether the group still exists
 * @returns {boolean} whether the group was there
 */
export function signalGroup(pgid, signal) {
  if (pgid === undefined) return false
  try {
    process.kill(-pgid, signal)
    return true
  } catch {
    return false
  }
}

/** Asks every group to stop, then kills what is still there after `graceMs`. */
export async function stopAll(graceMs = 5000) {
  for (const pgid of groups) signalGroup(pgid, 'SIGTERM')
  const deadline = Date.now() + graceMs
  const alive = () => [...groups].some((pgid) => signalGroup(pgid, 0))
  while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  killAllNow()
}

/** Synchronous last resort for process.on('exit'), where no timer runs any more. */
export function killAllNow() {
  for (const pgid of groups) signalGroup(pgid, 'SIGKILL')
  groups.clear()
}

/** Stops one group (a server between phases) and forgets it. */
export async function stopGroup(child, graceMs = 5000) {
  signalGroup(child.pid, 'SIGTERM')
  const deadline = Date.now() + graceMs
  while (signalGroup(child.pid, 0) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100))
  signalGroup(child.pid, 'SIGKILL')
  if (child.pid !== undefined) groups.delete(child.pid)
}

/** @param {string} file @param {number} [lines] */
export function tail(file, lines = 20) {
  if (!fs.existsSync(file)) return ''
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
}
