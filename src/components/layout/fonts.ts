import localFont from 'next/font/local'

import '@/components/layout/fonts.css'

/**
 * The brand's two variable faces, self-hosted from their npm packages (nothing is fetched at
 * build or run time): Bricolage Grotesque for headings, Inter for text. Each is declared once per
 * subset with its unicode range, so a French page downloads the latin file only and a name with
 * "ł" or "ő" fetches latin-ext when it appears. Only the heading's latin file is preloaded (the
 * first screen's largest text). Until a face arrives the text is drawn by a local Arial or one
 * of its metric twins sized to the face's metrics (`fonts.css`), so swapping it in moves nothing.
 */
// next/font reads its options at build time: each must be written out where it is used.

const headingLatin = localFont({
  src: '../../../node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
})

const headingLatinExt = localFont({
  src: '../../../node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-ext-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
})

const textLatin = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
})

const textLatinExt = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
})

type LoadedFont = { style: { fontFamily: string } }

/** The latin face, then the latin-ext one, then the sized local fallback of `fonts.css`. */
function stack(latin: LoadedFont, latinExt: LoadedFont, fallback: string): string {
  return [latin.style.fontFamily, latinExt.style.fontFamily, `"${fallback}"`].join(', ')
}

/** The two stacks as CSS custom properties, set on <html>: `--font-heading` and `--font-text`. */
export const fontVariables = {
  '--font-heading': stack(headingLatin, headingLatinExt, 'Heading Fallback'),
  '--font-text': stack(textLatin, textLatinExt, 'Text Fallback'),
} as Record<string, string>
