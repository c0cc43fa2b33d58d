import AxeBuilder from '@axe-core/playwright'
import { expect, type Frame, type Page } from '@playwright/test'

import {
  type DisplayMode,
  displayModes,
  expectDisplayMode,
  switchDisplayMode,
} from './display-mode'

/**
 * WCAG 2.2 AA rules of axe-core; any violation fails with its rule ids and targets. `include`
 * limits the check to one part of the page (our screen inside Payload's admin frame).
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([])
}

/**
 * Axe on the page as it stands, in each of `modes` (all four by default): the page must have
 * been loaded in the first one (`applyDisplayMode`), the others are switched in place
 * (`switchDisplayMode`), which saves a page load and hydration per mode. Every mode is checked
 * before failing, so one run reports them all, as one test per mode did.
 */
export async function expectNoAxeViolationsInEveryMode(
  page: Page,
  modes: readonly DisplayMode[] = displayModes,
): Promise<void> {
  const found: Partial<Record<DisplayMode, string[]>> = {}
  for (const [index, mode] of modes.entries()) {
    if (index === 0) await expectDisplayMode(page, mode)
    else await switchDisplayMode(page, mode)
    found[mode] = await axeViolations(page)
  }
  expect(found).toEqual(Object.fromEntries(modes.map((mode) => [mode, []])))
}

/**
 * A frame sandboxed without `allow-scripts` (the outbox's e-mail preview) runs no script at
 * all, so neither axe in the page nor AxeBuilder's per-frame run can reach into it: the first
 * leaves it out after its ping wait, the second waits for it until the test times out. Its
 * document is checked on its own page instead (`expectNoAxeViolationsInEmail`).
 */
const scriptlessFrame = 'iframe[sandbox]:not([sandbox~="allow-scripts"])'

/** The frames a script can run in: `scriptlessFrame`'s documents are not among them. */
async function scriptableFrames(page: Page): Promise<Frame[]> {
  const main = page.mainFrame()
  const frames: Frame[] = []
  for (const frame of page.frames()) {
    if (frame === main) continue
    const element = await frame.frameElement().catch(() => null)
    const scriptless = await element?.evaluate(
      (node, selector) => node instanceof Element && node.matches(selector),
      scriptlessFrame,
    )
    if (!scriptless) frames.push(frame)
  }
  return frames
}

/**
 * Every frame axe has to reach shares the page's origin, as axe's in-page run needs to reach
 * into frames (an opaque origin, from a sandbox or a blank page, matches nothing).
 */
async function sameOriginFramesOnly(page: Page): Promise<boolean> {
  const main = page.mainFrame()
  const children = await scriptableFrames(page)
  if (children.length === 0) return true
  const originOf = (frame: Frame) => frame.evaluate(() => window.origin).catch(() => 'null')
  const origin = await originOf(main)
  if (origin === 'null') return false
  for (const frame of children) if ((await originOf(frame)) !== origin) return false
  return true
}

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The suite's axe run: WCAG 2.2 AA rules and best practices, violations only. */
function axeBuilder(page: Page, include?: string, tags = [...wcag, 'best-practice']): AxeBuilder {
  // Only violations are aggregated (passes and the rest are not collected node by node): the
  // same verdict, in a fraction of the time over the suite's few hundred checks.
  // In the page (legacy mode), axe asks each frame for its results and, by default, silently
  // leaves out a frame that takes more than half a second to answer its first call: on a busy
  // machine a frame's violations went missing. Every frame run in the page has axe, so waiting
  // longer costs nothing when all is well.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], pingWaitTime: 15_000 })
    .withTags(tags)
    .exclude(scriptlessFrame)
  return include ? builder.include(include) : builder
}

/**
 * An e-mail shown in a script-less frame, checked on a page of its own against the WCAG rules.
 * The best practices of a web page (landmarks, one first-level heading) are left out: a mail
 * client draws a message inside its own page, with its own landmarks and headings.
 */
export async function expectNoAxeViolationsInEmail(page: Page, html: string): Promise<void> {
  const own = await page.context().newPage()
  try {
    await own.setContent(html)
    expect(await axeViolations(own, undefined, wcag)).toEqual([])
  } finally {
    await own.close()
  }
}

/** The violations as "rule: targets" lines (for a test that checks several pages at once). */
export async function axeViolations(
  page: Page,
  include?: string,
  tags?: string[],
): Promise<string[]> {
  const builder = axeBuilder(page, include, tags)
  // By default AxeBuilder runs the rules in each frame, then opens a blank page to merge the
  // results, which is needed only to reach frames of another origin and took about a second
  // per check (twice the check itself). Without such frames, axe.run in the page (legacy mode,
  // same-origin frames included) applies the same rules to the same elements;
  // accessibility.e2e.spec.ts compares both modes' findings on a page built to fail.
  if (await sameOriginFramesOnly(page)) builder.setLegacyMode()
  const results = await builder.analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  )
}

/**
 * Every violating element as "rule: target" (" | " between a frame and what is inside it), in
 * the mode asked for, to compare the modes.
 */
export async function axeFindings(page: Page, legacyMode: boolean): Promise<string[]> {
  const results = await axeBuilder(page).setLegacyMode(legacyMode).analyze()
  return results.violations
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' | ')}`),
    )
    .sort()
}
