// The blog's eight fallback hero images, named after their category slug, for an article without
// a picture of its own. Drawn with the same kit as the portfolio, so text is bars and a picture
// reads the same in both languages. (The seeded articles' heroes are mini interfaces, rendered
// from scripts/seed-interfaces/blog/heroes.html.)
import {
  C,
  H,
  W,
  barChart,
  browser,
  canvas,
  circle,
  donut,
  lines,
  phone,
  rect,
  sparkle,
} from './svg-kit.mjs'

const arrow = (x1, y1, x2, y2, color = C.brand) =>
  `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="${color}" stroke-width="8" stroke-linecap="round" stroke-dasharray="2 18"/>${circle(x2, y2, 12, color)}`

const shield = (cx, cy, r, fill = C.brand) =>
  `<path d="M${cx} ${cy - r} L${cx + r * 0.85} ${cy - r * 0.6} L${cx + r * 0.75} ${cy + r * 0.35} Q${cx} ${cy + r * 1.1} ${cx - r * 0.75} ${cy + r * 0.35} L${cx - r * 0.85} ${cy - r * 0.6} Z" fill="${fill}"/>`

const lock = (cx, cy, s) =>
  `<path d="M${cx - s * 0.3} ${cy} V${cy - s * 0.3} a${s * 0.3} ${s * 0.3} 0 0 1 ${s * 0.6} 0 V${cy}" fill="none" stroke="${C.white}" stroke-width="${s * 0.1}"/>${rect(cx - s * 0.45, cy, s * 0.9, s * 0.6, 8, C.white)}`

const gear = (cx, cy, r, fill = C.ink) =>
  Array.from({ length: 8 }, (_, i) => {
    const a = (Math.PI / 4) * i
    return rect(
      cx + Math.cos(a) * r - r * 0.18,
      cy + Math.sin(a) * r - r * 0.18,
      r * 0.36,
      r * 0.36,
      6,
      fill,
    )
  }).join('') +
  circle(cx, cy, r * 0.9, fill) +
  circle(cx, cy, r * 0.38, C.mist)

const node = (x, y, fill) =>
  rect(x, y, 190, 110, 20, fill) + lines(x + 24, y + 30, [110, 70], { fill: C.white })

const big = (content) => canvas(content)

export const fallbackScenes = {
  'pwa-applications-web': () =>
    big(
      phone(560, 90, 480, 830, ({ x, y, w }) =>
        [0, 1, 2, 3, 4, 5]
          .map((i) =>
            rect(
              x + (i % 2) * (w / 2) + 12,
              y + Math.floor(i / 2) * 190 + 20,
              w / 2 - 24,
              160,
              26,
              i % 3 ? C.pale : C.brand,
            ),
          )
          .join(''),
      ),
    ),
  'ia-intelligence-artificielle': () =>
    big(sparkle(800, 480, 260) + sparkle(1180, 250, 90, C.soft) + sparkle(420, 720, 70, C.ink)),
  'marketing-digital': () =>
    big(
      barChart(260, 300, 640, 520, [3, 4, 6, 5, 8, 10], { highlight: 5 }) +
        donut(1180, 520, 180, 0.7, { color: C.ink }),
    ),
  'developpement-web': () =>
    big(
      browser(220, 140, 1160, 720, ({ x, y, w }) =>
        [0, 1, 2, 3, 4, 5]
          .map((i) =>
            rect(
              x + (i % 2) * 60,
              y + i * 70,
              w * (0.3 + (i % 3) * 0.15),
              30,
              15,
              i % 2 ? C.brand : C.ink,
            ),
          )
          .join(''),
      ),
    ),
  cybersecurite: () => big(shield(800, 470, 330) + lock(800, 450, 220)),
  'seo-referencement': () =>
    big(
      browser(
        200,
        150,
        1200,
        700,
        ({ x, y, w }) =>
          rect(x, y, w, 70, 35, C.mist, `stroke="${C.line}" stroke-width="3"`) +
          [0, 1, 2]
            .map((i) =>
              lines(x, y + 120 + i * 150, [w * 0.4, w * 0.75, w * 0.6], {
                fill: i === 0 ? C.brand : C.line,
              }),
            )
            .join(''),
      ),
    ),
  automatisation: () =>
    big(
      node(200, 440, C.ink) +
        arrow(400, 495, 560, 495) +
        gear(680, 495, 110) +
        arrow(810, 495, 990, 495) +
        node(1030, 440, C.brand) +
        circle(800, 200, 30, C.soft),
    ),
  formation: () =>
    big(
      rect(260, 160, 1080, 600, 30, C.ink) +
        lines(340, 260, [600, 420, 520], { fill: C.white, height: 26, gap: 30 }) +
        rect(740, 760, 120, 140, 0, C.inkSoft) +
        barChart(980, 500, 260, 200, [2, 4, 7], { color: C.brand }),
    ),
}

export const size = { width: W, height: H }
