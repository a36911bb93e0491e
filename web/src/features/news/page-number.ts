/** The highest page the gateway accepts; anything above is no page at all. */
const LAST_POSSIBLE_PAGE = 100_000

/**
 * The page of `/news-all/:pageId` as a number, or null when the address names no page
 * (`0`, `-1`, `2.5`, `abc`, `007`): such an address shows "no such page" without asking the
 * gateway.
 */
export function parsePageNumber(pageId: string | undefined): number | null {
  if (!pageId || !/^[1-9]\d{0,5}$/.test(pageId)) return null
  const page = Number(pageId)
  return page <= LAST_POSSIBLE_PAGE ? page : null
}

/** The address of a page of the news list. */
export const newsPageHref = (page: number): string => `/news-all/${page}`
