import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  isStored,
  type ProgramDatabase,
  programBytes,
  rowsWithoutBytes,
  seedHaulier,
  sendApplication,
  uniquePdf,
  withDatabase,
} from '../testing/crash.js'
import { createTestDatabase } from '../testing/database.js'
import { runServer, type Started } from '../testing/program.js'
import { type S3Server, startS3Server, testStorageKind } from '../testing/s3.js'
import { ORPHAN_SWEEP, sweepOrphans } from './orphan-sweep.js'
import { createFileStore } from './storage.js'
import { storedKey } from './stored-bytes.js'

let env: ProgramDatabase & Record<string, string>
let database: Awaited<ReturnType<typeof createTestDatabase>>
let s3: S3Server | undefined
beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-orphans-'))
  database = await createTestDatabase(dataDir)
  s3 = testStorageKind === 's3' ? await startS3Server() : undefined
  env = {
    DATA_DIR: dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...(s3 ? await s3.bucket() : {}),
  }
})
afterAll(async () => {
  await database.drop()
  await s3?.close()
  await rm(env.DATA_DIR, { recursive: true, force: true })
})

async function stop(server: Started) {
  server.child.kill('SIGTERM')
  expect(await server.exited).toBe(0)
}

describe(`an API killed between storing an upload and committing its row (${testStorageKind})`, {
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
    expect(await isStored(env, lost.sha256)).toBe(true)

    let restarted = await runServer(env)
    if (s3 && env.S3_BUCKET) {
      // A bucket may be shared with other APIs, whose uploads under way have no row yet either:
      // the sweep at start, like every sweep, leaves what is younger than the grace.
      expect(await isStored(env, lost.sha256)).toBe(true)
      await stop(restarted)
      await s3.age(env.S3_BUCKET, `uploads/${storedKey(lost.sha256)}`, ORPHAN_SWEEP.graceMs + 1000)
      const store = createFileStore(env.DATA_DIR, { bytes: programBytes(env) })
      expect(await withDatabase(env, (db) => sweepOrphans(db, store, ORPHAN_SWEEP.graceMs))).toBe(1)
      expect(await isStored(env, lost.sha256)).toBe(false)
      restarted = await runServer(env)
    } else {
      expect(await isStored(env, lost.sha256)).toBe(false)
      expect(restarted.output()).toContain('removed stored files no row refers to')
    }
    try {
      // The same file sent again is kept, with its row.
      const sent = await sendApplication(restarted.url, token, lost.bytes)
      expect(sent.status).toBe(200)
      expect(await isStored(env, lost.sha256)).toBe(true)
    } finally {
      await stop(restarted)
    }
    expect(await rowsWithoutBytes(env)).toEqual([])
    const rows = await withDatabase(env, (db) =>
      db.selectFrom('files').select('id').where('sha256', '=', lost.sha256).execute(),
    )
    expect(rows).toHaveLength(1)
  })
})
