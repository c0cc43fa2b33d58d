/** The install invitation appears 2 s after the page has loaded. */
export const INSTALL_PROMPT_DELAY_MS = 2_000
/** After "Not now", the invitation stays away this long. */
export const INSTALL_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000
export const INSTALL_DISMISSED_KEY = 'install-prompt-dismissed-at'

/** Whether the invitation may show, given when it was last dismissed (ms, or null). */
export function mayInvite(dismissedAt: number | null, now: number): boolean {
  return dismissedAt === null || Number.isNaN(dismissedAt) || now - dismissedAt >= INSTALL_SNOOZE_MS
}
