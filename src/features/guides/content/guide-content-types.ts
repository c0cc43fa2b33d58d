/**
 * The text of a downloadable guide. One object per guide and language feeds both the web page
 * (summary, audience, chapter list) and the PDF, so the page never promises a chapter the
 * document lacks.
 */
export type GuideBlock = {
  heading?: string
  paragraphs?: string[]
  bullets?: string[]
  /** How the bullets read: a plain list (default), numbered steps, or boxes to tick. */
  style?: 'list' | 'steps' | 'checklist'
}

export type GuideChapter = {
  title: string
  /** One sentence shown under the chapter title, on the page and in the table of contents. */
  summary: string
  blocks: GuideBlock[]
}

export type GuideContent = {
  /** Cover and page title. */
  title: string
  subtitle: string
  /** The page's lead paragraph. */
  pitch: string
  audience: string[]
  benefits: string[]
  /** A short passage of the guide, quoted on the page. */
  extract: { heading: string; text: string }
  /** One page each in the PDF. */
  chapters: GuideChapter[]
  /** The last page: who wrote it and the free consultation. */
  closing: { title: string; text: string; cta: string }
}
