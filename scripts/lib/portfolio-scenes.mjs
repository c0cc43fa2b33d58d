// The illustrations of the seeded portfolio projects, one function per picture. File names are
// the ones src/features/portfolio/seed/projects/*.ts upload.
import {
  C,
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

const productGrid = ({ x, y, w }) => {
  let out = lines(x, y, [w * 0.55], { height: 22, fill: C.ink })
  for (let i = 0; i < 4; i++) {
    const cx = x + (i % 2) * (w / 2 + 6)
    const cy = y + 50 + Math.floor(i / 2) * 250
    out += card(cx, cy, w / 2 - 6, 236) + picture(cx + 12, cy + 12, w / 2 - 30, 130)
    out += lines(cx + 14, cy + 160, [w * 0.3, w * 0.18], { height: 12, gap: 12 })
    out += circle(cx + w / 2 - 38, cy + 206, 16, C.brand)
  }
  return (
    out +
    rect(x, y + 560, w, 64, 32, C.strong) +
    lines(x + w * 0.3, y + 585, [w * 0.4], { fill: C.pale })
  )
}

const pickupBoard = ({ x, y, w, h }) => {
  let out = lines(x, y, [260], { height: 24, fill: C.ink })
  out +=
    kpi(x, y + 50, w * 0.31, 120) + kpi(x + w * 0.345, y + 50, w * 0.31, 120, { accent: C.ink })
  out += kpi(x + w * 0.69, y + 50, w * 0.31, 120, { trend: [6, 5, 6, 4, 3, 2], accent: C.strong })
  out += card(x, y + 200, w * 0.58, h - 200)
  out += barChart(x + 30, y + 250, w * 0.58 - 60, h - 290, [3, 5, 9, 12, 8, 4, 6, 10, 11, 7, 3], {
    highlight: 3,
  })
  out += card(x + w * 0.61, y + 200, w * 0.39, h - 200)
  for (let i = 0; i < 6; i++) {
    const ry = y + 230 + i * 76
    out += circle(x + w * 0.61 + 44, ry + 20, 18, i < 2 ? C.brand : C.line)
    out += lines(x + w * 0.61 + 78, ry + 6, [w * 0.18, w * 0.11], { height: 11, gap: 10 })
  }
  return out
}

const loyaltyCard = ({ x, y, w }) => {
  let out =
    rect(x, y, w, 230, 24, C.strong) + lines(x + 26, y + 30, [w * 0.5, w * 0.3], { fill: C.pale })
  for (let i = 0; i < 10; i++) {
    out += circle(
      x + 50 + (i % 5) * ((w - 100) / 4),
      y + 130 + Math.floor(i / 5) * 60,
      20,
      i < 7 ? C.white : C.soft,
    )
  }
  out += lines(x, y + 270, [w * 0.6], { height: 20, fill: C.ink })
  for (let i = 0; i < 3; i++) {
    out += card(x, y + 320 + i * 110, w, 96) + picture(x + 12, y + 332 + i * 110, 72, 72)
    out += lines(x + 100, y + 348 + i * 110, [w * 0.45, w * 0.25], { height: 12, gap: 12 })
  }
  return out
}

const weekCalendar = ({ x, y, w }) => {
  const cols = 5
  const colW = (w - 80) / cols
  let out =
    lines(x, y, [300], { height: 24, fill: C.ink }) +
    rect(x + w - 200, y - 6, 200, 40, 20, C.strong)
  for (let c = 0; c < cols; c++) {
    out += rect(x + 80 + c * colW + 6, y + 60, colW - 12, 30, 8, C.mist)
  }
  for (let r = 0; r < 9; r++) {
    out += rect(x, y + 110 + r * 64, w, 2, 0, C.line) + rect(x, y + 120 + r * 64, 46, 12, 6, C.grey)
  }
  const events = [
    [0, 0, 2, C.brand],
    [0, 3, 1, C.ink],
    [0, 6, 2, C.soft],
    [1, 1, 1, C.brand],
    [1, 2, 2, C.inkSoft],
    [1, 6, 1, C.brand],
    [2, 0, 1, C.soft],
    [2, 4, 2, C.brand],
    [3, 1, 3, C.ink],
    [3, 5, 1, C.soft],
    [3, 7, 1, C.brand],
    [4, 0, 2, C.brand],
    [4, 3, 1, C.soft],
    [4, 5, 2, C.inkSoft],
  ]
  for (const [c, r, span, fill] of events) {
    const ex = x + 80 + c * colW + 6
    const ey = y + 114 + r * 64
    out += rect(ex, ey, colW - 12, span * 64 - 8, 10, fill)
    out += lines(ex + 14, ey + 14, [colW * 0.5], { height: 10, fill: C.white })
  }
  return out
}

const slotPicker = ({ x, y, w }) => {
  let out = lines(x, y, [w * 0.7, w * 0.45], { height: 18, fill: C.ink, gap: 14 })
  for (let i = 0; i < 5; i++) {
    const dx = x + i * ((w + 10) / 5)
    out += rect(dx, y + 90, w / 5 - 10, 84, 16, i === 2 ? C.strong : C.mist)
    out += lines(dx + 14, y + 110, [w / 5 - 38, w / 5 - 60], {
      height: 10,
      gap: 12,
      fill: i === 2 ? C.pale : C.grey,
    })
  }
  for (let i = 0; i < 9; i++) {
    const sx = x + (i % 3) * ((w + 12) / 3)
    const sy = y + 210 + Math.floor(i / 3) * 70
    out += rect(
      sx,
      sy,
      w / 3 - 12,
      54,
      27,
      i === 4 ? C.strong : C.white,
      `stroke="${i === 4 ? C.strong : C.line}" stroke-width="2"`,
    )
  }
  out += card(x, y + 440, w, 150) + check(x + 44, y + 515, 22)
  out += lines(x + 84, y + 480, [w * 0.5, w * 0.35, w * 0.42], { height: 11, gap: 12 })
  return out
}

const quoteAssistant = ({ x, y, w, h }) => {
  const left = w * 0.38
  let out =
    card(x, y, left, h, C.mist) + lines(x + 24, y + 24, [left * 0.5], { height: 18, fill: C.ink })
  out += bubble(x + 24, y + 70, left - 48, [left * 0.6, left * 0.7, left * 0.45])
  out +=
    picture(x + 24, y + 230, left * 0.42, 150) +
    picture(x + 36 + left * 0.42, y + 230, left * 0.42, 150)
  out += lines(x + 24, y + 410, [left * 0.7, left * 0.55, left * 0.62], { height: 11, gap: 14 })
  const rx = x + left + 30
  const rw = w - left - 30
  out +=
    card(rx, y, rw, h) +
    sparkle(rx + 40, y + 42, 18) +
    lines(rx + 72, y + 32, [rw * 0.35], { height: 20, fill: C.ink })
  out += rect(rx + rw - 190, y + 24, 160, 38, 19, C.pale)
  for (let i = 0; i < 6; i++) {
    const ly = y + 110 + i * 62
    out += rect(rx + 30, ly + 44, rw - 60, 2, 0, C.line)
    out +=
      lines(rx + 30, ly + 12, [rw * (0.3 + (i % 3) * 0.08)], { height: 12 }) +
      rect(rx + rw - 140, ly + 10, 110, 16, 8, C.grey)
  }
  out += rect(rx + rw * 0.5, y + h - 110, rw * 0.5 - 30, 70, 14, C.blush)
  out +=
    rect(rx + rw * 0.55, y + h - 88, rw * 0.18, 24, 8, C.ink) +
    rect(rx + rw - 170, y + h - 88, 120, 24, 8, C.strong)
  out += rect(rx + 30, y + h - 96, 190, 50, 25, C.strong)
  return out
}

const quotePipeline = ({ x, y, w, h }) => {
  const colW = (w - 45) / 4
  let out = ''
  const counts = [4, 3, 3, 2]
  for (let c = 0; c < 4; c++) {
    const cx = x + c * (colW + 15)
    out +=
      rect(cx, y, colW, h, 16, C.mist) +
      lines(cx + 18, y + 20, [colW * 0.45], { height: 16, fill: C.ink })
    out += circle(cx + colW - 30, y + 28, 14, c === 3 ? C.strong : C.grey)
    for (let i = 0; i < counts[c]; i++) {
      const cy = y + 64 + i * 150
      out +=
        card(cx + 12, cy, colW - 24, 134) +
        lines(cx + 30, cy + 22, [colW * 0.6, colW * 0.4], { height: 12, gap: 12 })
      out += rect(cx + 30, cy + 88, colW * 0.3, 26, 13, i % 2 ? C.pale : C.mist)
      if (c === 1 && i === 0) out += sparkle(cx + colW - 48, cy + 30, 14)
    }
  }
  return out
}

const chatPhone = ({ x, y, w }) => {
  let out =
    rect(x - 20, y - 30, w + 40, 80, 0, C.strong) +
    circle(x + 20, y + 10, 22, C.pale) +
    sparkle(x + 20, y + 10, 12, C.strong)
  out += lines(x + 56, y, [w * 0.4, w * 0.25], { height: 10, gap: 8, fill: C.pale })
  out += bubble(x, y + 80, w * 0.72, [w * 0.55, w * 0.4])
  out += bubble(x + w * 0.3, y + 200, w * 0.7, [w * 0.5], true)
  out += bubble(x, y + 290, w * 0.8, [w * 0.62, w * 0.66, w * 0.3])
  out += card(x, y + 450, w * 0.8, 140) + picture(x + 12, y + 462, w * 0.3, 116)
  out +=
    lines(x + w * 0.36, y + 476, [w * 0.3, w * 0.22], { height: 11, gap: 12 }) +
    rect(x + w * 0.36, y + 536, w * 0.3, 30, 15, C.strong)
  out += rect(x, y + 620, w, 56, 28, C.mist) + circle(x + w - 30, y + 648, 20, C.strong)
  return out
}

const assistantStats = ({ x, y, w, h }) => {
  let out = lines(x, y, [320], { height: 24, fill: C.ink })
  out += card(x, y + 50, w * 0.36, h - 50) + donut(x + w * 0.18, y + 250, 120, 0.71)
  out += rect(x + w * 0.18 - 50, y + 232, 100, 36, 10, C.ink)
  out += lines(x + 40, y + 430, [w * 0.22, w * 0.16, w * 0.2], { height: 12, gap: 14 })
  out += card(x + w * 0.39, y + 50, w * 0.61, h - 50)
  const langs = [0.46, 0.22, 0.2, 0.12]
  langs.forEach((share, i) => {
    const ly = y + 100 + i * 92
    out += rect(x + w * 0.39 + 36, ly, 60, 24, 12, i ? C.grey : C.ink)
    out += rect(
      x + w * 0.39 + 120,
      ly,
      (w * 0.61 - 170) * share * 2,
      24,
      12,
      i % 2 ? C.soft : C.brand,
    )
  })
  out += lineChart(x + w * 0.39 + 36, y + 480, w * 0.61 - 72, h - 560, [4, 6, 5, 8, 9, 12, 11, 15])
  return out
}

const campsiteWidget = ({ x, y, w, h }) => {
  let out = picture(x, y, w, h * 0.62, C.pale)
  out += lines(x + 50, y + 90, [w * 0.38, w * 0.3], { height: 34, gap: 20, fill: C.white })
  out += rect(x + 50, y + 230, 220, 56, 28, C.strong)
  out += lines(x, y + h * 0.68, [w * 0.4, w * 0.55, w * 0.48], { height: 14, gap: 18 })
  const px = x + w - 420
  const py = y + h - 470
  out += `<g filter="url(#shadow)">${rect(px, py, 390, 470, 24, C.white)}</g>`
  out +=
    rect(px, py, 390, 78, 24, C.ink) +
    rect(px, py + 54, 390, 24, 0, C.ink) +
    sparkle(px + 42, py + 40, 16, C.soft)
  out += lines(px + 76, py + 30, [160], { height: 14, fill: C.grey })
  out += bubble(px + 24, py + 104, 280, [220, 160]) + bubble(px + 110, py + 222, 256, [190], true)
  out += bubble(px + 24, py + 310, 300, [240, 200]) + rect(px + 24, py + 414, 342, 40, 20, C.mist)
  return out
}

const newsletter = ({ x, y, w, h }) => {
  const side = w * 0.3
  let out = card(x, y, side, h, C.mist)
  for (let i = 0; i < 6; i++) {
    out += rect(x + 16, y + 20 + i * 72, side - 32, 58, 12, i === 1 ? C.pale : C.white)
    out += lines(x + 32, y + 36 + i * 72, [side * 0.55, side * 0.35], {
      height: 9,
      gap: 8,
      fill: i === 1 ? C.soft : C.grey,
    })
  }
  const mx = x + side + 30
  const mw = w - side - 30
  out += card(mx, y, mw, h) + picture(mx + 30, y + 30, mw - 60, 250)
  out += lines(mx + 30, y + 310, [mw * 0.6], { height: 26, fill: C.ink })
  out += lines(mx + 30, y + 360, [mw * 0.85, mw * 0.8, mw * 0.55], { height: 12, gap: 14 })
  out += rect(mx + 30, y + 460, 240, 56, 28, C.strong)
  out +=
    picture(mx + 30, y + 540, (mw - 80) / 2, h - 570) +
    picture(mx + 50 + (mw - 80) / 2, y + 540, (mw - 80) / 2, h - 570)
  return out
}

const campaignStats = ({ x, y, w, h }) => {
  let out = ''
  for (let i = 0; i < 3; i++)
    out += kpi(x + i * (w / 3 + 4), y, w / 3 - 16, 130, { trend: [2, 3, 3, 5, 6, 7 + i] })
  out += card(x, y + 160, w * 0.6, h - 160)
  out += lineChart(
    x + 30,
    y + 220,
    w * 0.6 - 60,
    h - 260,
    [12, 14, 13, 18, 17, 22, 25, 24, 29, 33, 36],
  )
  out += card(x + w * 0.63, y + 160, w * 0.37, h - 160)
  const steps = [1, 0.72, 0.46, 0.28]
  steps.forEach((share, i) => {
    const bw = (w * 0.37 - 60) * share
    out += rect(
      x + w * 0.63 + 30 + (w * 0.37 - 60 - bw) / 2,
      y + 200 + i * 100,
      bw,
      72,
      12,
      [C.ink, C.inkSoft, C.strong, C.brand][i],
    )
  })
  return out
}

const reviews = ({ x, y, w, h }) => {
  let out = card(x, y, w * 0.38, h) + rect(x + 40, y + 50, 150, 90, 14, C.ink)
  for (let i = 0; i < 5; i++) out += star(x + 60 + i * 52, y + 190, 22, i < 4 ? C.brand : C.soft)
  for (let i = 0; i < 5; i++) {
    const ry = y + 260 + i * 60
    out += rect(x + 40, ry, 30, 16, 8, C.grey) + rect(x + 90, ry, w * 0.38 - 140, 16, 8, C.line)
    out += rect(x + 90, ry, (w * 0.38 - 140) * [0.86, 0.1, 0.03, 0.01, 0.01][i], 16, 8, C.brand)
  }
  for (let i = 0; i < 3; i++) {
    const cy = y + i * ((h + 20) / 3)
    out +=
      card(x + w * 0.41, cy, w * 0.59, (h + 20) / 3 - 20) +
      circle(x + w * 0.41 + 56, cy + 56, 28, [C.pale, C.mist, C.pale][i])
    for (let s = 0; s < 5; s++) out += star(x + w * 0.41 + 110 + s * 30, cy + 46, 12, C.brand)
    out += lines(x + w * 0.41 + 100, cy + 80, [w * 0.4, w * 0.33, w * 0.22], {
      height: 11,
      gap: 12,
    })
  }
  return out
}

const auditGauges = ({ x, y, w, h }) => {
  let out = lines(x, y, [360], { height: 24, fill: C.ink })
  const scores = [0.97, 0.92, 1, 0.95]
  scores.forEach((share, i) => {
    const cx = x + 110 + i * ((w - 220) / 3)
    out += donut(cx, y + 170, 80, share, { width: 18 }) + rect(cx - 34, y + 156, 68, 28, 8, C.ink)
    out += lines(cx - 60, y + 280, [120], { height: 12, fill: C.grey })
  })
  out += card(x, y + 340, w, h - 340)
  const bars = [
    [0, 0.2],
    [0.05, 0.35],
    [0.12, 0.18],
    [0.2, 0.4],
    [0.28, 0.22],
    [0.4, 0.25],
    [0.48, 0.3],
  ]
  bars.forEach(([start, len], i) => {
    out += lines(x + 30, y + 372 + i * 52, [150], { height: 12 })
    out += rect(
      x + 220 + start * (w - 260),
      y + 368 + i * 52,
      len * (w - 260),
      22,
      8,
      i % 3 === 0 ? C.strong : i % 3 === 1 ? C.soft : C.ink,
    )
  })
  return out
}

const roadmap = ({ x, y, w, h }) => {
  let out = ''
  const months = 6
  const colW = (w - 240) / months
  for (let m = 0; m < months; m++) {
    out +=
      rect(x + 240 + m * colW, y, colW - 8, 36, 8, C.mist) +
      rect(x + 240 + m * colW, y + 50, 2, h - 50, 0, C.line)
  }
  const tasks = [
    [0, 1.2, C.strong],
    [0.8, 1.5, C.brand],
    [1.5, 2, C.ink],
    [2, 1, C.soft],
    [3, 2, C.strong],
    [3.5, 1.5, C.inkSoft],
    [4.5, 1.4, C.brand],
  ]
  tasks.forEach(([start, len, fill], i) => {
    const ty = y + 80 + i * ((h - 100) / tasks.length)
    out += check(x + 22, ty + 18, 16, i < 3) + lines(x + 52, ty + 10, [150], { height: 14 })
    out += rect(x + 240 + start * colW, ty, len * colW, 38, 12, fill)
  })
  out +=
    rect(x + 240 + 2.6 * colW, y + 44, 4, h - 44, 2, C.brand) +
    circle(x + 242 + 2.6 * colW, y + 44, 10, C.brand)
  return out
}

const workshopSlide = ({ x, y, w, h }) => {
  let out = rect(x, y, w, h * 0.8, 16, C.ink)
  out += lines(x + 50, y + 50, [w * 0.4], { height: 30, fill: C.white })
  out += lines(x + 50, y + 110, [w * 0.3], { height: 14, fill: C.grey })
  for (let i = 0; i < 4; i++) {
    out +=
      check(x + 74, y + 200 + i * 78, 20, i < 3) +
      lines(x + 110, y + 192 + i * 78, [w * (0.22 + (i % 2) * 0.08)], { height: 16, fill: C.line })
  }
  out += rect(x + w * 0.55, y + 170, w * 0.38, h * 0.8 - 230, 16, C.inkSoft)
  out += bubble(x + w * 0.57, y + 200, w * 0.3, [w * 0.2, w * 0.24])
  out +=
    bubble(x + w * 0.62, y + 330, w * 0.29, [w * 0.2], true) +
    sparkle(x + w * 0.6, y + 440, 16, C.soft)
  for (let i = 0; i < 9; i++)
    out += circle(x + 80 + i * ((w - 160) / 8), y + h - 50, 32, i % 3 === 0 ? C.soft : C.inkLine)
  return out
}

const automationFlow = ({ x, y, w, h }) => {
  const nodes = [
    [0.02, 0.1, C.ink],
    [0.02, 0.55, C.ink],
    [0.36, 0.32, C.strong],
    [0.7, 0.05, C.inkSoft],
    [0.7, 0.4, C.inkSoft],
    [0.7, 0.75, C.brand],
  ]
  const nw = w * 0.27
  const nh = 140
  const centre = ([nx, ny]) => [x + nx * w + nw / 2, y + ny * h + nh / 2]
  let out = ''
  for (const [a, b] of [
    [0, 2],
    [1, 2],
    [2, 3],
    [2, 4],
    [2, 5],
  ]) {
    const [ax, ay] = centre(nodes[a])
    const [bx, by] = centre(nodes[b])
    out += `<path d="M${ax + nw / 2} ${ay} C${(ax + bx) / 2 + 40} ${ay} ${(ax + bx) / 2 - 40} ${by} ${bx - nw / 2} ${by}" fill="none" stroke="${C.grey}" stroke-width="5" stroke-dasharray="14 10"/>`
  }
  nodes.forEach(([nx, ny, fill], i) => {
    const px = x + nx * w
    const py = y + ny * h
    out += `<g filter="url(#shadow)">${rect(px, py, nw, nh, 18, C.white)}</g>${rect(px, py, 14, nh, 7, fill)}`
    out += i === 2 ? sparkle(px + 60, py + 70, 26) : circle(px + 60, py + 70, 26, C.pale)
    out += lines(px + 104, py + 46, [nw * 0.5, nw * 0.32], { height: 14, gap: 16 })
  })
  return out
}

export const scenes = {
  'boulangerie-commande-mobile': () =>
    canvas(
      phone(170, 90, 430, 830, productGrid) +
        browser(680, 170, 800, 660, (box) => pickupBoard({ ...box, h: box.h })),
    ),
  'boulangerie-tableau-commandes': () => canvas(browser(120, 80, 1360, 840, pickupBoard)),
  'boulangerie-carte-fidelite': () =>
    canvas(
      phone(560, 60, 480, 880, loyaltyCard) +
        sparkle(1160, 260, 40) +
        sparkle(420, 720, 28, C.soft),
    ),
  'kine-agenda-semaine': () => canvas(browser(110, 80, 1380, 840, weekCalendar)),
  'kine-reservation-mobile': () =>
    canvas(
      phone(240, 70, 470, 860, slotPicker) +
        browser(
          800,
          250,
          640,
          520,
          ({ x, y, w }) =>
            lines(x, y, [w * 0.5], { height: 22, fill: C.ink }) +
            kpi(x, y + 50, w, 140) +
            kpi(x, y + 210, w, 140, { accent: C.ink }),
        ),
    ),
  'plomberie-devis-assistant': () => canvas(browser(90, 80, 1420, 840, quoteAssistant)),
  'plomberie-suivi-devis': () => canvas(browser(110, 80, 1380, 840, quotePipeline)),
  'camping-assistant-mobile': () =>
    canvas(
      phone(200, 60, 470, 880, chatPhone) +
        browser(
          760,
          220,
          700,
          560,
          ({ x, y, w, h }) =>
            card(x, y, w * 0.42, h) +
            donut(x + w * 0.21, y + h / 2 - 20, 100, 0.71) +
            rect(x + w * 0.21 - 44, y + h / 2 - 38, 88, 36, 10, C.ink) +
            lines(x + 40, y + h - 60, [w * 0.3], { height: 12 }) +
            kpi(x + w * 0.45, y, w * 0.55, 130) +
            kpi(x + w * 0.45, y + 150, w * 0.55, 130, { accent: C.ink }) +
            card(x + w * 0.45, y + 300, w * 0.55, h - 300) +
            barChart(x + w * 0.45 + 20, y + 320, w * 0.55 - 40, h - 340, [5, 7, 6, 9, 12, 10]),
        ),
    ),
  'camping-statistiques': () => canvas(browser(110, 80, 1380, 840, assistantStats)),
  'camping-site-widget': () => canvas(browser(100, 70, 1400, 860, campsiteWidget)),
  'velos-newsletter': () => canvas(browser(110, 70, 1380, 860, newsletter)),
  'velos-campagnes': () => canvas(browser(110, 80, 1380, 840, campaignStats)),
  'velos-avis-clients': () => canvas(browser(120, 90, 1360, 820, reviews)),
  'cosmetiques-audit-performance': () => canvas(browser(110, 80, 1380, 840, auditGauges)),
  'cosmetiques-feuille-de-route': () => canvas(browser(110, 90, 1380, 820, roadmap)),
  'agence-atelier-ia': () => canvas(browser(110, 70, 1380, 860, workshopSlide)),
  'agence-automatisations': () => canvas(browser(110, 80, 1380, 840, automationFlow)),
}
