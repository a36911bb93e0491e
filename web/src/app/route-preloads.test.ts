import { fileURLToPath } from 'node:url'
import vm from 'node:vm'
import { expect, test, vi } from 'vitest'
import {
  earlyQueries,
  hashesByOperation,
  type PreloadMap,
  patternSource,
  startScript,
} from '../../scripts/route-preloads.mjs'
import { EXPIRY_WINDOW_DAYS } from '../config/needs-me'
import { POSTER_SIZES } from '../config/poster-sizes'
import { srcSetOf } from '../lib/image-sources'
import { NOT_FOUND, PAGES, SHELL_DATA } from './route-table'

/**
 * index.html's inline script, run as a browser would run it before any of the web's code: what
 * it asks the gateway for, and what image it preloads once an answer names one.
 */
const hashes = hashesByOperation(
  fileURLToPath(new URL('../gql/persisted-documents.json', import.meta.url)),
)
const map: PreloadMap = {
  f: [],
  c: {},
  s: [],
  d: earlyQueries(SHELL_DATA, hashes),
  p: [...PAGES, NOT_FOUND].map((page) => [
    patternSource(page.path),
    [],
    [],
    earlyQueries(page.data, hashes),
    page.signedIn ? [page.signedIn.unless, [], [], earlyQueries(page.signedIn.data, hashes)] : null,
  ]),
}

function openPage(
  pathname: string,
  data: (operation: string) => unknown = () => ({}),
  { signedIn = false } = {},
) {
  const asked: { operation: string | null; variables: unknown }[] = []
  const links: Record<string, unknown>[] = []
  const stored: Record<string, string> = { lang: 'en', ...(signedIn ? { auth: 'true' } : {}) }
  const browser = {
    location: { pathname },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    performance: { now: () => 0 },
    window: {},
    document: {
      createElement: () => ({}),
      head: { append: (link: Record<string, unknown>) => links.push(link) },
    },
    fetch(url: string) {
      const query = new URL(url, 'http://portal.test').searchParams
      const operation = query.get('operationName')
      asked.push({ operation, variables: JSON.parse(query.get('variables') ?? 'null') })
      const body = { data: operation ? data(operation) : null }
      return Promise.resolve({ ok: true, clone: () => ({ json: async () => body }) })
    },
  }
  vm.runInNewContext(
    startScript(map, {
      storageKey: 'lang',
      authKey: 'auth',
      locales: ['tm', 'ru', 'en'],
      graphqlPath: '/graphql',
    }),
    browser,
  )
  const images = () => links.filter((link) => link.as === 'image')
  return { asked, images }
}

const rendering = (width: number) => ({ url: `/storage/news-posters/9/${width}.webp`, width })

test('a news page of any number asks for its news before any code has arrived', () => {
  for (const page of [1, 9, 12, 130]) {
    expect(openPage(`/news-all/${page}`).asked).toEqual([
      { operation: 'ShellMe', variables: {} },
      { operation: 'ShellContacts', variables: {} },
      { operation: 'NewsPage', variables: { page } },
    ])
  }
  // An address that names no page asks for the shell's data only.
  for (const page of ['0', 'x', '07']) {
    expect(openPage(`/news-all/${page}`).asked.map(({ operation }) => operation)).toEqual([
      'ShellMe',
      'ShellContacts',
    ])
  }
})

test("a signed-in haulier's first tab asks for the inbox and what needs them at once; another tab or a visitor does not", () => {
  const operations = (pathname: string, signedIn: boolean) =>
    openPage(pathname, () => ({}), { signedIn }).asked
  expect(operations('/online-application', true)).toEqual([
    { operation: 'ShellMe', variables: {} },
    { operation: 'ShellContacts', variables: {} },
    { operation: 'Inbox', variables: {} },
    // As the panel asks (features/needs-me/api/needs-me.ts), so the client takes the answer.
    { operation: 'NeedsMe', variables: { days: EXPIRY_WINDOW_DAYS } },
  ])
  for (const [pathname, signedIn] of [
    ['/online-application', false],
    ['/online-application/teamTab', true],
    ['/online-application/ePermitHistory', true],
  ] as const) {
    expect(operations(pathname, signedIn).map(({ operation }) => operation)).toEqual([
      'ShellMe',
      'ShellContacts',
    ])
  }
})

test('the first poster is preloaded with its renderings and sizes, as the card will ask for it', async () => {
  const variants = [rendering(1200), rendering(400), rendering(800)]
  const { images } = openPage('/news-all/2', () => ({
    newsPage: { items: [{ posterUrl: '/storage/news-posters/9', posterVariants: variants }] },
  }))
  await vi.waitFor(() => expect(images()).toHaveLength(1))
  expect(images()[0]).toEqual({
    rel: 'preload',
    as: 'image',
    href: '/storage/news-posters/9',
    fetchPriority: 'high',
    imageSrcset: srcSetOf(variants),
    imageSizes: POSTER_SIZES.card,
  })
})

test("an article's drawn poster is preloaded by its address alone", async () => {
  const { asked, images } = openPage('/single-news/5', () => ({
    newsArticle: { item: { posterUrl: '/storage/posters/road-safety.svg', posterVariants: [] } },
  }))
  expect(asked.at(-1)).toEqual({ operation: 'NewsArticle', variables: { id: '5' } })
  await vi.waitFor(() => expect(images()).toHaveLength(1))
  expect(images()[0]).toEqual({
    rel: 'preload',
    as: 'image',
    href: '/storage/posters/road-safety.svg',
    fetchPriority: 'high',
  })
})

test('an image address off the site is never preloaded', async () => {
  const { asked, images } = openPage('/single-news/6', () => ({
    newsArticle: {
      item: {
        posterUrl: 'https://elsewhere.example/x.png',
        posterVariants: [{ url: 'https://elsewhere.example/x.webp', width: 400 }],
      },
    },
  }))
  expect(asked).toHaveLength(3)
  // The answer has been read once the next macrotask runs; nothing was added.
  await new Promise((resolve) => setImmediate(resolve))
  expect(images()).toEqual([])
})
