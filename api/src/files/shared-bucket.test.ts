import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.js'
import { createLogger, startApi } from '../start.js'
import { seedHaulier, sendApplication, uniquePdf } from '../testing/crash.js'
import { createTestDatabase } from '../testing/database.js'
import { type S3Server, startS3Server } from '../testing/s3.js'

/**
 * A cluster: two APIs behind a balancer, each with its own data folder, sharing one database
 * (PostgreSQL) and one bucket. What one stored, the other serves.
 */
type Api = Awaited<ReturnType<typeof startApi>>
let s3: S3Server
let database: Awaited<ReturnType<typeof createTestDatabase>>
let shared: Record<string, string>
const apis: Api[] = []
const folders: string[] = []

beforeAll(async () => {
  s3 = await startS3Server()
  const first = await mkdtemp(path.join(os.tmpdir(), 'api-cluster-'))
  folders.push(first)
  database = await createTestDatabase(first)
  if (!database.url) throw new Error('two APIs need a database they can share: run on PostgreSQL')
  shared = { DATABASE_URL: database.url, ...(await s3.bucket()) }
  for (const dataDir of [first, await mkdtemp(path.join(os.tmpdir(), 'api-cluster-'))]) {
    if (!folders.includes(dataDir)) folders.push(dataDir)
    const config = loadConfig({
      API_PORT: '0',
      DATA_DIR: dataDir,
      PASSWORD_COST: '10',
      LOG_LEVEL: 'silent',
      ...shared,
    })
    apis.push(await startApi(config, createLogger(config)))
  }
})
afterAll(async () => {
  for (const api of apis) await api.close()
  await database?.drop()
  await s3?.close()
  for (const folder of folders) await rm(folder, { recursive: true, force: true })
})

async function uploadedFileId(api: Api, token: string, pdf: Uint8Array) {
  const sent = await sendApplication(api.url, token, pdf)
  expect(sent.status).toBe(200)
  const { id } = (await sent.json()) as { id: number }
  const row = await api.database.db
    .selectFrom('online_applications')
    .select('dowlet_sanaw_file_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return row.dowlet_sanaw_file_id
}

describe('two APIs sharing one bucket and one database', { timeout: 60_000 }, () => {
  it("serve each other's uploads, byte for byte, with the same headers", async () => {
    const [first, second] = apis as [Api, Api]
    const token = await seedHaulier({ DATA_DIR: folders[0] ?? '', ...shared })
    for (const [uploader, reader] of [
      [first, second],
      [second, first],
    ] as const) {
      const pdf = uniquePdf(300_000)
      const fileId = await uploadedFileId(uploader, token, pdf.bytes)
      const download = await fetch(`${reader.url}/api/files/${fileId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(download.status).toBe(200)
      expect(download.headers.get('content-type')).toBe('application/pdf')
      expect(download.headers.get('content-length')).toBe('300000')
      expect(download.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''sanaw.pdf")
      expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf.bytes))).toBe(true)
    }
  })

  it("a third one's sweep at start leaves another API's fresh upload that has no row yet", async () => {
    const [first] = apis as [Api, Api]
    const pdf = uniquePdf(10_000)
    // Stored by the first API, its row not yet written (its request still under way).
    const stored = await first.fileStore.save(Readable.from([Buffer.from(pdf.bytes)]), {
      accept: ['pdf'],
      maxBytes: 20_000,
    })
    const third = await startApi(
      loadConfig({
        API_PORT: '0',
        DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'api-cluster-')),
        LOG_LEVEL: 'silent',
        ...shared,
      }),
    )
    folders.push(third.fileStore.root.replace(/\/uploads$/, ''))
    try {
      expect(await third.fileStore.bytes.writtenAt(stored.sha256)).toBeDefined()
    } finally {
      stored.release()
      await third.close()
    }
  })
})
