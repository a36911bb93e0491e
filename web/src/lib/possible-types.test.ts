import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSchema, isInterfaceType, isUnionType } from 'graphql'
import { expect, test } from 'vitest'
import { possibleTypes } from './possible-types'

const SCHEMA = fileURLToPath(new URL('../../../schema/', import.meta.url))

test("the cache's possible types are the schema's interfaces and unions", () => {
  const sdl = readdirSync(SCHEMA)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(path.join(SCHEMA, file), 'utf8'))
    .join('\n')
  const schema = buildSchema(sdl)
  const expected = Object.fromEntries(
    Object.values(schema.getTypeMap())
      .filter((type) => isInterfaceType(type) || isUnionType(type))
      .map((type) => [
        type.name,
        schema
          .getPossibleTypes(type)
          .map((t) => t.name)
          .sort(),
      ]),
  )
  const actual = Object.fromEntries(
    Object.entries(possibleTypes).map(([name, types]) => [name, [...types].sort()]),
  )
  expect(actual).toEqual(expected)
})
