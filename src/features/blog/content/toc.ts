import { normalizeForSearch } from '@/features/blog/search/search-terms'

export type TocEntry = { id: string; text: string }

/** Anchors for the level-2 headings: readable, unique within the article (-2, -3 on repeats). */
export function tableOfContents(headings: readonly string[]): TocEntry[] {
  const used = new Set<string>()
  return headings.map((text) => {
    const base =
      normalizeForSearch(text).replace(/ /g, '-').slice(0, 60).replace(/-+$/, '') || 'section'
    let id = base
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`
    used.add(id)
    return { id, text }
  })
}
