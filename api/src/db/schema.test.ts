import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import ts from 'typescript'
import { describe, expect } from 'vitest'
import { it } from '../testing/fixtures.js'
import type { TestServer } from '../testing/test-server.js'

/**
 * db/schema.ts is written by hand for Kysely; this test holds it to the migrated database: the
 * same tables, the same columns, nullable where the column is, and of the matching kind.
 */
type Kind = 'number' | 'string' | 'boolean' | 'date' | 'json'
interface Column {
  kind: Kind
  nullable: boolean
}

const SCHEMA_FILE = fileURLToPath(new URL('./schema.ts', import.meta.url))

/** The select type of every column of every table in the `Database` interface. */
function declaredTables(): Map<string, Map<string, Column>> {
  const program = ts.createProgram([SCHEMA_FILE], { strict: true, noEmit: true })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(SCHEMA_FILE)
  if (!source) throw new Error('schema.ts not found')
  const database = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'Database',
  )
  if (!database) throw new Error('no Database interface in schema.ts')
  const tables = new Map<string, Map<string, Column>>()
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns = new Map<string, Column>()
    const tableType = checker.getTypeOfSymbolAtLocation(table, database)
    for (const column of tableType.getProperties()) {
      let type = checker.getTypeOfSymbolAtLocation(column, database)
      // Kysely's ColumnType<Select, Insert, Update> (and Generated<T>) read as their Select type.
      const select = type.getProperty('__select__')
      if (select) type = checker.getTypeOfSymbolAtLocation(select, database)
      columns.set(column.name, columnOf(checker, type))
    }
    tables.set(table.name, columns)
  }
  return tables
}

function columnOf(checker: ts.TypeChecker, type: ts.Type): Column {
  const parts = type.isUnion() ? type.types : [type]
  const nullable = parts.some((part) => part.flags & ts.TypeFlags.Null)
  const kinds = new Set<Kind>()
  for (const part of parts) {
    const flags = part.flags
    if (flags & ts.TypeFlags.Null || flags & ts.TypeFlags.Undefined) continue
    if (flags & (ts.TypeFlags.NumberLike | ts.TypeFlags.BigIntLike)) kinds.add('number')
    else if (flags & ts.TypeFlags.StringLike) kinds.add('string')
    else if (flags & ts.TypeFlags.BooleanLike) kinds.add('boolean')
    else if (checker.typeToString(part) === 'Date') kinds.add('date')
    else kinds.add('json')
  }
  if (kinds.size !== 1) throw new Error(`a column mixes ${[...kinds].join(', ')}`)
  return { kind: [...kinds][0] as Kind, nullable }
}

/** What each PostgreSQL type reads as through our drivers (ADR 0003). */
const KIND_OF: Record<string, Kind> = {
  integer: 'number',
  smallint: 'number',
  bigint: 'number',
  numeric: 'number',
  'double precision': 'number',
  text: 'string',
  'character varying': 'string',
  date: 'string',
  boolean: 'boolean',
  'timestamp with time zone': 'date',
  jsonb: 'json',
}

async function migratedTables(server: TestServer): Promise<Map<string, Map<string, Column>>> {
  const { rows } = await sql<{
    table_name: string
    column_name: string
    data_type: string
    is_nullable: 'YES' | 'NO'
  }>`select table_name, column_name, data_type, is_nullable from information_schema.columns
     where table_schema = 'public' and table_name not like 'kysely_%'`.execute(server.db)
  const tables = new Map<string, Map<string, Column>>()
  for (const row of rows) {
    const kind = KIND_OF[row.data_type]
    if (!kind) throw new Error(`${row.table_name}.${row.column_name}: unmapped ${row.data_type}`)
    const columns = tables.get(row.table_name) ?? new Map<string, Column>()
    columns.set(row.column_name, { kind, nullable: row.is_nullable === 'YES' })
    tables.set(row.table_name, columns)
  }
  return tables
}

async function viewsOf(server: TestServer): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`select table_name from information_schema.views
     where table_schema = 'public'`.execute(server.db)
  return rows.map((row) => row.table_name)
}

const sorted = (tables: Map<string, Map<string, Column>>) =>
  Object.fromEntries(
    [...tables.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([table, columns]) => [
        table,
        Object.fromEntries([...columns.entries()].sort(([a], [b]) => a.localeCompare(b))),
      ]),
  )

describe('db/schema.ts', () => {
  it('declares exactly the tables and columns the migrations create, with their kind and nullability', async ({
    server,
  }) => {
    const declared = declaredTables()
    const migrated = await migratedTables(server)
    // PostgreSQL calls every column of a view nullable (it does not follow them to their tables):
    // a view's columns are held to their kinds, and their nullability is the declaration's.
    for (const view of await viewsOf(server)) {
      for (const [name, column] of migrated.get(view) ?? []) {
        const nullable = declared.get(view)?.get(name)?.nullable
        if (nullable !== undefined) column.nullable = nullable
      }
    }
    expect(sorted(declared)).toEqual(sorted(migrated))
  })
})
