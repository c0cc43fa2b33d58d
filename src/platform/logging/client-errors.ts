/**
 * Answers refused for the caller's own reasons (a form that fails validation, a page the visitor
 * may not see, a slot taken a moment earlier) are not faults of the site. Payload means to log
 * those at info, with their message only, but it recognises them by class name, and the
 * production build renames classes: every such answer reached the log at error level with its
 * stack, burying the real faults an owner looks for. The HTTP status survives the build.
 *
 * A 401 stays at error, as Payload logs failed sign-ins; a 429 (one address over a rate limit,
 * often a password-guessing robot) is a warning, still shown at LOG_LEVEL=warn. Only the shape
 * Payload's error handler writes (`{ err }` alone) is read: the site's own failure reports carry
 * a message of their own and stay as written, whatever error they quote.
 */
export function clientErrorOf(
  args: readonly unknown[],
): { level: 'info' | 'warn'; status: number; message: string } | null {
  const [first] = args
  if (args.length !== 1 || !first || typeof first !== 'object') return null
  if (Object.keys(first).join() !== 'err' || !('err' in first)) return null
  const { err } = first
  if (!(err instanceof Error) || !('status' in err) || typeof err.status !== 'number') return null
  const { status } = err
  if (status < 400 || status >= 500 || status === 401) return null
  return { level: status === 429 ? 'warn' : 'info', status, message: err.message }
}
