import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * What `npm run build` compiles into dist/: the program of tsconfig.build.json, with every file
 * its imports pull in. Test code must not ship, even when a production module imports it.
 */
const API = fileURLToPath(new URL('..', import.meta.url))

function builtFiles(): string[] {
  const configPath = path.join(API, 'tsconfig.build.json')
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, API)
  const program = ts.createProgram(parsed.fileNames, { ...parsed.options, noEmit: true })
  return program
    .getSourceFiles()
    .map((file) => path.relative(API, file.fileName))
    .filter((file) => file.startsWith('src/'))
}

describe('the build', () => {
  it('ships no test code: no *.test.ts, nothing of src/testing, no test library', () => {
    const files = builtFiles()
    expect(files.length).toBeGreaterThan(100)
    expect(files.filter((file) => file.endsWith('.test.ts'))).toEqual([])
    expect(files.filter((file) => file.startsWith('src/testing/'))).toEqual([])
    expect(files).toContain('src/server.ts')
    const testLibraries = /from '(vitest|fast-check|mailparser|smtp-server)[/']/
    expect(
      files.filter((file) => testLibraries.test(readFileSync(path.join(API, file), 'utf8'))),
    ).toEqual([])
  })
})
