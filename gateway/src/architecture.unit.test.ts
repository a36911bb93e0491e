import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The house rules of the gateway's folders (ADR 0101), as the API and the web keep theirs:
 * imports run one way (no circles, type imports included), the API's code is reached only through
 * its public testing entry, a resolver file holds the resolvers of one GraphQL type, and the
 * generated resolver types map GraphQL types to shapes that live outside `resolvers/`.
 */
const SRC = fileURLToPath(new URL('.', import.meta.url))
const ROOT = path.join(SRC, '../..')

const allFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.startsWith('__generated__/'))
  .sort()
const productionFiles = allFiles.filter(
  (file) => !file.endsWith('.test.ts') && !file.startsWith('testing/'),
)

const sourceOf = (file: string) =>
  ts.createSourceFile(file, readFileSync(path.join(SRC, file), 'utf8'), ts.ScriptTarget.Latest)

/** Every module specifier a file imports or re-exports, type-only ones included. */
function specifiersOf(file: string): string[] {
  return sourceOf(file).statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  )
}

/** The gateway files a file imports (relative specifiers, as paths under src/). */
function localImportsOf(file: string): string[] {
  return specifiersOf(file)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) =>
      path.normalize(path.join(path.dirname(file), specifier)).replace(/\.js$/, '.ts'),
    )
}

/** The import circles among `files`: each as the path around it, once. */
function circlesOf(files: string[]): string[] {
  const graph = new Map(files.map((file) => [file, localImportsOf(file)]))
  const circles = new Set<string>()
  const state = new Map<string, 'open' | 'done'>()
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done' || !graph.has(file)) return
    if (state.get(file) === 'open') {
      const circle = trail.slice(trail.indexOf(file))
      circles.add([...circle, file].join(' → '))
      return
    }
    state.set(file, 'open')
    for (const target of graph.get(file) ?? []) visit(target, [...trail, file])
    state.set(file, 'done')
  }
  for (const file of files) visit(file, [])
  return [...circles]
}

/** The GraphQL object types whose resolvers a file declares (`…: PermitResolvers`). */
function resolvedTypesOf(file: string): string[] {
  const types = new Set<string>()
  for (const statement of sourceOf(file).statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      const annotation = declaration.type
      const name =
        annotation && ts.isTypeReferenceNode(annotation) && ts.isIdentifier(annotation.typeName)
          ? annotation.typeName.text
          : ''
      const type = /^(\w+)Resolvers$/.exec(name)?.[1]
      // Root fields (Query, Mutation) are spread by domain; every other type has one file.
      if (type && type !== 'Query' && type !== 'Mutation') types.add(type)
    }
  }
  return [...types]
}

const kebab = (type: string) => type.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase()

describe('the gateway’s folders', () => {
  it('have no import circles, type imports included', () => {
    expect(circlesOf(productionFiles)).toEqual([])
  })

  it('reach the API’s code only through its public testing entry, and only from tests', () => {
    const wrong = allFiles.flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => {
          if (specifier.startsWith('.')) {
            // The repository's codegen.ts is read by a test; another program's folder never is.
            const target = path.relative(ROOT, path.resolve(SRC, path.dirname(file), specifier))
            return /^(api|web|server-kit)\//.test(target)
          }
          if (!specifier.startsWith('@tmulag/api')) return false
          const test = file.endsWith('.test.ts') || file.startsWith('testing/')
          return specifier !== '@tmulag/api/testing' || !test
        })
        .map((specifier) => `${file} → ${specifier}`),
    )
    expect(wrong).toEqual([])
  })

  it('give each GraphQL type’s resolvers a file of their own, named for the type', () => {
    const wrong = productionFiles
      .filter((file) => file.startsWith('resolvers/'))
      .flatMap((file) => {
        const types = resolvedTypesOf(file)
        if (types.length > 1) return [`${file}: ${types.join(', ')}`]
        const [type] = types
        return type && path.basename(file, '.ts') !== kebab(type) ? [`${file}: ${type}`] : []
      })
    expect(wrong).toEqual([])
  })

  it('map GraphQL types to shapes outside resolvers/ (codegen’s arrows point down)', () => {
    const codegen = readFileSync(path.join(ROOT, 'codegen.ts'), 'utf8')
    const targets = [...codegen.matchAll(/'(\.\.\/[^'#]+)#\w+'/g)].map((match) => match[1])
    expect(targets.length).toBeGreaterThan(5)
    expect(targets.filter((target) => target?.includes('/resolvers/'))).toEqual([])
  })

  it('see the source (the rules would pass vacuously on an empty folder)', () => {
    expect(productionFiles.length).toBeGreaterThan(50)
    expect(
      productionFiles.filter((file) => resolvedTypesOf(file).length > 0).length,
    ).toBeGreaterThan(10)
  })
})
