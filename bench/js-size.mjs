// JavaScript a page makes the browser download (until the network is idle), gzip-sized, split
// into the framework baseline and the project's code. The baseline is the build manifest's
// `rootMainFiles`: the runtime chunks (React, the Next.js router, Turbopack's loader) that every
// App Router page loads and that an empty page of this app would load alone. The app has no page
// outside its site shell, so this is measured from the build rather than from a page.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import { chromium } from '@playwright/test'

import { chromiumFlags, chromiumPath } from './env.mjs'
import { round } from './stats.mjs'

/** Gzip size as the server would send it, whatever the server really did (same level everywhere). */
const gzipKb = (body) => zlib.gzipSync(body, { level: 9 }).length / 1024

/** @param {string} distDir */
export function frameworkFiles(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  return new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`))
}

/**
 * @param {string} base
 * @param {{ path: string, content: boolean }[]} pages content: a content page (the 20 KB budget)
 * @param {string} distDir
 */
export async function measureJs(base, pages, distDir) {
  const framework = frameworkFiles(distDir)
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  })
  try {
    const results = []
    let baselineKb = 0
    for (const page of pages) {
      const context = await browser.newContext({ serviceWorkers: 'block' })
      const tab = await context.newPage()
      /** @type {Map<string, Promise<number>>} */
      const scripts = new Map()
      tab.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return
        const url = new URL(response.url())
        if (url.origin !== base || scripts.has(url.pathname)) return
        scripts.set(
          url.pathname,
          response.body().then(gzipKb, () => 0),
        )
      })
      await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle', timeout: 60_000 })
      let frameworkKb = 0
      let projectKb = 0
      const projectChunks = []
      for (const [pathname, size] of scripts) {
        const kb = await size
        if (framework.has(pathname)) frameworkKb += kb
        else projectKb += kb
        if (!framework.has(pathname)) projectChunks.push({ path: pathname, kb: round(kb, 1) })
      }
      await context.close()
      baselineKb = Math.max(baselineKb, frameworkKb)
      results.push({
        path: page.path,
        content: page.content,
        scripts: scripts.size,
        totalKb: round(frameworkKb + projectKb, 1),
        frameworkKb: round(frameworkKb, 1),
        projectKb: round(projectKb, 1),
        // The biggest first: where to look when the budget is missed.
        projectChunks: projectChunks.sort((a, b) => (b.kb ?? 0) - (a.kb ?? 0)),
      })
    }
    return { baselineKb: round(baselineKb, 1), pages: results }
  } finally {
    await browser.close()
  }
}
