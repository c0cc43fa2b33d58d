import { inflateSync } from 'node:zlib'

/**
 * The text a PDF shows, read without a PDF library: inflate each content stream, then decode
 * the hex strings of its text operators (`[<48656c6c6f> -20 <...>] TJ`), which the renderer's
 * standard fonts write in Windows-1252. Enough to check what a reader would see.
 */
export function pdfTextContent(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const decoder = new TextDecoder('windows-1252')
  const lines: string[] = []
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1')
    } catch {
      continue // an image or font program, not page content
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = operator[1]
        ? [...operator[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1])
        : [operator[2]]
      const bytes = Buffer.from(hexes.join(''), 'hex')
      lines.push(decoder.decode(bytes))
    }
  }
  return lines.join('\n')
}

/** One line of text with ordinary spaces, for `toContain` on words that may wrap. */
export function normalizedPdfText(pdf: Buffer): string {
  return pdfTextContent(pdf).replace(/[\s\u00a0]+/g, ' ')
}
