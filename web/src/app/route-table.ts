import { CABINET_PATH } from '../config/cabinet-paths'
import { EXPIRY_WINDOW_DAYS } from '../config/needs-me'
import { POSTER_SIZES } from '../config/poster-sizes'

/** A page of the portal: its address, its module in routes/, the catalogs of its features. */
export type PageEntry = {
  /** React Router's pattern, from the root (`:name` a part, `:name?` an optional one). */
  readonly path: string
  /** The file in routes/ that exports the page as `Component`. */
  readonly module: string
  /** The catalogs of the features the page composes, loaded with its code. */
  readonly catalogs: readonly string[]
  /** What the page's first render asks the gateway for, asked by index.html beside its code. */
  readonly data?: readonly EarlyQuery[]
  /** What its first render adds for a signed-in visitor, likewise asked for at once. */
  readonly signedIn?: SignedInStart
}

/**
 * What a page's first render adds when this browser remembers a session (`auth` in its
 * storage) and the address has no `unless` part: the cabinet's first tab, whose panel of what
 * needs the haulier and line about the inbox load lazily and ask for their own data. Named
 * here, their code, texts and data leave with the page's instead of one after the other (each
 * suspended part would otherwise hold back the next one's code, and each its data).
 */
export type SignedInStart = {
  /** The address part whose presence means another screen of the page (the cabinet's tab). */
  readonly unless: string
  /** Modules the first render imports lazily, from src/ without extension. */
  readonly parts: readonly string[]
  readonly catalogs: readonly string[]
  readonly data: readonly EarlyQuery[]
}

/**
 * A query index.html sends before any of the web's code has arrived (scripts/route-preloads.mjs;
 * the client takes its answer, lib/early-answers.ts), so the data and the code travel together.
 */
export type EarlyQuery = {
  /** The operation's name; its document's hash comes from codegen's persisted-documents.json. */
  readonly operation: string
  /**
   * Each variable from a part of the address (the part's name, and whether it is a number), or
   * a value the page always sends.
   */
  readonly variables?: Readonly<
    Record<string, { readonly param: string; readonly number?: true } | { readonly value: number }>
  >
  /** The page's largest image in the answer, fetched once known (paths: keys, dot-separated). */
  readonly image?: {
    /** Where its address is. */
    readonly src: string
    /** Where its renderings are (a list of `{ url, width }`), if it has any. */
    readonly variants?: string
    /** The `sizes` the page draws it at (config/poster-sizes.ts). */
    readonly sizes?: string
  }
}

/**
 * The portal's pages, in the order their addresses are matched. Plain data: the router builds
 * its routes from it, and the web's build names each page's files in index.html from it, so a
 * first visit downloads the page's code and texts beside the shell's instead of after them
 * (scripts/route-preloads.mjs). `router.test.ts` checks each list of catalogs against the
 * features its module imports.
 */
export const PAGES: readonly PageEntry[] = [
  { path: '/', module: 'home', catalogs: ['home'] },
  { path: '/services', module: 'services', catalogs: ['content'] },
  {
    path: '/news-all/:pageId',
    module: 'news-list',
    catalogs: ['news'],
    data: [
      {
        operation: 'NewsPage',
        variables: { page: { param: 'pageId', number: true } },
        image: {
          src: 'newsPage.items.0.posterUrl',
          variants: 'newsPage.items.0.posterVariants',
          sizes: POSTER_SIZES.card,
        },
      },
    ],
  },
  {
    path: '/single-news/:id',
    module: 'single-news',
    catalogs: ['news'],
    data: [
      {
        operation: 'NewsArticle',
        variables: { id: { param: 'id' } },
        image: {
          src: 'newsArticle.item.posterUrl',
          variants: 'newsArticle.item.posterVariants',
          sizes: POSTER_SIZES.article,
        },
      },
    ],
  },
  { path: '/about-us', module: 'about', catalogs: ['content', 'feedback'] },
  { path: '/contacts', module: 'contacts', catalogs: ['content', 'feedback', 'maps'] },
  { path: '/privacy_policy', module: 'privacy-policy', catalogs: ['content'] },
  { path: '/login', module: 'login', catalogs: ['accounts'] },
  { path: '/signup', module: 'signup', catalogs: ['accounts'] },
  { path: '/password-reset/:linkCode?', module: 'password-reset', catalogs: ['accounts'] },
  // An invitation into a haulier company (ADR 0103), from the e-mailed link.
  { path: '/invitation', module: 'invitation', catalogs: ['team'] },
  // The cabinet, the largest, ships to nobody who does not open it.
  {
    path: `${CABINET_PATH}/:tab?`,
    module: 'cabinet',
    catalogs: ['cabinet'],
    // The first tab's parts of a signed-in haulier (routes/cabinet.tsx): its largest element,
    // the tiles, shows with them (ADR 0090).
    signedIn: {
      unless: 'tab',
      parts: ['features/inbox/inbox-line', 'features/needs-me/needs-me-panel'],
      catalogs: ['inbox', 'needs-me'],
      data: [
        { operation: 'Inbox' },
        { operation: 'NeedsMe', variables: { days: { value: EXPIRY_WINDOW_DAYS } } },
      ],
    },
  },
  // A request's confirmation page, inside the tab that sent it (ADR 0091).
  {
    path: `${CABINET_PATH}/:tab/submitted/:submissionId`,
    module: 'cabinet',
    catalogs: ['cabinet'],
  },
  { path: '/verify', module: 'verify', catalogs: ['permit-verification'] },
  { path: '/verify/:code', module: 'verify', catalogs: ['permit-verification'] },
  // The operator office, for operators only; like the cabinet, loaded only by who opens it.
  { path: '/office/*', module: 'office', catalogs: ['office', 'shell'] },
]

/** Any other address. */
export const NOT_FOUND: PageEntry = { path: '*', module: 'not-found', catalogs: ['shell'] }

/** The catalogs every page needs (loaded before the first render). */
export const SHELL_CATALOGS = ['shell'] as const

/** What the shell asks for on every page: whose session the cookie carries, the contacts. */
export const SHELL_DATA: readonly EarlyQuery[] = [
  { operation: 'ShellMe' },
  { operation: 'ShellContacts' },
]
