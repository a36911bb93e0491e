import { readFileSync } from 'node:fs'
import { afterAll, expect } from 'vitest'
import { test } from './fixtures.js'
import { stopLeftPrograms } from './program.js'

/*
 * Run before each API test file (vitest.config.ts's setupFiles). A worker's files share its loaded
 * modules (ADR 0110), fixtures.ts among them, so what a file changes there must not reach the
 * next one, and what was done once when each file loaded fixtures.ts anew is done here.
 *
 * The server's settings go back to the defaults: a file that needs others says so with
 * `test.override` at its top level, which replaces the fixtures of every file after it too.
 */
test.override({ serverEnv: {} })

/*
 * A file whose tests use the test server starts it in a first beforeAll, under the hook's
 * timeout: otherwise a fixture is set up inside the first test that asks for it, within that
 * test's 30 s, and a loaded machine can take longer to start a server. The file's own beforeAll
 * hooks run after this one.
 */
const file = expect.getState().testPath
if (file && /from '(\.\.?\/)+(testing\/)?fixtures\.js'/.test(readFileSync(file, 'utf8'))) {
  test.beforeAll(({ server }) => void server)
}

/*
 * Registered before the file's own hooks, so it runs after them: an API a failed test started as
 * its own program (`runServer`) and never stopped is killed here, not left running.
 */
afterAll(stopLeftPrograms)
