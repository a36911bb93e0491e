import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tokensRepository } from '../sessions/tokens.repository.js'
import { type ProgramDatabase, programBytes, seedHaulier, withDatabase } from '../testing/crash.js'
import { createTestDatabase } from '../testing/database.js'
import { runServer } from '../testing/program.js'
import { type S3Server, startS3Server, testStorageKind } from '../testing/s3.js'
import { createFileStore } from './storage.js'

const MB = 1024 * 1024
const SIZE = 160 * MB

/** A PDF-headed file of `size` bytes, made a megabyte at a time (never whole in memory). */
function largePdf(size: number) {
  const chunk = Buffer.alloc(MB, 0x20)
  let sent = 0
  return new Readable({
    read() {
      if (sent >= size) return this.push(null)
      const part = sent === 0 ? Buffer.concat([Buffer.from('%PDF-1.4\n'), chunk]) : chunk
      const next = part.subarray(0, Math.min(MB, size - sent))
      sent += next.length
      this.push(next)
    },
  })
}

/** The largest resident memory process `pid` has had, in bytes (Linux's VmHWM). */
async function peakMemory(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) * 1024
}

let env: ProgramDatabase & Record<string, string>
let database: Awaited<ReturnType<typeof createTestDatabase>>
let s3: S3Server | undefined
beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-large-'))
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

describe(`a large stored file (${testStorageKind})`, () => {
  it('is downloaded as a stream: the API never holds it whole', { timeout: 120_000 }, async () => {
    const token = await seedHaulier(env)
    const store = createFileStore(env.DATA_DIR, { bytes: programBytes(env) })
    const stored = await store.save(largePdf(SIZE), { accept: ['pdf'], maxBytes: SIZE })
    stored.release()
    const id = await withDatabase(env, async (db) => {
      const owner = await tokensRepository(db).authenticate(token)
      const row = await db
        .insertInto('files')
        .values({
          owner_id: owner?.id ?? 0,
          sha256: stored.sha256,
          size: stored.size,
          mime: stored.mime,
          original_name: 'large.pdf',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    })

    // The API as its own program, so that its memory alone is measured.
    const api = await runServer(env)
    try {
      const pid = api.child.pid ?? 0
      const before = await peakMemory(pid)
      const response = await fetch(`${api.url}/api/files/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-length')).toBe(String(SIZE))
      expect(response.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''large.pdf")
      let received = 0
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) received += chunk.length
      expect(received).toBe(SIZE)
      // A whole copy would add 160 MB; a stream holds a few buffers of it at a time.
      expect((await peakMemory(pid)) - before).toBeLessThan(64 * MB)
    } finally {
      api.child.kill('SIGTERM')
      await api.exited
    }
  })
})
