/** A button of the pager: a page number, or a gap standing for the pages left out. */
export type PagerItem = number | 'gap'

const EDGE = 1
const SIBLINGS = 1
/** Up to this many pages, every page has its button. */
const ALL_PAGES_UP_TO = 7

/**
 * The pager's buttons for page `current` of `total`: every page when there are at most seven;
 * otherwise the first and last page, the current one with one neighbour on each side, and a gap
 * where pages are left out (a gap is never shown for a single page: that page is shown instead).
 */
export function pagerItems(current: number, total: number): PagerItem[] {
  if (total <= 0) return []
  const page = Math.min(Math.max(1, Math.trunc(current)), total)
  if (total <= ALL_PAGES_UP_TO) return range(1, total)

  const shown = new Set<number>([
    ...range(1, EDGE),
    ...range(total - EDGE + 1, total),
    ...range(Math.max(1, page - SIBLINGS), Math.min(total, page + SIBLINGS)),
  ])
  const pages = [...shown].sort((a, b) => a - b)
  const items: PagerItem[] = []
  let previous = 0
  for (const number of pages) {
    const skipped = number - previous - 1
    if (skipped === 1) items.push(previous + 1)
    else if (skipped > 1) items.push('gap')
    items.push(number)
    previous = number
  }
  return items
}

/** The page an address names (`?page=2`): the first for none or nonsense. */
export function pageFromAddress(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** How many pages `count` items fill, `size` a page (at least one page when there are items). */
export const pageCount = (count: number, size: number): number =>
  Math.max(0, Math.ceil(count / size))

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)
}

/** The same address with `changes` made (null removes a key); any change but the page's resets it. */
export function withSearch(search: URLSearchParams, changes: Record<string, string | null>) {
  const next = new URLSearchParams(search)
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key)
    else next.set(key, value)
  }
  if (!('page' in changes)) next.delete('page')
  const query = next.toString()
  return query ? `?${query}` : '?'
}
