// Opens each sample interface (HTML files beside this one) in the system's headless Chromium,
// screenshots the screens a picture needs and composes them into device mock-ups. Run by hand
// through `node scripts/portfolio-images.mjs`; nothing here is downloaded or run at build time.
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from 'playwright-core'
import sharp from 'sharp'

import { backdrop, browser, laptop, phone } from './frames.mjs'

const here = import.meta.dirname
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** A phone screen is a name, or `{ shot, bar, ink }` when its status bar differs from the spec's. */
const screenOf = (shot) => (typeof shot === 'string' ? { shot } : shot)

/** Where each layout puts its devices: portfolio pictures on 1600 x 1000, blog heroes on 1600 x 900. */
const layouts = {
  'laptop+phone': (s) => [
    { device: laptop, shot: s.desktop, view: [1280, 800], at: { x: 90, y: 110, width: 1100 } },
    { device: phone, shot: s.phone, view: [390, 844], at: { x: 1196, y: 236, width: 300 } },
  ],
  browser: (s) => [
    {
      device: browser,
      shot: s.desktop,
      view: [1360, 810],
      at: { x: 120, y: 72, width: 1360, height: 810, url: s.url },
    },
  ],
  'browser+phone': (s) => [
    {
      device: browser,
      shot: s.desktop,
      view: [1220, 760],
      at: { x: 80, y: 96, width: 1100, height: 686, url: s.url },
    },
    { device: phone, shot: s.phone, view: [390, 844], at: { x: 1170, y: 222, width: 300 } },
  ],
  'wide-browser': (s) => [
    {
      device: browser,
      shot: s.desktop,
      view: [1240, 740],
      at: { x: 180, y: 60, width: 1240, height: 740, url: s.url },
    },
  ],
  'wide-browser+phone': (s) => [
    {
      device: browser,
      shot: s.desktop,
      view: [1180, 700],
      at: { x: 90, y: 70, width: 1120, height: 664, url: s.url },
    },
    { device: phone, shot: s.phone, view: [390, 844], at: { x: 1180, y: 170, width: 290 } },
  ],
  'wide-phones': (s) =>
    s.phones.map((shot, i) => ({
      device: phone,
      ...screenOf(shot),
      view: [390, 844],
      at: { x: 450 + i * 380, y: 46 + i * 40, width: 330 },
    })),
  phones: (s) =>
    s.phones.map((shot, i) => ({
      device: phone,
      ...screenOf(shot),
      view: [390, 844],
      at: { x: 440 + i * 400, y: 96 + i * 60, width: 330 },
    })),
}

async function screenshot(context, file, hash, [width, height]) {
  const page = await context.newPage()
  await page.setViewportSize({ width, height })
  await page.goto(`file://${path.join(here, file)}#${hash}`)
  await page.evaluate(() => document.fonts.ready)
  const png = await page.screenshot({ type: 'png' })
  await page.close()
  return png
}

/** Renders every spec whose name contains `only` (all when empty); returns the files written. */
export async function renderAll(specs, { only = '', quality = 75 } = {}) {
  const launched = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
  })
  const desktop = await launched.newContext({ deviceScaleFactor: 2 })
  const mobile = await launched.newContext({ deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  const written = []
  try {
    for (const spec of specs.filter((s) => s.out.includes(only))) {
      const [width, height] = spec.size ?? [1600, 1000]
      const canvas = spec.canvas ?? [1600, 1000]
      const layers = []
      for (const part of layouts[spec.layout](spec)) {
        const context = part.device === phone ? mobile : desktop
        const png = await screenshot(context, spec.page, part.shot, part.view)
        const at = { ...part.at, bar: part.bar ?? spec.bar, ink: part.ink ?? spec.ink, canvas }
        layers.push(...(await part.device(png, at)))
      }
      const full = await sharp(backdrop(...canvas, spec.colors))
        .composite(layers)
        .png()
        .toBuffer()
      fs.mkdirSync(spec.dir, { recursive: true })
      const file = path.join(spec.dir, `${spec.out}.webp`)
      const info = await sharp(full)
        .resize(width, height)
        .webp({ quality, effort: 6, smartSubsample: true })
        .toFile(file)
      written.push({ file, size: info.size, max: spec.max })
    }
  } finally {
    await launched.close()
  }
  return written
}
