/**
 * Chromium's install prompt event. It is not in TypeScript's DOM library (no other engine ships
 * it), hence this interface and the guard below instead of a cast.
 */
export interface BeforeInstallPromptEvent extends Event {
  readonly platforms: string[]
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
  prompt(): Promise<void>
}

export function isInstallPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event
}

/**
 * Browser families whose way to install a web app differs. Everything on iOS and iPadOS installs
 * through the share sheet, whatever the browser's name.
 */
export const browserFamilies = ['chrome', 'edge', 'ios', 'firefoxAndroid', 'safariMac'] as const

/** A family with install steps of its own in the instructions. */
export type ListedFamily = (typeof browserFamilies)[number]

export type BrowserFamily = ListedFamily | 'other'

/**
 * The family of the visitor's browser, from its user agent. iPadOS presents itself as a Mac: its
 * touch points tell them apart. Browsers built on Chromium with their own menus (Samsung
 * Internet, Opera...) fall in "other", which gets general advice rather than wrong steps.
 */
export function browserFamily(userAgent: string, maxTouchPoints = 0): BrowserFamily {
  const ua = userAgent
  if (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1)) return 'ios'
  if (/Android/.test(ua) && /Firefox\//.test(ua)) return 'firefoxAndroid'
  if (/SamsungBrowser|OPR\/|Opera|YaBrowser|Firefox\//.test(ua)) return 'other'
  if (/Edg(A)?\//.test(ua)) return 'edge'
  if (/Chrome\/|Chromium\//.test(ua)) return 'chrome'
  if (/Macintosh/.test(ua) && /Version\/[\d.]+.*Safari\//.test(ua)) return 'safariMac'
  return 'other'
}

/** The visitor's family first, so the steps that apply to them are read first. */
export function familiesInOrder(current: BrowserFamily): ListedFamily[] {
  if (current === 'other') return [...browserFamilies]
  return [current, ...browserFamilies.filter((family) => family !== current)]
}
