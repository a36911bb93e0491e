import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

/**
 * Each page loads the catalogs of the features it composes (router.tsx lists them beside the
 * route's module): a feature the route imports but does not list would show its texts as
 * message ids until another page happened to load them.
 */
const APP = path.dirname(fileURLToPath(import.meta.url))
const router = readFileSync(path.join(APP, 'router.tsx'), 'utf8')
const pages = [...router.matchAll(/page\(\(\) => import\('\.\/routes\/([\w-]+)'\),\s*\[([^\]]*)\]\)/g)]

test('every route lists the catalogs of every feature it imports', () => {
  expect(pages.length).toBeGreaterThanOrEqual(12)
  for (const [, route, listed] of pages) {
    const source = readFileSync(path.join(APP, 'routes', `${route}.tsx`), 'utf8')
    const imported = new Set(
      [...source.matchAll(/['"]\.\.\/\.\.\/features\/([\w-]+)\//g)].map((match) => match[1]),
    )
    const catalogs = new Set([...(listed ?? '').matchAll(/'([\w-]+)'/g)].map((match) => match[1]))
    for (const feature of imported) {
      expect(catalogs.has(feature) || feature === 'shell', `${route} → ${feature}`).toBe(true)
    }
  }
})
