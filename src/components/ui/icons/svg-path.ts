/** An SVG shape as icon sets describe it: its element name and its attributes. */
export type SvgShape = readonly [element: string, attributes: Readonly<Record<string, string>>]

const NUMBER = /^\s*,?\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)/i

/**
 * A path's commands written so they can follow other subpaths in the same `d`: a path may open
 * with a relative `m`, which is absolute only at the start of a path, and whose further pairs are
 * relative lines. Both stay what they were once the move is absolute and the lines explicit.
 */
function standalone(d: string): string {
  const trimmed = d.trim()
  if (!trimmed.startsWith('m')) return trimmed
  let rest = trimmed.slice(1)
  const pair: string[] = []
  for (let i = 0; i < 2; i++) {
    const [matched, value] = NUMBER.exec(rest) ?? []
    if (matched === undefined || value === undefined) throw new Error(`Unreadable path: ${d}`)
    pair.push(value)
    rest = rest.slice(matched.length)
  }
  const more = NUMBER.test(rest)
  return `M${pair.join(' ')}${more ? `l${rest.replace(/^\s*,?\s*/, '')}` : rest}`
}

const number = (value: string | undefined) => Number(value ?? 0)
const n = (value: number) => String(Number(value.toFixed(3)))

/** A minus sign separates numbers as a space does: the shorter form. */
const tight = (d: string) => d.replace(/ -/g, '-')

function circle(cx: number, cy: number, rx: number, ry: number): string {
  // Two half arcs from the leftmost point: the same outline as <circle>/<ellipse>, closed.
  const half = (dx: number) => `a${n(rx)} ${n(ry)} 0 1 0 ${n(dx)} 0`
  return tight(`M${n(cx - rx)} ${n(cy)}${half(2 * rx)}${half(-2 * rx)}z`)
}

function rect(a: Readonly<Record<string, string>>): string {
  const [x, y, w, h] = [number(a.x), number(a.y), number(a.width), number(a.height)]
  // An rx or ry alone sets both corners' radii, as SVG does.
  const rx = Math.min(number(a.rx ?? a.ry), w / 2)
  const ry = Math.min(number(a.ry ?? a.rx), h / 2)
  if (!rx || !ry) return tight(`M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`)
  const arc = (dx: number, dy: number) => `a${n(rx)} ${n(ry)} 0 0 1 ${n(dx)} ${n(dy)}`
  return tight(
    `M${n(x + rx)} ${n(y)}h${n(w - 2 * rx)}${arc(rx, ry)}v${n(h - 2 * ry)}${arc(-rx, ry)}` +
      `h${n(2 * rx - w)}${arc(-rx, -ry)}v${n(2 * ry - h)}${arc(rx, -ry)}z`,
  )
}

function points(list: string, close: boolean): string {
  const values = list.trim().split(/[\s,]+/)
  const pairs: string[] = []
  for (let i = 0; i + 1 < values.length; i += 2) pairs.push(`${values[i]} ${values[i + 1]}`)
  // Pairs after a move are lines to them.
  return `M${pairs.join(' ')}${close ? 'z' : ''}`
}

function shapePath([element, a]: SvgShape): string {
  switch (element) {
    case 'path':
      return standalone(a.d ?? '')
    case 'circle':
      return circle(number(a.cx), number(a.cy), number(a.r), number(a.r))
    case 'ellipse':
      return circle(number(a.cx), number(a.cy), number(a.rx), number(a.ry))
    case 'rect':
      return rect(a)
    case 'line':
      return `M${a.x1 ?? 0} ${a.y1 ?? 0} ${a.x2 ?? 0} ${a.y2 ?? 0}`
    case 'polyline':
      return points(a.points ?? '', false)
    case 'polygon':
      return points(a.points ?? '', true)
    default:
      throw new Error(`No path for <${element}>`)
  }
}

/**
 * One `d` drawing every shape of an outline icon: one element in the page and in its React
 * payload instead of one per shape. Only for icons drawn with one stroke style and no fill.
 */
export function pathData(shapes: readonly SvgShape[]): string {
  return shapes.map(shapePath).join('')
}
