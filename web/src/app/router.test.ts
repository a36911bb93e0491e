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
