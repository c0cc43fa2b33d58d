import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test'

import { recordPageLoad } from './coverage'
import { type Crawl } from './crawl'
import { loadCrawl } from './crawl-file'

export { expect } from '@playwright/test'

/**
 * The suite's `test`: Playwright's, with the run's crawl (made once by the global setup, read by
 * each worker) for every check that reads pages as a crawler does, and every page load in
 * the browser recorded for the run's report.
 */
export const test = base.extend<object, { crawl: Crawl }>({
  context: async ({ context }, provide) => {
    countPageLoads(context)
    await provide(context)
  },
  crawl: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    async ({}, provide) => provide(loadCrawl()),
    { scope: 'worker' },
  ],
})

/** Records every page load of the context's pages for the run's report, under the test's name. */
function countPageLoads(context: BrowserContext): void {
  const title = test.info().titlePath.slice(1).join(' › ')
  context.on('request', (request) => {
    if (request.isNavigationRequest() && !request.frame().parentFrame())
      recordPageLoad(request.url(), title)
  })
}

/**
 * Runs `run` in a page of a browser context of its own, closed afterwards, for a test that needs
 * a fresh browser per step. Playwright gives the context the project's options and the test's,
 * as it gives the `context` fixture, and its page loads count in the run's report as the
 * fixture's do.
 */
export async function inOwnPage(
  browser: Browser,
  options: BrowserContextOptions,
  run: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext(options)
  countPageLoads(context)
  try {
    await run(await context.newPage(), context)
  } finally {
    await context.close()
  }
}
