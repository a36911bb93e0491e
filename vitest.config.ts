import { defineConfig } from 'vitest/config'

/**
 * The API's tests run twice: on PGlite (embedded, the default) and on the PostgreSQL server of
 * the machine. TEST_POSTGRES=0 leaves the PostgreSQL leg out where there is no server (.ci/run
 * says so when it does). Pure unit tests (*.unit.test.ts) touch no database and run once.
 */
const withPostgres = process.env.TEST_POSTGRES !== '0'
const apiTests = 'api/src/**/*.test.ts'
const gatewayTests = 'gateway/src/**/*.test.ts'
const unitTests = 'api/src/**/*.unit.test.ts'

export default defineConfig({
  test: {
    // Migrated, seeded databases built once per run, copied for each test server.
    globalSetup: ['api/src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      // The web's unit tests: pure functions, its catalogs, its import rules.
      { test: { name: 'web', include: ['web/src/**/*.test.ts'] } },
      // The gateway's tests start the real API (PGlite) and the real gateway, one pair per file.
      { extends: true, test: { name: 'gateway', include: [gatewayTests] } },
      {
        extends: true,
        test: { name: 'api:pglite', include: [apiTests], env: { TEST_DB: 'pglite' } },
      },
      ...(withPostgres
        ? [
            {
              extends: true,
              test: {
                name: 'api:postgres',
                include: [apiTests],
                exclude: [unitTests],
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
})
