import { z } from 'zod'

/** A form must have been on screen this long before a human can have filled it in. */
export const MIN_FILL_MS = 3000

const optionalNumber = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? undefined : value),
  z.coerce.number().optional(),
)

/**
 * The anti-robot fields every public form carries (see SpamGuard.client.tsx): a honeypot
 * (`website`, hidden from people, filled by naive robots) and the fill time. With JavaScript the
 * browser measures it (`elapsedMs`, immune to a wrong clock on the visitor's machine); without,
 * the server compares its clock with `startedAt`: the visitor's own form clock for the forms of
 * cached pages (visitor-clock.ts, which replaces the posted value), the form's render time on
 * the pages rendered per visit (booking). Every failure
 * answers with the same localized message so a robot learns nothing from it.
 */
export function spamFields(message: string) {
  return {
    website: z.string().max(0, message).optional(),
    startedAt: optionalNumber,
    elapsedMs: optionalNumber,
  }
}

/** The names of `spamFields`: hidden fields, so their refusal is shown for the whole form. */
export const spamFieldNames = ['website', 'startedAt', 'elapsedMs'] as const
export type SpamField = (typeof spamFieldNames)[number]

/** Attach to the form's schema with `.superRefine(spamCheck(...))`. */
export function spamCheck(message: string, now: number = Date.now()) {
  return (value: { startedAt?: number; elapsedMs?: number }, ctx: z.RefinementCtx) => {
    const { startedAt, elapsedMs } = value
    const filledSlowly =
      elapsedMs !== undefined
        ? Number.isFinite(elapsedMs) && elapsedMs >= MIN_FILL_MS
        : startedAt !== undefined &&
          Number.isFinite(startedAt) &&
          startedAt > 0 &&
          now - startedAt >= MIN_FILL_MS
    if (!filledSlowly) ctx.addIssue({ code: 'custom', message, path: ['startedAt'] })
  }
}

/**
 * The server's clock when it renders a form, for `startedAt`. Server components render once per
 * request, or once for everyone on a cached page: there the value is only shown again after a
 * refused post, and the server times the post from the visitor's form clock (visitor-clock.ts).
 * Client components must not read the clock.
 */
export function formRenderTime(): number {
  return Date.now()
}
