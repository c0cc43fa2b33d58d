// `node scripts/blog-images.mjs`: draws the blog's eight fallback heroes
// (scripts/lib/blog-scenes.mjs) as 1200 x 675 WebP into public/images/blog/fallback/. Run it
// after changing a scene and commit the output. The seeded articles' heroes are not drawn here:
// they are mini interfaces rendered by `node scripts/portfolio-images.mjs`
// (scripts/seed-interfaces/blog-shots.mjs), which this script must never overwrite.
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { fallbackScenes } from './lib/blog-scenes.mjs'

const root = path.resolve(import.meta.dirname, '..')
const targets = [
  { scenes: fallbackScenes, dir: path.join(root, 'public/images/blog/fallback'), max: 40 * 1024 },
]

let failed = false
for (const { scenes, dir, max } of targets) {
  fs.mkdirSync(dir, { recursive: true })
  for (const [name, draw] of Object.entries(scenes)) {
    const file = path.join(dir, `${name}.webp`)
    const info = await sharp(Buffer.from(draw()))
      .resize(1200, 675, { fit: 'cover', position: 'centre' })
      .webp({ quality: 80, effort: 6 })
      .toFile(file)
    console.log(`${path.relative(root, file)}  ${(info.size / 1024).toFixed(1)} KB`)
    if (info.size > max) {
      console.error(`  too heavy: keep it under ${max / 1024} KB`)
      failed = true
    }
  }
}
process.exit(failed ? 1 : 0)
