import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The house rules of the API's folders (ADR 0022): dependencies run one way, shared → domains →
 * app, and a domain reaches another only through that domain's `*.shared.ts` modules.
 */
const SRC = fileURLToPath(new URL('.', import.meta.url))

/** Infrastructure every domain may use; it knows no domain. */
const SHARED = [
  'access',
  'audit',
  'calendar',
  'cluster',
  'db',
  'files',
  'health',
  'http',
  'i18n',
  'lifecycle',
  // The live screens' events (ADR 0107): written by the status history and by claims.
  'live',
  'mail',
  'metrics',
  'openapi',
  'plates',
  'security',
  'sessions',
]
const DOMAINS = [
  'accounts',
  'clients',
  'companies',
  'content',
  'feedback',
  'fleet',
  'needs-me',
  'operators',
  'payments',
  'permit-documents',
  'permits',
  'receipts',
  'reference',
  'reminders',
  'requests',
  'timelines',
]
/** Modules at the root that every layer may import: settings and shared types. */
const ROOT_SHARED = ['config.ts', 'context.ts', 'types.ts']

interface Edge {
  from: string
  to: string
}

function productionFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.startsWith('testing/'))
}

function importsOf(file: string): Edge[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(SRC, file), 'utf8'), 99)
  const edges: Edge[] = []
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined
    if (!specifier?.startsWith('.')) continue
    const target = path.normalize(path.join(path.dirname(file), specifier)).replace(/\.js$/, '.ts')
    edges.push({ from: file, to: target })
  }
  return edges
}

const folderOf = (file: string) => (file.includes('/') ? (file.split('/')[0] as string) : '.')
const edges = productionFiles().flatMap(importsOf)
const show = (list: Edge[]) => list.map((edge) => `${edge.from} → ${edge.to}`)

describe('the API’s folders', () => {
  it('are each either shared, a domain or the composition root', () => {
    const folders = new Set(productionFiles().map(folderOf))
    folders.delete('.')
    expect([...folders].filter((folder) => ![...SHARED, ...DOMAINS].includes(folder))).toEqual([])
  })

  it('keep shared modules free of any domain and of the composition root', () => {
    const wrong = edges.filter(({ from, to }) => {
      const shared = SHARED.includes(folderOf(from)) || ROOT_SHARED.includes(from)
      if (!shared) return false
      return folderOf(to) === '.' ? !ROOT_SHARED.includes(to) : !SHARED.includes(folderOf(to))
    })
    expect(show(wrong)).toEqual([])
  })

  it('let a domain reach another only through its *.shared.ts modules', () => {
    const wrong = edges.filter(({ from, to }) => {
      const source = folderOf(from)
      const target = folderOf(to)
      return (
        DOMAINS.includes(source) &&
        DOMAINS.includes(target) &&
        source !== target &&
        !to.endsWith('.shared.ts')
      )
    })
    expect(show(wrong)).toEqual([])
  })

  it('let only the program import the composition root', () => {
    const wrong = edges.filter(
      ({ from, to }) =>
        ['app.ts', 'start.ts', 'server.ts', 'prepare-database.ts'].includes(to) &&
        !['server.ts', 'start.ts', 'migrate.ts'].includes(from),
    )
    expect(show(wrong)).toEqual([])
  })

  it('keep SQL in repositories (and the database folder’s migrations, seed and driver)', () => {
    const query = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/
    const wrong = productionFiles().filter(
      (file) =>
        !file.endsWith('.repository.ts') &&
        folderOf(file) !== 'db' &&
        query.test(readFileSync(path.join(SRC, file), 'utf8')),
    )
    expect(wrong).toEqual([])
  })
})
