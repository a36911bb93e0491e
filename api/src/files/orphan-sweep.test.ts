import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  isStored,
  type ProgramDatabase,
  rowsWithoutBytes,
  seedHaulier,
  sendApplication,
  uniquePdf,
  withDatabase,
} from '../testing/crash.js'
import { createTestDatabase } from '../testing/database.js'
import { runServer } from '../testing/program.js'

let env: ProgramDatabase & Record<string, string>
let database: Awaited<ReturnType<typeof createTestDatabase>>
beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-orphans-'))
  database = await createTestDatabase(dataDir)
  env = { DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) }
})
afterAll(async () => {
  await database.drop()
  await rm(env.DATA_DIR, { recursive: true, force: true })
})

describe('an API killed between storing an upload and committing its row', {
  timeout: 120_000,
}, () => {
  it('leaves no file without its row once it is back, and no row without its file', async () => {
    const token = await seedHaulier(env)
    const crashing = await runServer({ ...env, FAULT_INJECTION: 'kill-after-upload-stored' })
    const lost = uniquePdf()
    // The answer never comes: the process is gone (SIGKILL) with the bytes in place.
    await expect(sendApplication(crashing.url, token, lost.bytes)).rejects.toThrow()
    expect(await crashing.exited).toBeNull()
    expect(crashing.child.signalCode).toBe('SIGKILL')
    expect(await isStored(env.DATA_DIR, lost.sha256)).toBe(true)

    const restarted = await runServer(env)
    try {
      expect(await isStored(env.DATA_DIR, lost.sha256)).toBe(false)
      expect(restarted.output()).toContain('removed stored files no row refers to')
      // The same file sent again is kept, with its row.
      const sent = await sendApplication(restarted.url, token, lost.bytes)
      expect(sent.status).toBe(200)
      expect(await isStored(env.DATA_DIR, lost.sha256)).toBe(true)
    } finally {
      restarted.child.kill('SIGTERM')
      expect(await restarted.exited).toBe(0)
    }
    expect(await rowsWithoutBytes(env)).toEqual([])
    const rows = await withDatabase(env, (db) =>
      db.selectFrom('files').select('id').where('sha256', '=', lost.sha256).execute(),
    )
    expect(rows).toHaveLength(1)
  })
})
