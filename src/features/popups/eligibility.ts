import type { PopupKind, PopupTrigger } from '@/features/popups/options'

/** What the active endpoint sends to the browser for one popup (no counters, no internal name). */
export type PublicPopup = {
  id: number
  kind: PopupKind
  title: string
  body: string
  ctaLabel: string
  trigger: PopupTrigger
  delaySeconds: number
  scrollPercent: number
  frequencyDays: number
}

/** From page load: the manager comes at 3 s, a lead popup at 4 s, the exit popup arms at 5 s. */
export const MANAGER_DELAY_MS = 3000
export const LEAD_MIN_DELAY_MS = 4000
export const EXIT_ARM_DELAY_MS = 5000

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Crawlers, link previews and audit tools never get a popup. `navigator.webdriver` is not used:
 * it is also true in the end-to-end browser, which must see popups, and a visitor's automation
 * tool is no crawler. Headless Chrome is listed because it announces itself in its user agent
 * (Lighthouse, PageSpeed, prerender services); Playwright's desktop profile does not.
 */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|preview|lighthouse|pagespeed|gtmetrix|pingdom|headlesschrome|phantomjs|prerender|python-requests|curl\/|wget/i

export function isLikelyBot(userAgent: string): boolean {
  return userAgent.trim() === '' || BOT_USER_AGENT.test(userAgent)
}

/** Storage keys: one popup per visit (sessionStorage), one frequency stamp per popup (localStorage). */
export const SHOWN_THIS_VISIT_KEY = 'popups:shown-this-visit'
export const seenKey = (id: number) => `popups:seen:${id}`

/** A popup seen less than `frequencyDays` ago stays hidden; 0 days means "once per visit". */
export function isWithinFrequencyCap(
  lastSeenAt: number | undefined,
  frequencyDays: number,
  now: number,
): boolean {
  if (lastSeenAt === undefined || !Number.isFinite(lastSeenAt)) return false
  return now - lastSeenAt < Math.max(0, frequencyDays) * DAY_MS
}

export function parseStamp(value: string | null): number | undefined {
  const stamp = Number(value)
  return value !== null && Number.isFinite(stamp) && stamp > 0 ? stamp : undefined
}

/**
 * When a lead popup may show, in ms after the page started loading: never before 4 s,
 * later if the owner set a longer delay. A scroll popup also waits for its depth (see `scrolledTo`).
 */
export function leadShowAt(popup: Pick<PublicPopup, 'trigger' | 'delaySeconds'>): number {
  const own = popup.trigger === 'delay' ? Math.max(0, popup.delaySeconds) * 1000 : 0
  return Math.max(LEAD_MIN_DELAY_MS, own)
}

/** Scroll depth in percent of the scrollable height; a page that cannot scroll counts as read. */
export function scrollDepth(scrollTop: number, scrollHeight: number, viewport: number): number {
  const scrollable = scrollHeight - viewport
  if (scrollable <= 0) return 100
  return Math.min(100, Math.max(0, (scrollTop / scrollable) * 100))
}

/** The popups still allowed for this visitor: nothing this visit yet, frequency caps respected. */
export function eligiblePopups(
  popups: readonly PublicPopup[],
  state: { shownThisVisit: boolean; lastSeen: (id: number) => number | undefined; now: number },
): { lead?: PublicPopup; exit?: PublicPopup } {
  if (state.shownThisVisit) return {}
  const allowed = popups.filter(
    (popup) => !isWithinFrequencyCap(state.lastSeen(popup.id), popup.frequencyDays, state.now),
  )
  // The owner's kind decides the role; an exit-intent trigger on a lead popup is honoured too.
  const isExit = (popup: PublicPopup) =>
    popup.kind === 'exit_intent' || popup.trigger === 'exit_intent'
  return { lead: allowed.find((p) => !isExit(p)), exit: allowed.find(isExit) }
}
