// The blog at 100, 1,000 and 10,000 articles per language: seed (bench/seed-scale.ts), expire
// the blog's cache the way an admin edit does, then time each page's first (uncached) answer and
// its p50 / p95 under a modest load, and the server's memory. A page that times out is recorded
// as such (its time counts as at least the timeout), so a collapsing server still gives a table.
import path from 'node:path'

import { admin, bin, resultsDir } from './env.mjs'
import { runGroup } from './processes.mjs'
import { groupRssMb } from './server.mjs'
import { percentile, round } from './stats.mjs'

const PER_PAGE = 9 // ARTICLES_PER_PAGE of src/features/blog/queries/lists.ts

/** Latencies of up to `requests` GETs, `concurrency` at a time (keep-alive), within `maxMs`. */
export async function sample(
  url,
  { requests = 200, concurrency = 8, maxMs = 8000, timeoutMs = 30_000 } = {},
) {
  const latencies = []
  let errors = 0
  const deadline = Date.now() + maxMs
  let left = requests
  const worker = async () => {
    while (left > 0 && Date.now() < deadline) {
      left -= 1
      const started = performance.now()
      try {
        const response = await fetch(url, {
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        })
        await response.arrayBuffer()
        if (response.status !== 200) errors += 1
      } catch {
        errors += 1
      }
      latencies.push(performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { latencies, errors }
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

/** The newest French copy's canonical path, from the REST API (no page render needed). */
async function newestArticle(base, articles) {
  const query = `where[translation_key][equals]=bench-${articles}&where[language][equals]=fr&depth=1`
  const { docs } = await (await fetch(`${base}/api/blog-articles?${query}`)).json()
  const doc = docs[0]
  return doc.category?.slug ? `/fr/blog/${doc.category.slug}/${doc.slug}` : `/fr/blog/${doc.slug}`
}

/**
 * Every blog sitemap file the index lists, fetched one after the other right after the cache
 * was expired, as a crawler reads them: the whole set's time, the slowest file, the URL count.
 */
async function blogSitemapSet(base) {
  const started = performance.now()
  const index = await fetch(`${base}/sitemap-index.xml`, { signal: AbortSignal.timeout(60_000) })
    .then((response) => response.text())
    .catch(() => '')
  const files = [...index.matchAll(/<loc>([^<]*\/api\/sitemap-blog[^<]*)<\/loc>/g)].map(
    (match) => new URL(match[1].replaceAll('&amp;', '&')),
  )
  let urls = 0
  let slowestMs = 0
  let errors = files.length === 0 ? 1 : 0
  for (const file of files) {
    const fileStarted = performance.now()
    try {
      const response = await fetch(`${base}${file.pathname}${file.search}`, {
        signal: AbortSignal.timeout(60_000),
      })
      const xml = await response.text()
      if (response.status !== 200) errors += 1
      urls += xml.split('<url>').length - 1
    } catch {
      errors += 1
    }
    slowestMs = Math.max(slowestMs, performance.now() - fileStarted)
  }
  return {
    files: files.length,
    urls,
    totalMs: round(performance.now() - started),
    slowestMs: round(slowestMs),
    errors,
  }
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
    const sitemapSet = await blogSitemapSet(setup.base)
    log(
      `  ${articles} articles, blog sitemap: ${sitemapSet.urls} URLs in ${sitemapSet.files} files, ${sitemapSet.totalMs} ms in all (slowest file ${sitemapSet.slowestMs} ms), ${sitemapSet.errors} errors`,
    )
    const targets = [
      { name: 'blog list', path: '/fr/blog' },
      { name: 'blog list (deep)', path: `/fr/blog?page=${Math.ceil(articles / PER_PAGE)}` },
      { name: 'article', path: await newestArticle(setup.base, articles) },
      { name: 'search', path: '/fr/recherche?q=site' },
      { name: 'sitemap (blog)', path: '/api/sitemap-blog' },
      { name: 'sitemap (images)', path: '/api/sitemap-images' },
    ]
    const measured = []
    let rssMb = groupRssMb(pgid)
    for (const target of targets) {
      const url = `${setup.base}${target.path}`
      const first = await sample(url, {
        requests: 1,
        concurrency: 1,
        maxMs: 60_000,
        timeoutMs: 60_000,
      })
      const load = await sample(url)
      rssMb = Math.max(rssMb, groupRssMb(pgid))
      const row = {
        ...target,
        firstMs: round(first.latencies[0]),
        p50: round(percentile(load.latencies, 50), 1),
        p95: round(percentile(load.latencies, 95), 1),
        requests: load.latencies.length,
        errors: first.errors + load.errors,
      }
      log(
        `  ${articles} articles, ${target.name}: first ${row.firstMs} ms, p95 ${row.p95} ms, ${row.errors} errors`,
      )
      measured.push(row)
    }
    rows.push({
      articles,
      urls: sitemapSet.urls,
      sitemapSet,
      seedSeconds,
      rssMb: round(rssMb),
      targets: measured,
    })
  }
  return rows
}
