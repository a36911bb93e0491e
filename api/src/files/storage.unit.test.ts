import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.js'
import { type S3Server, startS3Server } from '../testing/s3.js'
import {
  APPLICATION_FILE_KINDS,
  detectFileType,
  PROFILE_IMAGE_KINDS,
  SNIFF_BYTES,
} from './file-types.js'
import { cleanFileName } from './multipart.js'
import { s3Bytes } from './s3-bytes.js'
import { createFileStore, type FileStore } from './storage.js'

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
const bytes = (head: Buffer, size: number) =>
  Buffer.concat([head, Buffer.alloc(size - head.length)])

let dataDir: string
let s3: S3Server
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-'))
  s3 = await startS3Server()
})
afterAll(async () => {
  await s3.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** A file store of its own, its bytes in a folder of `dataDir` or in a fresh bucket. */
async function storeOn(kind: 'local' | 's3'): Promise<FileStore> {
  const own = await mkdtemp(path.join(dataDir, `${kind}-`))
  if (kind === 'local') return createFileStore(own)
  const settings = loadConfig(await s3.bucket()).s3
  if (!settings) throw new Error('the S3 settings were not read')
  const store = createFileStore(own, { bytes: s3Bytes(settings) })
  await store.check()
  return store
}

/** The stored bytes of `sha256`, or undefined when the store has none. */
async function storedBytes(store: FileStore, sha256: string) {
  const stream = await store.open(sha256)
  return stream && buffer(stream)
}

describe('file types', () => {
  it('tells each accepted type by its first bytes', () => {
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.kind).toBe('jpeg')
    expect(detectFileType(PNG)?.kind).toBe('png')
    expect(detectFileType(Buffer.from('GIF89a....'))?.kind).toBe('gif')
    expect(detectFileType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))?.kind).toBe('webp')
    expect(detectFileType(Buffer.from('%PDF-1.7\n'))?.kind).toBe('pdf')
    expect(detectFileType(bytes(Buffer.from('BM'), 64))?.kind).toBe('bmp')
    const svg = '\uFEFF<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="x"></svg>'
    expect(detectFileType(Buffer.from(svg))?.kind).toBe('svg')
  })

  it('does not take a name or a claim for the content', () => {
    expect(detectFileType(Buffer.from('MZ\x90\x00\x03\x00\x00\x00'))).toBeNull()
    expect(detectFileType(Buffer.from('\x7fELF\x02\x01\x01'))).toBeNull()
    expect(detectFileType(Buffer.from('<html><svg></svg></html>'))).toBeNull()
    expect(detectFileType(Buffer.from('hello, this is text'))).toBeNull()
  })
})

