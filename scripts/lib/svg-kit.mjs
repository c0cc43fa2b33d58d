// Drawing pieces for the portfolio illustrations (scripts/portfolio-images.mjs): app windows,
// phones, charts and text lines in the site's colours. Text is drawn as bars on purpose, so an
// image reads the same in French and English and its alt text carries the meaning.

export const W = 1600
export const H = 1000

export const C = {
  brand: '#ff0054',
  strong: '#c8004a',
  soft: '#ff5c8d',
  pale: '#ffe3ec',
  blush: '#fff3f7',
  ink: '#1a1a2e',
  inkSoft: '#2a2a44',
  inkLine: '#3a3a56',
  mist: '#f5f5f8',
  line: '#e2e2ea',
  grey: '#a4a4b8',
  greyDark: '#6e6e86',
  white: '#ffffff',
}

export const rect = (x, y, w, h, r, fill, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`

export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`

/** Rows of rounded bars standing for text. */
export function lines(x, y, widths, { height = 14, gap = 16, fill = C.line } = {}) {
  return widths.map((w, i) => rect(x, y + i * (height + gap), w, height, height / 2, fill)).join('')
}

/** The whole canvas: a soft background with two blurred brand shapes. */
export function canvas(content, { dark = false } = {}) {
  const bg = dark ? C.ink : C.mist
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${dark ? C.inkSoft : C.blush}"/>
  </linearGradient>
  <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%">
    <feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="${C.ink}" flood-opacity="0.16"/>
  </filter>
</defs>
${rect(0, 0, W, H, 0, 'url(#bg)')}
${circle(1480, 90, 260, C.brand, 'opacity="0.08"')}
${circle(80, 940, 220, dark ? C.soft : C.ink, 'opacity="0.06"')}
${content}
</svg>`
}

/** A browser window; the content callback gets the inner box. */
export function browser(x, y, w, h, content, { dark = false } = {}) {
  const body = dark ? C.inkSoft : C.white
  const bar = dark ? C.ink : C.mist
  return `<g filter="url(#shadow)">${rect(x, y, w, h, 22, body)}</g>
${rect(x, y, w, 56, 22, bar)}${rect(x, y + 34, w, 22, 0, bar)}
${circle(x + 30, y + 28, 8, C.brand)}${circle(x + 56, y + 28, 8, C.grey)}${circle(x + 82, y + 28, 8, C.line)}
${rect(x + 120, y + 16, Math.min(520, w - 160), 24, 12, dark ? C.inkLine : C.white)}
${content({ x: x + 28, y: y + 84, w: w - 56, h: h - 112 })}`
}

/** A phone; the content callback gets the screen box. */
export function phone(x, y, w, h, content, { screen = C.white } = {}) {
  return `<g filter="url(#shadow)">${rect(x, y, w, h, 46, C.ink)}</g>
${rect(x + 14, y + 14, w - 28, h - 28, 34, screen)}
${rect(x + w / 2 - 50, y + 26, 100, 22, 11, C.ink)}
${content({ x: x + 34, y: y + 70, w: w - 68, h: h - 110 })}`
}

/** A white card with a soft border. */
export const card = (x, y, w, h, fill = C.white) =>
  rect(x, y, w, h, 18, fill, `stroke="${C.line}" stroke-width="2"`)

/** A photo placeholder drawn as a small landscape: hills and a sun. */
export function picture(x, y, w, h, tint = C.pale) {
  const id = `clip${Math.round(x)}x${Math.round(y)}`
  return `<clipPath id="${id}">${rect(x, y, w, h, 14, '#000')}</clipPath>
<g clip-path="url(#${id})">${rect(x, y, w, h, 0, tint)}
${circle(x + w * 0.72, y + h * 0.32, Math.min(w, h) * 0.12, C.soft)}
<path d="M${x} ${y + h} L${x + w * 0.3} ${y + h * 0.5} L${x + w * 0.55} ${y + h * 0.8} L${x + w * 0.75} ${y + h * 0.6} L${x + w} ${y + h} Z" fill="${C.strong}" opacity="0.85"/></g>`
}

export function barChart(x, y, w, h, values, { color = C.brand, highlight = -1 } = {}) {
  const max = Math.max(...values)
  const step = w / values.length
  const bw = step * 0.58
  return values
    .map((v, i) => {
      const bh = (v / max) * h
      const fill = i === highlight ? C.strong : color
      return rect(x + i * step + (step - bw) / 2, y + h - bh, bw, bh, 6, fill)
    })
    .join('')
}

export function lineChart(x, y, w, h, values, { color = C.brand, area = true } = {}) {
  const max = Math.max(...values)
  const min = Math.min(...values)
  const pts = values.map((v, i) => [
    x + (i / (values.length - 1)) * w,
    y + h - ((v - min) / (max - min || 1)) * h * 0.9 - h * 0.05,
  ])
  const path = pts.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)} ${py.toFixed(1)}`)
  const fill = area
    ? `<path d="${path.join(' ')} L${x + w} ${y + h} L${x} ${y + h} Z" fill="${color}" opacity="0.12"/>`
    : ''
  const last = pts[pts.length - 1]
  return `${fill}<path d="${path.join(' ')}" fill="none" stroke="${color}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>${circle(last[0], last[1], 10, C.white, `stroke="${color}" stroke-width="6"`)}`
}

