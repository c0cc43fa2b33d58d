import { JSDOM } from 'jsdom'

/**
 * The text a reader sees in a document: the body's text without scripts, styles, templates and
 * code (whose spacing is the code's own), each element's text joined as the browser lays it
 * out inline.
 */
export function visibleText(html: string): string {
  const { document } = new JSDOM(html).window
  for (const hidden of document.body.querySelectorAll('script, style, template, code, pre')) {
    hidden.remove()
  }
  return document.body.textContent ?? ''
}

/**
 * Where a French text breaks the spacing rules: a breakable or missing space before `; : ! ?`
 * or inside « », a number parted from € or %. Each finding is shown in its context.
 */
export function frenchSpacingFaults(text: string): string[] {
  const rules = [
    /\S[ \u00a0][;:!?](?=\s|$)/gu,
    /[\p{L}\d)][;:!?](?=\s|$)/gu,
    /«[ \u00a0]|[ \u00a0]»/gu,
    /\d [€%]/gu,
  ]
  return rules.flatMap((rule) =>
    [...text.matchAll(rule)].map((match) =>
      text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 10).trim(),
    ),
  )
}
