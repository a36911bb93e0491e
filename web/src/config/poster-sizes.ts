/**
 * How wide a news poster is drawn in each place, in the words of an `<img>`'s `sizes` (the
 * layouts' CSS says the same): with a poster's renderings in `srcset`, the browser takes the
 * narrowest one that fills that width at the screen's density. index.html's early preload of a
 * page's first poster uses the same words (app/route-table.ts), so it fetches the same file.
 */
export const POSTER_SIZES = {
  /** A card of the news list or the main page: a phone's whole width; in columns, about 24rem. */
  card: '(min-width: 36em) 24rem, 100vw',
  /** The poster of the news item being read: the article's width, at most 48rem. */
  article: '(min-width: 50em) 48rem, 100vw',
  /** A similar item's thumbnail beside the article. */
  thumbnail: '10rem',
} as const
