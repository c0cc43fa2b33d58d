// Draws the installed app's icons (public/icons/) from public/icon.svg: 192 and 512 pixels, and a
// maskable 512 with the safe-zone padding launchers crop into. Run again after a logo change.
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'public', 'icons')
fs.mkdirSync(out, { recursive: true })
const svg = fs.readFileSync(path.join(root, 'public', 'icon.svg'))

for (const size of [192, 512]) {
  await sharp(svg, { density: 300 })
    .resize(size, size)
    .png()
    .toFile(path.join(out, `icon-${size}.png`))
}
// Maskable: the logo within the central 80 % on the brand's dark background.
const logo = await sharp(svg, { density: 300 }).resize(360, 360).png().toBuffer()
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#1a1a2e' } })
  .composite([{ input: logo, gravity: 'center' }])
  .png()
  .toFile(path.join(out, 'icon-maskable-512.png'))
console.log('public/icons written')
