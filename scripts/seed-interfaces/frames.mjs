// Device mock-ups drawn with sharp around screenshots taken at twice the final size, so the
// downscaled interface stays sharp. Every frame is plain SVG: no picture is downloaded.
import sharp from 'sharp'

const svg = (width, height, body) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
  )

/** A soft backdrop in the project's colours, with two blurred discs for depth. */
export function backdrop(width, height, { from, to, glow }) {
  return svg(
    width,
    height,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
      <filter id="b" filterUnits="userSpaceOnUse" x="-400" y="-400" width="${width + 800}" height="${height + 800}"><feGaussianBlur stdDeviation="60"/></filter></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.86}" cy="${height * 0.12}" r="${height * 0.32}" fill="${glow}" opacity=".55" filter="url(#b)"/>
    <circle cx="${width * 0.08}" cy="${height * 0.95}" r="${height * 0.28}" fill="#fff" opacity=".5" filter="url(#b)"/>`,
  )
}

/** Rounds a screenshot's corners (radii as [top, bottom]) so it fits its bezel. */
async function rounded(png, width, height, [top, bottom]) {
  const mask = svg(
    width,
    height,
    `<path fill="#000" d="M${top} 0H${width - top}Q${width} 0 ${width} ${top}V${height - bottom}
      Q${width} ${height} ${width - bottom} ${height}H${bottom}Q0 ${height} 0 ${height - bottom}
      V${top}Q0 0 ${top} 0Z"/>`,
  )
  return sharp(png)
    .resize(width, height)
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer()
}

const shadow = (x, y, w, h, r, opacity = 0.28) =>
  `<defs><filter id="s" x="-20%" y="-20%" width="140%" height="150%">
    <feGaussianBlur stdDeviation="26"/></filter></defs>
  <rect x="${x}" y="${y + 30}" width="${w}" height="${h}" rx="${r}" fill="#1b1530" opacity="${opacity}" filter="url(#s)"/>`

/** A laptop: dark bezel, screen, silver deck. Returns the layers to composite. */
export async function laptop(png, { x, y, width, canvas = [1600, 1000] }) {
  const height = Math.round((width * 10) / 16)
  const b = 18
  const deckW = width + 2 * b + 120
  const deckX = x - b - 60
  const deckY = y + height + b
  const frame = svg(
    ...canvas,
    `${shadow(x - b, y - b, width + 2 * b, height + 2 * b, 24)}
    <defs><linearGradient id="d" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e6e7ea"/>
    <stop offset="1" stop-color="#a9acb3"/></linearGradient></defs>
    <rect x="${x - b}" y="${y - b}" width="${width + 2 * b}" height="${height + 2 * b + 8}" rx="22" fill="#1c1c1f"/>
    <circle cx="${x + width / 2}" cy="${y - b / 2}" r="3" fill="#3a3a40"/>
    <path d="M${deckX} ${deckY}H${deckX + deckW}v10q0 16 -40 18H${deckX + 40}q-40 -2 -40 -18z" fill="url(#d)"/>
    <rect x="${x + width / 2 - 80}" y="${deckY}" width="160" height="8" rx="4" fill="#8f929a"/>`,
  )
  const screen = await rounded(png, width, height, [6, 0])
  return [
    { input: frame, left: 0, top: 0 },
    { input: screen, left: x, top: y },
  ]
}

/** A browser window with its tab bar and address. */
export async function browser(png, { x, y, width, height, url, canvas = [1600, 1000] }) {
  const bar = 46
  const frame = svg(
    ...canvas,
    `${shadow(x, y, width, height + bar, 16, 0.22)}
    <rect x="${x}" y="${y}" width="${width}" height="${height + bar}" rx="14" fill="#f1f2f4"/>
    <circle cx="${x + 24}" cy="${y + 23}" r="6.5" fill="#ff5f57"/><circle cx="${x + 46}" cy="${y + 23}" r="6.5" fill="#febc2e"/>
    <circle cx="${x + 68}" cy="${y + 23}" r="6.5" fill="#28c840"/>
    <rect x="${x + width / 2 - 260}" y="${y + 10}" width="520" height="26" rx="13" fill="#fff"/>
    <path d="M${x + width / 2 - 240} ${y + 22}h8v8h-8z M${x + width / 2 - 238} ${y + 22}v-3a2 2 0 0 1 4 0v3" fill="none" stroke="#6b7280" stroke-width="1.6"/>
    <text x="${x + width / 2 - 222}" y="${y + 28}" font-family="DejaVu Sans" font-size="13" fill="#374151">${url}</text>`,
  )
  const screen = await rounded(png, width, height, [0, 14])
  return [
    { input: frame, left: 0, top: 0 },
    { input: screen, left: x, top: y + bar },
  ]
}

/** A phone: black bezel, status bar in the page's header colour, dynamic island. */
export async function phone(
  png,
  { x, y, width, bar = '#fff', ink = '#111', canvas = [1600, 1000] },
) {
  const b = 12
  const status = Math.round(width * 0.13)
  const screenH = Math.round((width * 844) / 390)
  const h = screenH + status
  const r = Math.round(width * 0.15)
  const frame = svg(
    ...canvas,
    `${shadow(x - b, y - b, width + 2 * b, h + 2 * b, r + b, 0.34)}
    <rect x="${x - b}" y="${y - b}" width="${width + 2 * b}" height="${h + 2 * b}" rx="${r + b}" fill="#16161a"/>
    <rect x="${x - b + 2}" y="${y - b + 2}" width="${width + 2 * b - 4}" height="${h + 2 * b - 4}" rx="${r + b - 2}" fill="none" stroke="#4b4b55" stroke-width="2"/>
    <path d="M${x} ${y + r}q0 -${r} ${r} -${r}h${width - 2 * r}q${r} 0 ${r} ${r}V${y + status}H${x}z" fill="${bar}"/>
    <text x="${x + width * 0.14}" y="${y + status * 0.62}" font-family="DejaVu Sans" font-weight="bold" font-size="${width * 0.042}" fill="${ink}">09:41</text>
    <rect x="${x + width / 2 - width * 0.15}" y="${y + status * 0.22}" width="${width * 0.3}" height="${status * 0.52}" rx="${status * 0.26}" fill="#000"/>
    <g fill="${ink}" transform="translate(${x + width * 0.74} ${y + status * 0.42})">
      <rect x="0" y="6" width="3" height="5" rx="1"/><rect x="5" y="4" width="3" height="7" rx="1"/>
      <rect x="10" y="2" width="3" height="9" rx="1"/><rect x="15" y="0" width="3" height="11" rx="1"/>
      <rect x="26" y="0" width="22" height="11" rx="3" fill="none" stroke="${ink}" stroke-width="1.4"/>
      <rect x="28" y="2" width="15" height="7" rx="1.5"/></g>`,
  )
  const screen = await rounded(png, width, screenH, [0, r])
  return [
    { input: frame, left: 0, top: 0 },
    { input: screen, left: x, top: y + status },
  ]
}
