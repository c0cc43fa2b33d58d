// The blog at 100, 1,000 and 10,000 articles per language: seed (bench/seed-scale.ts), expire
// the blog's cache the way an admin edit does, then time each page's first (uncached) answer and
// its p50 / p95 under a modest load, and the server's memory.
import path from 'node:path'

import { admin, bin, resultsDir } from './env.mjs'
import { runGroup } from './processes.mjs'
import { canonicalPath } from './pages.mjs'
import { groupRssMb } from './server.mjs'
import { percentile, round } from './stats.mjs'

const PER_PAGE = 9 // ARTICLES_PER_PAGE of src/features/blog/queries/lists.ts

/** Latencies of `requests` GETs, `concurrency` at a time (keep-alive), within `maxMs`. */
export async function sample(url, { requests = 200, concurrency = 8, maxMs = 8000 } = {}) {
  const latencies = []
  const deadline = Date.now() + maxMs
  let left = requests
  const worker = async () => {
    while (left > 0 && Date.now() < deadline) {
      left -= 1
      const started = performance.now()
      const response = await fetch(url, { redirect: 'manual' })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
      latencies.push(performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return latencies
}

/** Any admin save expires the `blog` tag in the server (collection hook), as publishing does. */
async function expireBlogCache(base) {
  const login = await fetch(`${base}/api/admin-users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const { token } = await login.json()
  if (!token)
    throw new Error(`Admin login failed (${login.status}); the scale phase needs the bench admin`)
  const auth = { authorization: `JWT ${token}` }
  const { docs } = await (
    await fetch(`${base}/api/blog-articles?limit=1&depth=0`, { headers: auth })
  ).json()
  const update = await fetch(`${base}/api/blog-articles/${docs[0].id}`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ views_count: docs[0].views_count }),
  })
  if (!update.ok) throw new Error(`Could not expire the blog cache (${update.status})`)
}

/** @param {{ base: string, env: Record<string, string> }} setup @param {number} pgid */
export async function runScale(setup, pgid, scales, log) {
  const rows = []
  for (const articles of scales) {
    const started = Date.now()
    await runGroup(bin('payload'), ['run', 'bench/seed-scale.ts'], {
      env: { ...setup.env, BENCH_ARTICLES: String(articles) },
      logFile: path.join(resultsDir, 'seed-scale.log'),
      timeoutMs: 15 * 60_000,
      what: `Seeding ${articles} articles per language`,
    })
    const seedSeconds = round((Date.now() - started) / 1000, 1)
    await expireBlogCache(setup.base)
    // The newest French copy's page, found by the translation key bench/seed-scale.ts gave it.
    const query = `where[translation_key][equals]=bench-${articles}&where[language][equals]=fr&depth=0`
    const found = await (await fetch(`${setup.base}/api/blog-articles?${query}`)).json()
    const article = await canonicalPath(setup.base, `/fr/blog/${found.docs[0].slug}`)
    const targets = [
      { name: 'blog list', path: '/fr/blog' },
      { name: 'blog list (deep)', path: `/fr/blog?page=${Math.ceil(articles / PER_PAGE)}` },
      { name: 'article', path: article },
      { name: 'search', path: '/fr/recherche?q=site' },
      { name: 'sitemap (blog)', path: '/api/sitemap-blog' },
      { name: 'sitemap (images)', path: '/api/sitemap-images' },
    ]
    const measured = []
    let rssMb = groupRssMb(pgid)
    for (const target of targets) {
      const [firstMs] = await sample(`${setup.base}${target.path}`, {
        requests: 1,
        concurrency: 1,
        maxMs: 60_000,
      })
      const latencies = await sample(`${setup.base}${target.path}`)
      rssMb = Math.max(rssMb, groupRssMb(pgid))
      const row = {
        ...target,
        firstMs: round(firstMs),
        p50: round(percentile(latencies, 50), 1),
        p95: round(percentile(latencies, 95), 1),
      }
      log(`  ${articles} articles, ${target.name}: first ${row.firstMs} ms, p95 ${row.p95} ms`)
      measured.push(row)
    }
    const sitemap = await (await fetch(`${setup.base}/api/sitemap-blog`)).text()
    const urls = sitemap.split('<url>').length - 1
    rows.push({ articles, urls, seedSeconds, rssMb: round(rssMb), targets: measured })
  }
  return rows
}
