import { expect, type Page } from '@playwright/test'

/** An address's path and query, its parameters in a fixed order. */
const pathAndQuery = (url: URL) => `${url.pathname}?${[...url.searchParams].sort().join('&')}`

/**
 * The page as the server sends it: its form posts back to the page's whole address, query
 * string included (the step, the link's token), for a visitor without JavaScript.
 */
export async function servedForm(page: Page, served: Map<string, string>, name: string) {
  const url = new URL(page.url())
  const html = await (await page.request.get(url.href)).text()
  const actions = [...html.matchAll(/<form[^>]* action="([^"]*)"/g)].map(
    ([, action]) => new URL(action!.replaceAll('&amp;', '&'), url),
  )
  expect(actions.map(pathAndQuery), name).toContain(pathAndQuery(url))
  served.set(name, html)
}
