import type { TestProject } from 'vitest/node'
import { ADMIN_URL } from './database.js'
import { pgliteTemplate, postgresTemplate, templateKey } from './templates.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite folder for test servers to copy */
    pgliteTemplate: string
    /** The PostgreSQL database test databases are created from, on the PostgreSQL leg */
    postgresTemplate: string | undefined
  }
}

/** Builds the database templates once for the whole run (see templates.ts). */
export default async function setup(project: TestProject) {
  const key = await templateKey()
  project.provide('pgliteTemplate', await pgliteTemplate(key))
  project.provide(
    'postgresTemplate',
    process.env.TEST_POSTGRES === '0' ? undefined : await postgresTemplate(ADMIN_URL, key),
  )
}
