import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type DocumentNode, parse } from 'graphql'

/** The repository's schema/ folder, from src/ and from dist/ alike. */
export const SCHEMA_DIR = fileURLToPath(new URL('../../schema/', import.meta.url))

/** The SDL files of schema/, one per domain, parsed in name order. */
export function loadTypeDefs(dir = SCHEMA_DIR): DocumentNode[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => parse(readFileSync(path.join(dir, file), 'utf8')))
}
