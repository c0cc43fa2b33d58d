/**
 * How the blog's sitemap files split the articles: file `page` (from 1) holds the visible
 * articles whose id is in ((page - 1) * perFile, page * perFile]. A file is read by walking one
 * id range of an index, so its cost is bounded by `perFile` whatever the blog's size, and an
 * article stays in the same file as others are added, hidden or deleted. Ranges whose ids are
 * all hidden or deleted have no file (the index leaves them out, their address answers 404).
 */
export type IdRange = { after: number; upTo: number }

/** The ids file `page` covers, `after` excluded and `upTo` included. */
export function idRange(page: number, perFile: number): IdRange {
  if (!Number.isSafeInteger(page) || page < 1 || !Number.isSafeInteger(perFile) || perFile < 1) {
    throw new Error('idRange: page and perFile must be positive integers')
  }
  return { after: (page - 1) * perFile, upTo: page * perFile }
}

/** The file that holds article `id` (the inverse of `idRange`). */
export function pageOfId(id: number, perFile: number): number {
  return Math.floor((id - 1) / perFile) + 1
}
