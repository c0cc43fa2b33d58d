export class CheckTimeoutError extends Error {
  constructor(ms: number) {
    super(`No answer within ${ms} ms`)
    this.name = 'CheckTimeoutError'
  }
}

/**
 * The promise's result, or a CheckTimeoutError after `ms`. The work itself is not cancelled (a
 * database query cannot be), only no longer waited for; the timer never keeps the process alive.
 */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeoutError(ms)), ms)
    timer.unref?.()
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
