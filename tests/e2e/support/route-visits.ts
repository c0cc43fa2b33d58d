import type { Page } from '@playwright/test'

/** The page views of `path` the site counted in this browser (route-analytics, once hydrated). */
export const visitsOf = (page: Page, path: string) =>
  page.evaluate((counted) => {
    const entries = JSON.parse(window.localStorage.getItem('route-analytics') ?? '[]') as {
      path: string
      frequency: number
    }[]
    return entries.find((entry) => entry.path === counted)?.frequency ?? 0
  }, path)
