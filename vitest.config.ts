import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The API's tests run twice: on PGlite (embedded, the default) and on the PostgreSQL server of
 * the machine. TEST_POSTGRES=0 leaves the PostgreSQL leg out where there is no server (.ci/run
 * says so when it does). Pure unit tests (*.unit.test.ts) touch no database and run once.
 *
 * Files run two at a time even on two cores: a test file spends much of its time waiting on its
 * servers, so a second one fills the gaps. The few files that measure time or load (a real login
 * during a storm of bad ones, a crowd of good ones behind one address, the hashing queue, the mail queue's equal timing, bursts against the
 * rate limits) run afterwards, alone, so that another file's work cannot skew what they measure.
 */
const require = createRequire(import.meta.url)
const withPostgres = process.env.TEST_POSTGRES !== '0'
const apiTests = 'api/src/**/*.test.ts'
const gatewayTests = 'gateway/src/**/*.test.ts'
const unitTests = 'api/src/**/*.unit.test.ts'
const measuring = [
  'api/src/accounts/login-storm.test.ts',
  'api/src/accounts/login-limits.test.ts',
  'api/src/http/rate-limit.test.ts',
  'api/src/mail/mail-queue.test.ts',
  'api/src/security/hash-pool.unit.test.ts',
]
// Files whose subject is not the database (a process's start and its refusals, HTTP headers, the
// SMTP client, the OpenAPI description): their servers run on PGlite whatever the leg, or their
// answers do not depend on the engine, so they run once, in the PGlite leg.
const engineFree = [
  'api/src/lifecycle/lifecycle.test.ts',
  'api/src/http/cors.test.ts',
  'api/src/http/compression.test.ts',
  'api/src/http/request-ids.test.ts',
  'api/src/http/trust-proxy.test.ts',
  'api/src/http/client-errors.test.ts',
  'api/src/openapi/openapi.test.ts',
  'api/src/mail/smtp.test.ts',
]
// The fuzz tests' size and seed: `npm run fuzz` gives thousands of cases, `npm test` a short run
// with a fixed seed (0 here: api/src/testing/fuzz-settings.ts chooses).
const fuzz = {
  runs: Number.parseInt(process.env.FUZZ_RUNS ?? '0', 10) || 0,
  seed: Number.parseInt(process.env.FUZZ_SEED ?? '0', 10) || 0,
}
const together = { sequence: { groupOrder: 0 } }
/**
 * The API's and the gateway's test files share their worker's loaded modules (ADR 0110): each
 * file starts its own servers on its own database, so nothing of a test lives in a module; loading
 * the programs' hundreds of modules once per worker instead of once per file halves the time.
 * The web's files (a DOM each) and those that time or stop processes stay isolated.
 */
const sharingModules = { isolate: false }
// Before each API test file: its test server's settings reset and the server started early.
const apiFileSetup = 'api/src/testing/file-setup.ts'
const alone = { sequence: { groupOrder: 1 }, maxWorkers: 1 }

/**
 * The tests of what stores, serves and removes uploaded files run once more with the uploads in
 * a bucket of a local S3-compatible server (TEST_STORAGE=s3, api/src/testing/s3.ts), on
 * PostgreSQL where there is one: two APIs sharing a bucket need a database they can share too.
 */
const storageTests = [
  'api/src/files/**/*.test.ts',
  'api/src/content/poster-variants.test.ts',
  'api/src/content/office-news.test.ts',
  'api/src/requests/online-applications.test.ts',
  'api/src/clients/clients.test.ts',
  'api/src/clients/clients.validation.test.ts',
  'api/src/permit-documents/permit-documents.test.ts',
  'api/src/receipts/receipts.test.ts',
]
// Tests of S3 alone: run on the s3 leg only (two APIs sharing a bucket need PostgreSQL as well).
const sharedDatabaseTests = ['api/src/files/shared-bucket.test.ts']
const s3OnlyTests = [...sharedDatabaseTests, 'api/src/files/s3-startup.test.ts']
// The memory of a large download depends on the store, not the database: once per store.
const onceTests = ['api/src/files/large-download.test.ts']
// The job queue of PostgreSQL (pg-boss, ADR 0105) across two instances: the PostgreSQL leg only.
const postgresOnly = ['api/src/reminders/reminder-queue.test.ts']
/**
 * What the PostgreSQL leg runs (ADR 0110): PGlite is PostgreSQL itself, compiled to WebAssembly,
 * so a query answers the same on both; they differ in what surrounds the queries: one connection
 * against a pool of them, locks and transactions at the same moment, LISTEN/NOTIFY, timeouts,
 * templates, migrations of a server's data. Every file runs on PGlite (what `npm start` runs);
 * the files about those run on PostgreSQL too. The stores' tests run on PostgreSQL in the S3 leg.
 */
