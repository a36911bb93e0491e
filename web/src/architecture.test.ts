import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

/**
 * Code flows one way: shared (components, lib, config, gql) → features → app. A feature never
 * imports another feature (the routes in app/ compose them), and shared code imports neither.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url))
const SHARED = ['components', 'lib', 'config', 'gql', 'styles', 'assets']

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(name) ? [file] : []
  })
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const found = text.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.[^'"]+)['"]/g)
  return [...found].map((match) => path.resolve(path.dirname(file), match[1] as string))
}

/** `features/news`, `app`, `lib`… for a file under src/ (main.tsx, the entry, is the app's). */
function areaOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep)
  const [top, second] = parts
  // A file directly under src/ is the app's; a folder's index (`../gql`) is that folder's.
  if (parts.length === 1 && !SHARED.includes(top as string)) return 'app'
  return top === 'features' ? `features/${second}` : (top as string)
}

const problems = sourceFiles(SRC)
  .filter((file) => !/\.test\.tsx?$/.test(file))
  .flatMap((file) => {
    const from = areaOf(file)
    return importsOf(file).flatMap((target) => {
      const to = areaOf(target)
      if (to === from) return []
      const allowed = from === 'app' ? true : SHARED.includes(to)
      return allowed ? [] : [`${path.relative(SRC, file)} → ${path.relative(SRC, target)}`]
    })
  })

test('features import only shared code, shared code imports no feature or the app', () => {
  expect(problems).toEqual([])
})

test('the check sees the source (it would pass vacuously on an empty folder)', () => {
  expect(sourceFiles(SRC).length).toBeGreaterThan(10)
})
