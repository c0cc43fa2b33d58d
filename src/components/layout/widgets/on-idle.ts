/** Longest wait for an idle moment, in milliseconds: a busy page still gets its parts. */
const IDLE_TIMEOUT_MS = 3000

/**
 * Runs `callback` at the first idle moment after the page's load event; returns the
 * cancellation. Where the browser has no `requestIdleCallback` (Safari), right after the load.
 */
export function afterLoadWhenIdle(callback: () => void): () => void {
  let cancelIdle = () => {}
  const start = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS })
      cancelIdle = () => window.cancelIdleCallback(handle)
    } else {
      const handle = setTimeout(callback, 0)
      cancelIdle = () => clearTimeout(handle)
    }
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
  return () => {
    window.removeEventListener('load', start)
    cancelIdle()
  }
}