const postgresSubjects = [
  'api/src/db/**/*.test.ts',
  'api/src/health/**/*.test.ts',
  'api/src/cluster/**/*.test.ts',
  'api/src/live/**/*.test.ts',
  'api/src/sessions/session-cache.test.ts',
  'api/src/reminders/**/*.test.ts',
  'api/src/companies/**/*.test.ts',
  // Races: writes of one record at once, limits counted at once, a claim taken by two.
  'api/src/http/idempotency.test.ts',
  'api/src/http/rate-limit.test.ts',
  'api/src/accounts/login-limits.test.ts',
  'api/src/accounts/registration.test.ts',
  'api/src/fleet/fleet-versions.test.ts',
  'api/src/fleet/transports.test.ts',
  'api/src/content/news.test.ts',
  'api/src/operators/claims.test.ts',
  'api/src/payments/payments.test.ts',
  'api/src/permits/permits.test.ts',
  'api/src/mail/mail-queue.test.ts',
]
const apiLeg = (db: 'pglite' | 'postgres') => {
  const base = {
    include: db === 'postgres' ? postgresSubjects : [apiTests],
    env: { TEST_DB: db },
    setupFiles: [apiFileSetup],
  }
  const exclude = [
    ...(db === 'postgres' ? [unitTests, ...engineFree, ...onceTests] : postgresOnly),
    ...s3OnlyTests,
  ]
  return [
    {
      extends: true,
      test: {
        ...base,
        ...together,
        ...sharingModules,
        name: `api:${db}`,
        exclude: [...exclude, ...measuring],
      },
    },
    {
      extends: true,
      test: {
        ...base,
        ...alone,
        name: `api:${db}:alone`,
        include:
          db === 'postgres'
            ? measuring.filter((file) => postgresSubjects.includes(file))
            : measuring,
        exclude,
      },
    },
  ]
}

const s3Leg = {
  extends: true,
  test: {
    name: 'api:s3',
    include: storageTests,
    exclude: [unitTests, ...(withPostgres ? [] : sharedDatabaseTests)],
    env: { TEST_DB: withPostgres ? 'postgres' : 'pglite', TEST_STORAGE: 's3' },
    setupFiles: [apiFileSetup],
    ...together,
    ...sharingModules,
  },
}

// Lingui's Vite and Babel plugins look for their config from the working directory (the web's
// folder when it builds); the web's component tests start from the repository's root.
process.env.LINGUI_CONFIG ??= fileURLToPath(new URL('./web/lingui.config.ts', import.meta.url))

// The programs' shared kit (server-kit/) is tested from its source, as the programs are: the
// built form its package exports is for `node`, and no test waits for a build.
const serverKit = {
  find: /^@tmulag\/server-kit\/(.+)$/,
  replacement: fileURLToPath(new URL('./server-kit/src/$1.ts', import.meta.url)),
}

export default defineConfig({
  resolve: { alias: [serverKit] },
  test: {
    // Migrated, seeded databases built once per run, copied for each test server.
    globalSetup: ['api/src/testing/global-setup.ts'],
    provide: { fuzz },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // The web's tests: pure functions, its catalogs, its import rules, and its shared components
      // (*.test.tsx, in happy-dom, built by the web's own Vite config so Lingui's macros compile).
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          // scripts/: what makes the web's static files (the application letters) and their checks.
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          // Libraries that use React are bundled with the tests, so that the web's `dedupe` gives
          // them the web's React 19 (the gateway's explorer keeps React 18 at the root).
          server: { deps: { inline: [/@lingui\//, /react-router/, /@apollo\//] } },
          ...together,
        },
      },
      // The gateway's tests start the real API (PGlite) and the real gateway, one pair per file.
      // Node loads graphql's CommonJS build for Apollo Server and graphql-tools; Vite would give
      // the gateway's own files the ES build, a second copy whose `instanceof` checks refuse the
      // first's schema. One copy, as in production.
      {
        extends: true,
        resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
        test: { name: 'gateway', include: [gatewayTests], ...together, ...sharingModules },
      },
      // What the API and the gateway share (server-kit/): pure functions of their settings.
      { extends: true, test: { name: 'server-kit', include: ['server-kit/src/**/*.test.ts'] } },
      // The mixed load, short (tests/load/): the real gateway and API under a few seconds of
      // load, alone so that no other file's work weighs on it nor it on theirs.
      {
        extends: true,
        resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
        test: { name: 'load', include: ['tests/load/**/*.test.ts'], ...alone },
      },
      // A cluster's life (tests/cluster/): the programs started, stopped and killed as processes,
      // two APIs on one throw-away PostgreSQL database; and `npm run cluster`'s topology behind
      // nginx, from the built programs (ADR 0102); alone, as they time their stops.
      {
        extends: true,
        test: { name: 'cluster', include: ['tests/cluster/**/*.test.ts'], ...alone },
      },
      ...apiLeg('pglite'),
      ...(withPostgres ? apiLeg('postgres') : []),
      s3Leg,
    ],
  },
})
