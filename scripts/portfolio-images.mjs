// `node scripts/portfolio-images.mjs [name]`: renders the seeded projects' pictures and the
// seeded articles' heroes from the sample interfaces in scripts/seed-interfaces/ (HTML opened in
// the system Chromium at /usr/bin/chromium, composed into device mock-ups with sharp) and writes
// them as WebP where the seeds upload them from. Run it by hand after changing an interface and
// commit the output; `name` keeps only the pictures whose file name contains it.
import path from 'node:path'

import { blogShots } from './seed-interfaces/blog-shots.mjs'
import { portfolioShots } from './seed-interfaces/portfolio-shots.mjs'
import { renderAll } from './seed-interfaces/render.mjs'

const root = path.resolve(import.meta.dirname, '..')
const only = process.argv[2] ?? ''

let failed = false
const written = await renderAll([...portfolioShots, ...blogShots], { only })
for (const { file, size, max } of written) {
  console.log(`${path.relative(root, file)}  ${(size / 1024).toFixed(1)} KB`)
  if (size > max) {
    console.error(`  too heavy: keep it under ${max / 1024} KB`)
    failed = true
  }
}
process.exit(failed ? 1 : 0)
