import fs from 'node:fs'

import { expect, request, type FullConfig } from '@playwright/test'

import { adminStateFile } from './admin-session'
import { coverageDir, recordCrawl } from './coverage'
import { crawlSite } from './crawl'
import { saveCrawl } from './crawl-file'
import { e2eAdmin } from './e2e-env'

/**
 * Playwright's global setup, once per run, after the server is up and before any test (so also
 * before any test changes the site), whichever specs run: an empty coverage record, the seeded
 * admin signed in once for every test that needs the owner (support/admin-session.ts), and the
 * site crawled once for every per-page check (support/crawl-file.ts).
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  fs.rmSync(coverageDir, { recursive: true, force: true })
  const context = await request.newContext({ baseURL: config.projects[0]!.use.baseURL })
  try {
    const signedIn = await context.post('/api/admin-users/login', { data: e2eAdmin })
    expect(signedIn.ok(), 'the seeded admin signs in').toBe(true)
    await context.storageState({ path: adminStateFile })
    const crawl = await crawlSite(context)
    recordCrawl(crawl.pages.size, crawl.links.size)
    saveCrawl(crawl)
  } finally {
    await context.dispose()
  }
}
