// The illustrations of the blog: one per seeded article (named after its translation key) and
// the eight fallback hero images (named after their category slug). Drawn with the same
// kit as the portfolio, so text is bars and a picture reads the same in both languages.
import {
  C,
  H,
  W,
  barChart,
  bubble,
  browser,
  canvas,
  card,
  check,
  circle,
  donut,
  kpi,
  lineChart,
  lines,
  phone,
  picture,
  rect,
  sparkle,
  star,
} from './svg-kit.mjs'

const chat = ({ x, y, w }) =>
  bubble(x, y, w * 0.78, [w * 0.5, w * 0.3]) +
  bubble(x + w * 0.22, y + 120, w * 0.78, [w * 0.45], true) +
  bubble(x, y + 210, w * 0.78, [w * 0.55, w * 0.4, w * 0.25]) +
  sparkle(x + w * 0.88, y + 250, 22)

const quoteDoc = (x, y, w, h) =>
  card(x, y, w, h) +
  rect(x + 30, y + 30, w * 0.4, 26, 10, C.ink) +
  lines(x + 30, y + 90, [w * 0.7, w * 0.55, w * 0.62], { fill: C.line }) +
  rect(x + 30, y + h - 90, w - 60, 2, 0, C.line) +
  rect(x + w - 200, y + h - 70, 170, 34, 10, C.brand)

const arrow = (x1, y1, x2, y2, color = C.brand) =>
  `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="${color}" stroke-width="8" stroke-linecap="round" stroke-dasharray="2 18"/>${circle(x2, y2, 12, color)}`

const pin = (cx, cy, r, fill = C.brand) =>
  `<path d="M${cx} ${cy + r * 1.6} C${cx - r * 1.2} ${cy + r * 0.3} ${cx - r} ${cy - r} ${cx} ${cy - r} C${cx + r} ${cy - r} ${cx + r * 1.2} ${cy + r * 0.3} ${cx} ${cy + r * 1.6} Z" fill="${fill}"/>${circle(cx, cy - r * 0.1, r * 0.4, C.white)}`

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

export const articleScenes = {
  'ia-pme-cas-usage': () =>
    canvas(
      browser(140, 120, 820, 760, ({ x, y, w }) =>
        [0, 1, 2, 3]
          .map(
            (i) =>
              card(x, y + i * 150, w, 126) +
              check(x + 50, y + i * 150 + 63, 24, i < 3) +
              lines(x + 100, y + i * 150 + 40, [w * 0.55, w * 0.35]),
          )
          .join(''),
      ) +
        sparkle(1180, 300, 90) +
        sparkle(1330, 480, 50, C.soft) +
        sparkle(1120, 620, 36, C.ink),
    ),
  'chatbot-service-client': () =>
    canvas(
      browser(
        120,
        150,
        760,
        700,
        (box) =>
          picture(box.x, box.y, box.w, 260) +
          lines(box.x, box.y + 300, [box.w * 0.8, box.w * 0.6, box.w * 0.7]),
      ) + phone(960, 90, 470, 830, chat),
    ),
  'site-web-rentable': () =>
    canvas(
      browser(
        120,
        110,
        980,
        780,
        ({ x, y, w, h }) =>
          picture(x, y, w, 260) +
          kpi(x, y + 290, w * 0.48, 150) +
          kpi(x + w * 0.52, y + 290, w * 0.48, 150, { accent: C.ink }) +
          lineChart(x, y + 480, w, h - 500, [2, 3, 3, 5, 6, 8, 11]),
      ) +
        circle(1300, 300, 110, C.brand) +
        star(1300, 300, 60, C.white) +
        circle(1320, 640, 90, C.ink) +
        check(1320, 640, 40),
    ),
  'budget-projet-web': () =>
    canvas(
      quoteDoc(160, 130, 620, 740) +
        donut(1120, 360, 170, 0.62) +
        barChart(900, 620, 480, 240, [3, 5, 4, 7, 6], { highlight: 3 }),
    ),
  'rgpd-formulaires-pme': () =>
    canvas(
      browser(
        150,
        130,
        860,
        740,
        ({ x, y, w }) =>
          [0, 1, 2]
            .map((i) =>
              rect(x, y + i * 110, w, 70, 14, C.mist, `stroke="${C.line}" stroke-width="2"`),
            )
            .join('') +
          check(x + 30, y + 370, 20) +
          lines(x + 70, y + 362, [w * 0.6]) +
          rect(x, y + 440, 260, 70, 16, C.brand),
      ) +
        shield(1280, 470, 230) +
        lock(1280, 460, 150),
    ),
  'pwa-ou-application-native': () =>
    canvas(
      phone(200, 90, 470, 830, ({ x, y, w }) =>
        [0, 1, 2, 3, 4, 5, 6, 7, 8]
          .map((i) =>
            rect(
              x + (i % 3) * (w / 3) + 14,
              y + Math.floor(i / 3) * 150 + 20,
              w / 3 - 28,
              w / 3 - 28,
              24,
              i === 4 ? C.brand : C.pale,
            ),
          )
          .join(''),
      ) +
        arrow(730, 500, 930, 500) +
        phone(
          990,
          90,
          470,
          830,
          ({ x, y, w, h }) =>
            rect(x, y, w, 90, 16, C.brand) +
            picture(x, y + 110, w, 250) +
            lines(x, y + 390, [w * 0.8, w * 0.6]) +
            rect(x, y + h - 120, w, 70, 18, C.ink),
        ),
    ),
  'core-web-vitals': () =>
    canvas(
      donut(360, 430, 190, 0.92) +
        donut(800, 430, 150, 0.85, { color: C.ink }) +
        donut(1200, 430, 150, 0.97, { color: C.soft }) +
        browser(
          240,
          700,
          1120,
          240,
          ({ x, y, w }) => rect(x, y, w * 0.96, 28, 14, C.brand) + lines(x, y + 50, [w * 0.5]),
        ),
    ),
  'automatiser-devis': () =>
    canvas(
      browser(
        100,
        200,
        480,
        600,
        ({ x, y, w }) =>
          [0, 1, 2, 3]
            .map((i) =>
              rect(x, y + i * 100, w, 64, 12, C.mist, `stroke="${C.line}" stroke-width="2"`),
            )
            .join('') + rect(x, y + 420, w, 64, 14, C.brand),
      ) +
        arrow(610, 500, 740, 500) +
        gear(800, 500, 70) +
        arrow(880, 500, 990, 500) +
        quoteDoc(1020, 170, 470, 640),
    ),
  'fiche-google-business': () =>
    canvas(
      rect(100, 100, 760, 800, 28, C.pale) +
        `<path d="M100 420 L860 300 M300 100 L420 900 M100 760 L860 640" stroke="${C.white}" stroke-width="26"/>` +
        pin(480, 440, 90) +
        card(930, 160, 560, 680) +
        picture(960, 190, 500, 220) +
        lines(960, 440, [360, 240], { fill: C.ink, height: 18 }) +
        [0, 1, 2, 3, 4].map((i) => star(980 + i * 56, 540, 24, i < 4 ? C.brand : C.line)).join('') +
        lines(960, 600, [420, 380, 300]),
    ),
}

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
