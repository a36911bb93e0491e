import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * The API's tests run twice: on PGlite (embedded, the default) and on the PostgreSQL server of
 * the machine. TEST_POSTGRES=0 leaves the PostgreSQL leg out where there is no server (.ci/run
 * says so when it does). Pure unit tests (*.unit.test.ts) touch no database and run once.
 *
 * Files run two at a time even on two cores: a test file spends much of its time waiting on its
 * servers, so a second one fills the gaps. The few files that measure time or load (a real login
 * during a storm of bad ones, the hashing queue, the mail queue's equal timing, bursts against the
 * rate limits) run afterwards, alone, so that another file's work cannot skew what they measure.
 */
const withPostgres = process.env.TEST_POSTGRES !== '0'
const apiTests = 'api/src/**/*.test.ts'
const gatewayTests = 'gateway/src/**/*.test.ts'
const unitTests = 'api/src/**/*.unit.test.ts'
const measuring = [
  'api/src/accounts/login-storm.test.ts',
  'api/src/http/rate-limit.test.ts',
  'api/src/mail/mail-queue.test.ts',
  'api/src/security/hash-pool.unit.test.ts',
]
const together = { sequence: { groupOrder: 0 } }
const alone = { sequence: { groupOrder: 1 }, maxWorkers: 1 }

const apiLeg = (db: 'pglite' | 'postgres') => {
  const base = { include: [apiTests], env: { TEST_DB: db } }
  const exclude = db === 'postgres' ? [unitTests] : []
  return [
    {
      extends: true,
      test: { ...base, ...together, name: `api:${db}`, exclude: [...exclude, ...measuring] },
    },
    {
      extends: true,
      test: { ...base, ...alone, name: `api:${db}:alone`, include: measuring, exclude },
    },
  ]
}

export default defineConfig({
  test: {
    // Migrated, seeded databases built once per run, copied for each test server.
    globalSetup: ['api/src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // The web's unit tests: pure functions, its catalogs, its import rules.
      { test: { name: 'web', include: ['web/src/**/*.test.ts'], ...together } },
      // The gateway's tests start the real API (PGlite) and the real gateway, one pair per file.
      { extends: true, test: { name: 'gateway', include: [gatewayTests], ...together } },
      ...apiLeg('pglite'),
      ...(withPostgres ? apiLeg('postgres') : []),
    ],
  },
})
