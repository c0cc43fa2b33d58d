export type ReadingCounts = { words: number; images: number; listItems: number; headings: number }

/**
 * Reading time: words / 200 rounded up, plus 0.5 per image, 0.1 per list item and
 * 0.2 per heading, at least 1. The page shows whole minutes, so the total is rounded up too.
 * A stored reading time (set by the owner) takes priority.
 */
export function readingTime(counts: ReadingCounts, stored?: number | null): number {
  if (stored && stored > 0) return Math.round(stored)
  const minutes =
    Math.ceil(counts.words / 200) +
    counts.images * 0.5 +
    counts.listItems * 0.1 +
    counts.headings * 0.2
  return Math.max(1, Math.ceil(Number(minutes.toFixed(6))))
}

/** Words of a text: runs of letters or digits (apostrophes and hyphens inside a word keep it one). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0
}
