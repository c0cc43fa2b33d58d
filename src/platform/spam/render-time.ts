/**
 * Client-safe part of the anti-robot fields, apart from `spam-fields.ts` so that a client form
 * importing it does not pull zod into the browser (the footer's newsletter form is on every page).
 */

/**
 * The render time a form shows again after a refused post. Without JavaScript the page is
 * rendered anew, and timing the correction from that second render would refuse a quick fix of
 * one field; the first render time the post carried is kept instead, if it is plausible.
 */
export function keptRenderTime(
  submitted: string | undefined,
  fallback: number,
  now: number = Date.now(),
): number {
  const value = Number(submitted)
  return Number.isFinite(value) && value > 0 && value <= now ? value : fallback
}
