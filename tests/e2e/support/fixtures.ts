import { test as base } from '@playwright/test'

import { recordCrawl, recordPageLoad } from './coverage'
import { type Crawl, crawlSite } from './crawl'

export { expect } from '@playwright/test'

/**
 * The suite's `test`: Playwright's, with the site crawled once per worker (the suite runs one)
 * for every check that reads pages as a crawler does, and every page load in the browser
 * recorded for the run's report.
 */
export const test = base.extend<object, { crawl: Crawl }>({
  context: async ({ context }, provide, testInfo) => {
    const title = testInfo.titlePath.slice(1).join(' › ')
    context.on('request', (request) => {
      if (request.isNavigationRequest() && !request.frame().parentFrame())
        recordPageLoad(request.url(), title)
    })
    await provide(context)
  },
  crawl: [
    async ({ playwright }, provide, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      })
      const crawl = await crawlSite(request)
      await request.dispose()
      recordCrawl(crawl.pages.size, crawl.links.size)
      await provide(crawl)
    },
    { scope: 'worker', timeout: 300_000 },
  ],
})
