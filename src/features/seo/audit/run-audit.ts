import type { Payload } from 'payload'

import { auditChecks, auditScore, type AuditCheck, type Crawled } from '@/features/seo/audit/checks'
import { readPageFacts, type PageFacts } from '@/features/seo/audit/page-facts'
import { upsertSeoPage } from '@/features/seo/manager/upsert'

const PAGE_TIMEOUT_MS = 10_000
const LINK_TIMEOUT_MS = 5_000
const MAX_LINKS_CHECKED = 60
const CONCURRENCY = 4

export type AuditResult = { score: number; checks: AuditCheck[]; facts?: PageFacts }

type Fetch = typeof fetch

async function getPage(fetcher: Fetch, url: string) {
  const response = await fetcher(url, {
    redirect: 'follow',
    signal: AbortSignal.timeout(PAGE_TIMEOUT_MS),
  })
  return {
    status: response.status,
    url: response.url || url,
    html: response.ok ? await response.text() : '',
  }
}

async function linkStatus(fetcher: Fetch, url: string): Promise<number> {
  try {
    const init = { redirect: 'follow' as const, signal: AbortSignal.timeout(LINK_TIMEOUT_MS) }
    const head = await fetcher(url, { ...init, method: 'HEAD' })
    if (head.status !== 405) return head.status
    const get = await fetcher(url, init)
    await get.body?.cancel()
    return get.status
  } catch {
    return 0
  }
}

/** Runs `task` over `items` with at most `limit` at a time (the site checks itself politely). */
async function pool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** Audits one public page of the site as a crawler sees it, following its alternates and links. */
export async function auditPage(
  path: string,
  siteUrl: string,
  fetcher: Fetch = fetch,
): Promise<AuditResult> {
  const page = await getPage(fetcher, new URL(path, siteUrl).toString()).catch(() => null)
  if (!page || !page.html) {
    const check: AuditCheck = {
      id: 'page',
      label: 'La page répond',
      status: 'fail',
      detail: page ? `Statut HTTP ${page.status}` : 'Pas de réponse',
    }
    return { score: 0, checks: [check] }
  }
  const facts = readPageFacts(page.html, page.url)
  const self = facts.canonical ?? page.url
  const others = Object.entries(facts.alternates).filter(
    ([lang, url]) => lang !== 'x-default' && url !== self,
  )
  const reciprocal: Crawled['reciprocal'] = {}
  await pool(others, CONCURRENCY, async ([, url]) => {
    const other = await getPage(fetcher, url).catch(() => null)
    reciprocal[url] = Boolean(
      other?.html && Object.values(readPageFacts(other.html, other.url).alternates).includes(self),
    )
  })
  const links = facts.internalLinks.filter((url) => url !== page.url).slice(0, MAX_LINKS_CHECKED)
  const statuses = await pool(links, CONCURRENCY, (url) => linkStatus(fetcher, url))
  const deadLinks = links
    .map((url, i) => ({ url, status: statuses[i]! }))
    .filter(({ status }) => status === 0 || status >= 400)
  const checks = auditChecks(facts, { reciprocal, deadLinks })
  return { score: auditScore(checks), checks, facts }
}

/** Audits a path and keeps the result in its SEO record (created when the path has none). */
export async function runSeoAudit(
  payload: Payload,
  path: string,
  siteUrl: string,
): Promise<AuditResult> {
  const result = await auditPage(path, siteUrl)
  await upsertSeoPage(payload, {
    url: path,
    audit_results: {
      score: result.score,
      audited_at: new Date().toISOString(),
      checks: result.checks,
    },
  })
  return result
}
