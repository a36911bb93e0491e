import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { NOT_FOUND, PAGES } from './route-table'

/**
 * Each page loads the catalogs of the features it composes (route-table.ts lists them beside
 * the page's module): a feature the page imports but does not list would show its texts as
 * message ids until another page happened to load them.
 */
const APP = path.dirname(fileURLToPath(import.meta.url))
const pages = [...PAGES, NOT_FOUND].map(({ module, catalogs }) => [module, catalogs] as const)

test('every route lists the catalogs of every feature it imports', () => {
  expect(pages.length).toBeGreaterThanOrEqual(12)
  for (const [route, listed] of pages) {
    const source = readFileSync(path.join(APP, 'routes', `${route}.tsx`), 'utf8')
    const imported = new Set(
      [...source.matchAll(/['"]\.\.\/\.\.\/features\/([\w-]+)\//g)].map((match) => match[1]),
    )
    // The route's own list, and the lists of the parts it loads lazily with their catalogs.
    const lazyLists = [...source.matchAll(/lazyWithCatalogs\([\s\S]*?\[([^\]]*)\]/g)].map(
      (m) => m[1] ?? '',
    )
    const catalogs = new Set([
      ...listed,
      ...lazyLists.flatMap((list) => [...list.matchAll(/'([\w-]+)'/g)].map((m) => m[1])),
    ])
    for (const feature of imported) {
      expect(catalogs.has(feature) || feature === 'shell', `${route} → ${feature}`).toBe(true)
    }
  }
})

/**
 * What index.html asks for at start is only worth it when the page asks for the very same
 * thing: an operation the web has, variables from the page's own address, the image at a place
 * the document selects.
 */
test("every page's early queries are persisted documents, with variables from the page's address", async () => {
  const { patternSource } = await import('../../scripts/route-preloads.mjs')
  const manifest = JSON.parse(
    readFileSync(path.join(APP, '..', 'gql', 'persisted-documents.json'), 'utf8'),
  ) as Record<string, string>
  const documents = Object.values(manifest)
  const early = [...PAGES, NOT_FOUND].flatMap((page) =>
    [...(page.data ?? []), ...(page.signedIn?.data ?? [])].map((query) => ({ page, query })),
  )
  expect(early.map(({ query }) => query.operation)).toEqual(
    expect.arrayContaining(['NewsPage', 'NewsArticle', 'Inbox', 'NeedsMe']),
  )
  for (const { page, query } of early) {
    const document = documents.find((text) =>
      new RegExp(`\\bquery ${query.operation}\\b`).test(text),
    )
    expect(document, query.operation).toBeDefined()
    const groups = new RegExp(patternSource(page.path)).exec(
      page.path.replace(/:(\w+)\??/g, (_part, name: string) => `${name}-value`),
    )?.groups
    for (const [variable, source] of Object.entries(query.variables ?? {})) {
      expect(document, `${query.operation} $${variable}`).toContain(`$${variable}:`)
      if ('param' in source) {
        expect(groups?.[source.param], `${page.path} :${source.param}`).toBe(
          `${source.param}-value`,
        )
      }
    }
    const paths = [query.image?.src, query.image?.variants].filter((path) => path !== undefined)
    for (const key of paths
      .flatMap((path) => path.split('.'))
      .filter((key) => !/^\d+$/.test(key))) {
      expect(document, `${query.operation} ${key}`).toMatch(new RegExp(`\\b${key}\\b`))
    }
  }
})