/** A ring filled to `share` (0 to 1). */
export function donut(cx, cy, r, share, { color = C.brand, track = C.line, width = 26 } = {}) {
  const length = 2 * Math.PI * r
  return `${circle(cx, cy, r, 'none', `stroke="${track}" stroke-width="${width}"`)}
<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-dasharray="${(share * length).toFixed(1)} ${length.toFixed(1)}" transform="rotate(-90 ${cx} ${cy})"/>`
}

/** A key-figure card: a label bar, a big value bar and a small trend line. */
export function kpi(x, y, w, h, { accent = C.brand, trend = [3, 4, 3, 5, 6, 8] } = {}) {
  return `${card(x, y, w, h)}${lines(x + 24, y + 26, [w * 0.45], { fill: C.grey })}
${rect(x + 24, y + 58, w * 0.38, 30, 10, C.ink)}
${lineChart(x + w * 0.55, y + 44, w * 0.36, h - 70, trend, { color: accent, area: false })}`
}

export function star(cx, cy, r, fill) {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? r * 0.45 : r
    const angle = (Math.PI / 5) * i - Math.PI / 2
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`
  })
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`
}

export function check(cx, cy, r, done = true) {
  return `${circle(cx, cy, r, done ? C.brand : C.white, `stroke="${done ? C.brand : C.grey}" stroke-width="3"`)}
${done ? `<path d="M${cx - r * 0.45} ${cy} L${cx - r * 0.1} ${cy + r * 0.38} L${cx + r * 0.5} ${cy - r * 0.35}" fill="none" stroke="${C.white}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` : ''}`
}

/** A sparkle, the usual mark of AI-generated content. */
export function sparkle(cx, cy, r, fill = C.brand) {
  return `<path d="M${cx} ${cy - r} Q${cx + r * 0.18} ${cy - r * 0.18} ${cx + r} ${cy} Q${cx + r * 0.18} ${cy + r * 0.18} ${cx} ${cy + r} Q${cx - r * 0.18} ${cy + r * 0.18} ${cx - r} ${cy} Q${cx - r * 0.18} ${cy - r * 0.18} ${cx} ${cy - r} Z" fill="${fill}"/>`
}

/** A chat bubble holding text bars; `mine` sits on the right in the brand colour. */
export function bubble(x, y, w, widths, mine = false) {
  const h = widths.length * 30 + 26
  const fill = mine ? C.strong : C.mist
  const text = mine ? C.pale : C.grey
  return `${rect(x, y, w, h, 20, fill)}${lines(x + 22, y + 20, widths, { fill: text, gap: 16 })}`
}
