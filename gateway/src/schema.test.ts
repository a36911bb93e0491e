import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { generate } from '@graphql-codegen/cli'
import {
  buildASTSchema,
  concatAST,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
} from 'graphql'
import { describe, expect, it } from 'vitest'
import codegenConfig from '../../codegen.js'
import { loadTypeDefs } from './schema.js'

const ROOT = path.resolve(import.meta.dirname, '../..')

describe('the schema', () => {
  it('describes every type, field, argument and input field', () => {
    const schema = buildASTSchema(concatAST(loadTypeDefs()))
    const missing: string[] = []
    for (const type of Object.values(schema.getTypeMap())) {
      if (
        type.name.startsWith('__') ||
        ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)
      )
        continue
      if (!type.description && !['Query', 'Mutation'].includes(type.name)) missing.push(type.name)
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`)
          for (const arg of 'args' in field ? field.args : []) {
            if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`)
          }
        }
      }
      if (isEnumType(type)) {
        for (const value of type.getValues()) {
          if (!value.description) missing.push(`${type.name}.${value.name}`)
        }
      }
    }
    expect(missing).toEqual([])
  })
})

describe('generated code', () => {
  it('is what codegen makes of the schema today (run `npm run codegen` after changing it)', async () => {
    const previous = process.cwd()
    process.chdir(ROOT)
    try {
      const outputs = await generate({ ...codegenConfig, silent: true, verbose: false }, false)
      expect(outputs.length).toBeGreaterThan(0)
      for (const output of outputs) {
        const onDisk = await readFile(path.join(ROOT, output.filename), 'utf8').catch(() => '')
        expect(onDisk, `${output.filename} is stale`).toBe(output.content)
      }
    } finally {
      process.chdir(previous)
    }
  }, 60_000)
})
