export const MAX_PAGE = 10_000

/** `?page=` as a page number: absent is 1; anything but plain digits within range is invalid. */
export function parsePage(raw: string | string[] | undefined): number | 'invalid' {
  if (raw === undefined) return 1
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,4}$/.test(raw)) return 'invalid'
  const page = Number(raw)
  return page <= MAX_PAGE ? page : 'invalid'
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/**
 * The page links to show: the first, the last, and the current one with its neighbours; `null`
 * marks a gap (1 … 4 5 6 … 12).
 */
export function pageWindow(current: number, count: number): (number | null)[] {
  const shown = new Set([1, count, current - 1, current, current + 1])
  const pages = [...shown].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b)
  const window: (number | null)[] = []
  for (const page of pages) {
    const previous = window.at(-1)
    if (typeof previous === 'number' && page - previous === 2) window.push(previous + 1)
    else if (typeof previous === 'number' && page - previous > 2) window.push(null)
    window.push(page)
  }
  return window
}
