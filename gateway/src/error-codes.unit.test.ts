import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { buildASTSchema, concatAST, isEnumType } from 'graphql'
import { describe, expect, test } from 'vitest'
import { PUBLIC_CODES } from './errors.js'
import { loadTypeDefs } from './schema.js'

const SRC = import.meta.dirname
const TABLE = path.resolve(SRC, '../../docs/gateway/error-codes.md')

/** The codes of the table under `heading`: the first cell of each row, in backticks. */
function documented(heading: string): string[] {
  const text = readFileSync(TABLE, 'utf8')
  const section = text.split(/^## /m).find((part) => part.startsWith(heading)) ?? ''
  return [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1] as string)
}

const schema = buildASTSchema(concatAST(loadTypeDefs()))
const enumValues = (name: string) => {
  const type = schema.getType(name)
  return isEnumType(type) ? type.getValues().map((value) => value.name) : []
}

/** The gateway's own source files (no tests, nothing generated). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(file)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : []
  })
}

describe('the table of error codes (docs/gateway/error-codes.md)', () => {
  test('lists exactly the top-level codes the gateway lets through', () => {
    const sent = [...PUBLIC_CODES, 'INTERNAL_SERVER_ERROR']
    expect(documented('Top-level errors').sort()).toEqual(sent.sort())
  })

  test("lists exactly the schema's UserErrorCode values", () => {
    expect(documented('User errors').sort()).toEqual(enumValues('UserErrorCode').sort())
  })

  test('knows every code the source sets or compares', () => {
    const known = new Set([...documented('Top-level errors'), ...documented('User errors')])
    const found = new Set<string>()
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8')
      const patterns = [
        /code\??\s*(?::|===|!==)\s*'([A-Z_]+)'/g,
        /'([A-Z_]{4,})'\s*\|\s*'[A-Z_]{4,}'/g,
        /'[A-Z_]{4,}'\s*\|\s*'([A-Z_]{4,})'/g,
      ]
      for (const pattern of patterns) {
        for (const match of text.matchAll(pattern)) found.add(match[1] as string)
      }
    }
    expect(found.size).toBeGreaterThan(5)
    expect([...found].filter((code) => !known.has(code))).toEqual([])
  })
})
