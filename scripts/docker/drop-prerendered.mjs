// Docker build step: `node scripts/docker/drop-prerendered.mjs <.next folder>`.
// `next build` prerenders pages from the database it sees, here the throwaway SQLite database of
// the build stage, not the site's PostgreSQL. Served as they are, those pages would show the
// build's seed content until an edit expired their cache tags. Without their files, Next renders
// each page from the real database on its first request and caches it as usual (tags, revalidate).
// Route handlers' bodies (.body: the service worker, the manifest) stay: they do not read the
// database, and the service worker is bundled at build time only.
import fs from 'node:fs'
import path from 'node:path'

const dist = process.argv[2]
const app = dist && path.join(dist, 'server', 'app')
if (!app || !fs.existsSync(app)) {
  console.error('Usage: node scripts/docker/drop-prerendered.mjs <.next folder of a build>')
  process.exit(2)
}

let pages = 0
for (const entry of fs.readdirSync(app, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue
  const base = path.join(entry.parentPath, entry.name.slice(0, -'.html'.length))
  for (const suffix of ['.html', '.rsc', '.meta', '.prefetch.rsc', '.segments']) {
    fs.rmSync(base + suffix, { recursive: true, force: true })
  }
  pages += 1
}
console.log(
  `Dropped ${pages} prerendered pages: they render from the site's database on first request.`,
)
