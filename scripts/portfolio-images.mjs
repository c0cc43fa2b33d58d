// `node scripts/portfolio-images.mjs`: draws the illustrations of the seeded portfolio projects
// (scripts/lib/portfolio-scenes.mjs) and writes them as WebP into
// src/features/portfolio/seed-images/, where the seed uploads them from. Run it after changing a
// scene and commit the output; each file must stay well under 80 KB.
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { scenes } from './lib/portfolio-scenes.mjs'

const MAX_BYTES = 60 * 1024
const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, 'src', 'features', 'portfolio', 'seed-images')
const only = process.argv[2]
const svgDir = process.argv.includes('--svg') ? path.join(root, '.tmp', 'portfolio-svg') : null

fs.mkdirSync(outDir, { recursive: true })
if (svgDir) fs.mkdirSync(svgDir, { recursive: true })

let failed = false
for (const [name, draw] of Object.entries(scenes)) {
  if (only && only !== '--svg' && name !== only) continue
  const svg = draw()
  if (svgDir) fs.writeFileSync(path.join(svgDir, `${name}.svg`), svg)
  const file = path.join(outDir, `${name}.webp`)
  const info = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 6 }).toFile(file)
  const kb = (info.size / 1024).toFixed(1)
  console.log(`${name}.webp  ${info.width}x${info.height}  ${kb} KB`)
  if (info.size > MAX_BYTES) {
    console.error(`  too heavy: keep it under ${MAX_BYTES / 1024} KB`)
    failed = true
  }
}
process.exit(failed ? 1 : 0)
