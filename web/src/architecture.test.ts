import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'

/**
 * Code flows one way: shared (components, lib, config, gql) → features → app. A feature never
 * imports another feature (the routes in app/ compose them), and shared code imports neither.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url))
const SHARED = ['components', 'lib', 'config', 'gql', 'styles', 'assets']

function filesOf(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name)
    if (statSync(file).isDirectory()) return filesOf(file, pattern)
    return pattern.test(name) ? [file] : []
  })
}
const sourceFiles = (folder: string) => filesOf(folder, /\.tsx?$/)

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

/**
 * Shared homes (ADR 0101): what several features need is written once, where style.md says it
 * lives, and these checks keep a second copy from coming back.
 */
const productionSources = sourceFiles(SRC).filter(
  (file) => !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}gql${path.sep}`),
)
const cssModules = filesOf(SRC, /\.css$/)
const relative = (file: string) => path.relative(SRC, file)

/** The texts of a file's string literals, template parts and JSX text (comments left out). */
function literalsOf(file: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), 99, false, kind)
  const texts: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      texts.push(node.text)
    }
    node.forEachChild(visit)
  }
  visit(source)
  return texts
}

/** Every width a file's @media rules name, as written ("56rem", "47.99rem"). */
const mediaWidthsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/@media[^{]*/g)].flatMap((rule) =>
    [...rule[0].matchAll(/(?:min|max)-width:\s*([\d.]+[a-z]*)/g)].map(
      (width) => width[1] as string,
    ),
  )

/** The breakpoints (styles/global.css lists them): a width, or the top of the range below it. */
const BREAKPOINTS = [30, 36, 40, 48, 56, 60, 62, 64, 72, 80]
const isBreakpoint = (width: string) => {
  const rem = /^(\d+(?:\.\d+)?)rem$/.exec(width)?.[1]
  return rem !== undefined && BREAKPOINTS.some((at) => [at, at - 0.01].includes(Number(rem)))
}

describe('shared homes', () => {
  test('the cabinet’s address is spelled only in config/cabinet-paths.ts', () => {
    const wrong = productionSources
      .filter((file) => relative(file) !== path.join('config', 'cabinet-paths.ts'))
      .filter((file) =>
        literalsOf(file).some((text) => /^\/online-application(\/|\?|$)/.test(text)),
      )
      .map(relative)
    expect(wrong).toEqual([])
  })

  test('money is formatted only in lib/money.ts', () => {
    const wrong = productionSources
      .filter((file) => relative(file) !== path.join('lib', 'money.ts'))
      .filter((file) => /\bcurrency\s*:/.test(readFileSync(file, 'utf8')))
      .map(relative)
    expect(wrong).toEqual([])
  })

  test('a cabinet tab’s heading recipe lives only in components/tab-title.module.css', () => {
    const recipe =
      /font-size:\s*var\(--text-2xl\);?\s*\}\s*@media \(min-width: 56rem\) \{\s*\.\w+ \{\s*font-size:\s*var\(--text-3xl\)/
    const homes = cssModules.filter((file) => recipe.test(readFileSync(file, 'utf8')))
    expect(homes.map(relative)).toEqual([path.join('components', 'tab-title.module.css')])
  })

  test('media queries use the breakpoints, in rem', () => {
    const widths = cssModules.flatMap((file) =>
      mediaWidthsOf(file).map((width) => `${relative(file)}: ${width}`),
    )
    expect(widths.length).toBeGreaterThan(20)
    expect(widths.filter((entry) => !isBreakpoint(entry.split(': ')[1] as string))).toEqual([])
  })
})