describe.each(['local', 's3'] as const)('file store (%s)', (kind) => {
  let store: FileStore
  beforeAll(async () => {
    store = await storeOn(kind)
  })

  it('never removes bytes another request still holds, even when no row refers to them yet', async () => {
    const content = bytes(PNG, 800)
    const options = { maxBytes: 1000, accept: PROFILE_IMAGE_KINDS }
    const failing = await store.save(Readable.from([content]), options)
    const succeeding = await store.save(Readable.from([content]), options)
    const noRow = async () => false

    failing.release()
    expect(await store.removeUnlessUsed(failing.sha256, noRow)).toBe(false)
    expect(await storedBytes(store, succeeding.sha256)).toEqual(content)

    succeeding.release()
    succeeding.release() // idempotent: one request's hold counts once
    expect(await store.removeUnlessUsed(failing.sha256, async () => true)).toBe(false)
    expect(await store.removeUnlessUsed(failing.sha256, noRow)).toBe(true)
    expect(await storedBytes(store, failing.sha256)).toBeUndefined()
  })

  it('keeps the bytes under their SHA-256, once for identical uploads', async () => {
    const content = bytes(PNG, 1000)
    const first = await store.save(Readable.from([content]), {
      maxBytes: 1000,
      accept: PROFILE_IMAGE_KINDS,
    })
    expect(first).toMatchObject({ size: 1000, mime: 'image/png', created: true })
    expect(await storedBytes(store, first.sha256)).toEqual(content)
    const again = await store.save(Readable.from([content]), {
      maxBytes: 1000,
      accept: PROFILE_IMAGE_KINDS,
    })
    expect(again).toMatchObject({ sha256: first.sha256, created: false })
  })

  it('refuses one byte over the limit and leaves nothing behind', async () => {
    const save = store.save(Readable.from([bytes(PNG, 600), Buffer.alloc(401)]), {
      maxBytes: 1000,
      accept: APPLICATION_FILE_KINDS,
    })
    await expect(save).rejects.toMatchObject({ reason: 'too_large' })
    expect(await readdir(path.join(store.root, 'tmp'))).toEqual([])
  })

  it('refuses a renamed executable and an accepted type outside the rule', async () => {
    const exe = Readable.from([Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000)])])
    await expect(
      store.save(exe, { maxBytes: 10_000, accept: APPLICATION_FILE_KINDS }),
    ).rejects.toMatchObject({ reason: 'unsupported_type' })
    const pdf = Readable.from([Buffer.from('%PDF-1.4\n%%EOF')])
    await expect(
      store.save(pdf, { maxBytes: 10_000, accept: PROFILE_IMAGE_KINDS }),
    ).rejects.toMatchObject({ reason: 'unsupported_type' })
    expect(await readdir(path.join(store.root, 'tmp'))).toEqual([])
  })

  it('leaves no temporary file when the refusal comes before the file is open', async () => {
    // The first chunk refuses at once, racing the temporary file's open; many tries, no leftovers.
    const refusals = Array.from({ length: 40 }, () =>
      store
        .save(Readable.from([Buffer.concat([Buffer.from('MZ'), Buffer.alloc(SNIFF_BYTES)])]), {
          maxBytes: 100_000,
          accept: APPLICATION_FILE_KINDS,
        })
        .catch((error: unknown) => error),
    )
    for (const outcome of await Promise.all(refusals)) {
      expect(outcome).toMatchObject({ reason: 'unsupported_type' })
    }
    expect(await readdir(path.join(store.root, 'tmp'))).toEqual([])
  })
})

describe.each(['local', 's3'] as const)('the sweep of stored bytes without a row (%s)', (kind) => {
  // A store of its own: the files the tests above stored have no rows either.
  let store: FileStore
  beforeAll(async () => {
    store = await storeOn(kind)
  })
  const saved = (seed: number) =>
    store.save(Readable.from([Buffer.concat([PNG, Buffer.alloc(100, seed)])]), {
      maxBytes: 10_000,
      accept: PROFILE_IMAGE_KINDS,
    })

  it('removes what no row refers to, and keeps what a row or a request under way holds', async () => {
    const orphan = await saved(1)
    const recorded = await saved(2)
    const inFlight = await saved(3)
    orphan.release()
    recorded.release()
    const rows = new Set([recorded.sha256])
    const referencedAmong = async (hashes: string[]) =>
      new Set(hashes.filter((hash) => rows.has(hash)))

    expect(await store.removeOrphans(referencedAmong, 0)).toBe(1)
    const kept = async (sha256: string) => (await storedBytes(store, sha256)) !== undefined
    expect(await kept(orphan.sha256)).toBe(false)
    expect(await kept(recorded.sha256)).toBe(true)
    expect(await kept(inFlight.sha256)).toBe(true)

    // Released without a row (its request failed and left it): the next sweep takes it, but
    // only once it is older than the sweep's grace.
    inFlight.release()
    expect(await store.removeOrphans(referencedAmong, 60_000)).toBe(0)
    expect(await store.removeOrphans(referencedAmong, 0)).toBe(1)
    expect(await kept(inFlight.sha256)).toBe(false)
  })
})

describe('file names', () => {
  it('keeps a name fit for display: no path, no control or direction-override characters', () => {
    expect(cleanFileName('../../etc/passwd.svg')).toBe('passwd.svg')
    expect(cleanFileName('C:\\scans\\licence.png')).toBe('licence.png')
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe')
    expect(cleanFileName('a\u0000b\r\n<c>.pdf')).toBe('abc.pdf')
    expect(cleanFileName(undefined)).toBe('')
  })
})
