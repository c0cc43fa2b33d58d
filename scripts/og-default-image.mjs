// Draws the default share image (1200x630 JPEG) into public/images/og-default.jpg.
// Run again after a brand change: node scripts/og-default-image.mjs
import path from 'node:path'

import sharp from 'sharp'

const root = path.resolve(import.meta.dirname, '..')
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#1a1a2e"/>
  <rect x="0" y="0" width="24" height="630" fill="#ff0054"/>
  <circle cx="1040" cy="120" r="220" fill="#ff0054" opacity="0.18"/>
  <text x="96" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="700" fill="#ffffff">Studio Web &amp; IA</text>
  <text x="96" y="340" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#e6e6f0">Applications web, PWA et intelligence artificielle</text>
  <text x="96" y="395" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#e6e6f0">pour les PME</text>
  <rect x="96" y="470" width="180" height="8" fill="#ff0054"/>
</svg>`
await sharp(Buffer.from(svg))
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile(path.join(root, 'public', 'images', 'og-default.jpg'))
console.log('public/images/og-default.jpg written')
