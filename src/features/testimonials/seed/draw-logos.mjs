// `node src/features/testimonials/seed/draw-logos.mjs`: draws the monograms of the seeded sample
// testimonials' businesses and writes them as WebP beside this file, where the seed uploads them
// from. They are marks for fictional businesses, never a person's face; commit the output.
import path from 'node:path'

import sharp from 'sharp'

const SIZE = 160
const shapes = {
  circle: '<circle cx="80" cy="80" r="76"/>',
  square: '<rect x="6" y="6" width="148" height="148" rx="34"/>',
  house: '<path d="M80 6 154 64V150a4 4 0 0 1-4 4H10a4 4 0 0 1-4-4V64Z"/>',
  hexagon: '<path d="M80 4 146 42v76L80 156 14 118V42Z"/>',
  leaf: '<path d="M80 4c48 0 76 28 76 76s-28 76-76 76S4 128 4 80 32 4 80 4Z"/>',
}

export const logos = [
  { file: 'logo-decoration-lyon', letters: 'BD', shape: 'circle', color: '#9a3412', serif: true },
  { file: 'logo-comptable-chambery', letters: 'EC', shape: 'square', color: '#1e3a8a' },
  { file: 'logo-renovation-grenoble', letters: 'RG', shape: 'house', color: '#166534' },
  { file: 'logo-immobilier-annecy', letters: 'IM', shape: 'square', color: '#115e59', serif: true },
  { file: 'logo-garage-angers', letters: 'GA', shape: 'hexagon', color: '#334155' },
  { file: 'logo-epicerie-dijon', letters: 'ÉF', shape: 'leaf', color: '#4d7c0f', serif: true },
  { file: 'logo-yoga-montpellier', letters: 'SY', shape: 'circle', color: '#6b21a8' },
  { file: 'logo-creche-valence', letters: 'MV', shape: 'leaf', color: '#be123c' },
]

function svg({ letters, shape, color, serif }) {
  const font = serif ? 'DejaVu Serif' : 'DejaVu Sans'
  const y = shape === 'house' ? 118 : 104
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 160 160">
  <g fill="${color}">${shapes[shape]}</g>
  <text x="80" y="${y}" text-anchor="middle" font-family="${font}" font-weight="700"
    font-size="64" letter-spacing="-2" fill="#ffffff">${letters}</text>
</svg>`
}

for (const logo of logos) {
  const file = path.join(import.meta.dirname, `${logo.file}.webp`)
  const info = await sharp(Buffer.from(svg(logo)))
    .webp({ quality: 90, effort: 6 })
    .toFile(file)
  console.log(`${logo.file}.webp  ${(info.size / 1024).toFixed(1)} KB`)
}
