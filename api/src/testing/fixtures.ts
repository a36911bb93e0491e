import { test as base } from 'vitest'
import { startTestServer } from './test-server.js'

/**
 * The API tests' `test` (and `it`): a test that destructures `server` gets its file's test server
 * (test-server.ts), one per file, closed after the file's last test, and started before the
 * file's first test (file-setup.ts). Setup that needs the server once per file goes in
 * `test.beforeAll(async ({ server }) => …)`.
 *
 * A file whose server needs other settings says so once, at its top level (a file fixture cannot
 * be overridden inside a describe): `test.override({ serverEnv: { PASSWORD_COST: '15' } })`.
 * Where the settings need something started first, serverEnv is a function that starts it and
 * stops it after the server (mail/smtp.test.ts). A second server in a file, one with other
 * settings for a describe or one that is itself under test, is started by hand as before.
 */
export const test = base
  .extend('serverEnv', { scope: 'file' }, {} as Record<string, string>)
  .extend('server', { scope: 'file' }, async ({ serverEnv }, { onCleanup }) => {
    const server = await startTestServer(serverEnv)
    onCleanup(() => server.close())
    return server
  })

export const it = test
