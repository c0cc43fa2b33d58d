import { describe, expect, it } from 'vitest'

import {
  eligiblePopups,
  isLikelyBot,
  isWithinFrequencyCap,
  leadShowAt,
  parseStamp,
  type PublicPopup,
  scrollDepth,
} from '@/features/popups/eligibility'

const DAY = 24 * 60 * 60 * 1000
const now = 1_800_000_000_000

const popup = (id: number, overrides: Partial<PublicPopup> = {}): PublicPopup => ({
  id,
  kind: 'lead',
  title: 'Titre',
  body: 'Texte',
  ctaLabel: 'Go',
  trigger: 'delay',
  delaySeconds: 0,
  scrollPercent: 50,
  frequencyDays: 7,
  ...overrides,
})

describe('popup eligibility', () => {
  it('recognises crawlers and audit tools, not browsers or the end-to-end profile', () => {
    expect(
      isLikelyBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true)
    expect(isLikelyBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true)
    expect(isLikelyBot('facebookexternalhit/1.1')).toBe(true)
    expect(
      isLikelyBot('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120.0.0.0 Safari/537.36'),
    ).toBe(true)
    expect(
      isLikelyBot(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36',
      ),
    ).toBe(false)
    expect(
      isLikelyBot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false)
    expect(isLikelyBot('')).toBe(true)
  })

  it('respects the frequency cap in days', () => {
    expect(isWithinFrequencyCap(undefined, 7, now)).toBe(false)
    expect(isWithinFrequencyCap(now - 6 * DAY, 7, now)).toBe(true)
    expect(isWithinFrequencyCap(now - 8 * DAY, 7, now)).toBe(false)
    expect(isWithinFrequencyCap(now - 1000, 0, now)).toBe(false)
    expect(parseStamp(null)).toBeUndefined()
    expect(parseStamp('garbage')).toBeUndefined()
    expect(parseStamp(String(now))).toBe(now)
  })

  it('never shows a lead popup before 4 s, later when the owner asks', () => {
    expect(leadShowAt({ trigger: 'delay', delaySeconds: 0 })).toBe(4000)
    expect(leadShowAt({ trigger: 'delay', delaySeconds: 15 })).toBe(15000)
    expect(leadShowAt({ trigger: 'scroll', delaySeconds: 30 })).toBe(4000)
  })

  it('measures the scroll depth', () => {
    expect(scrollDepth(0, 800, 800)).toBe(100)
    expect(scrollDepth(600, 2000, 800)).toBe(50)
    expect(scrollDepth(5000, 2000, 800)).toBe(100)
  })

  it('offers one lead and one exit popup, none once a popup was shown this visit', () => {
    const popups = [popup(1, { kind: 'exit_intent', trigger: 'exit_intent' }), popup(2), popup(3)]
    const lastSeen = (id: number) => (id === 2 ? now - DAY : undefined)
    expect(eligiblePopups(popups, { shownThisVisit: false, lastSeen, now })).toEqual({
      lead: popups[2],
      exit: popups[0],
    })
    expect(eligiblePopups(popups, { shownThisVisit: true, lastSeen, now })).toEqual({})
  })
})
