import { Readable } from 'node:stream'
import { describe, expect } from 'vitest'
import { haulier } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import { testStorageKind } from '../testing/s3.js'

const MB = 1024 * 1024
const SIZE = 96 * MB

/** A PDF-headed file of `size` bytes, made a megabyte at a time (never whole in memory). */
function largePdf(size: number) {
  const chunk = Buffer.alloc(MB, 0x20)
  const head = Buffer.from('%PDF-1.4\n')
  let sent = 0
  return new Readable({
    read() {
      if (sent >= size) return this.push(null)
      const part = sent === 0 ? Buffer.concat([head, chunk]).subarray(0, MB) : chunk
      const next = part.subarray(0, Math.min(MB, size - sent))
      sent += next.length
      this.push(next)
    },
  })
}

/** What the process holds in Buffers and on its heap: where a file read whole would show. */
const held = () => {
  const memory = process.memoryUsage()
  return memory.arrayBuffers + memory.heapUsed
}

describe(`a large stored file (${testStorageKind})`, () => {
  it('is downloaded as a stream: the API never holds it whole', { timeout: 120_000 }, async ({
    server,
  }) => {
    const owner = await haulier(server)
    const stored = await server.fileStore.save(largePdf(SIZE), { accept: ['pdf'], maxBytes: SIZE })
    stored.release()
    const { id } = await server.db
      .insertInto('files')
      .values({
        owner_id: owner.id,
        sha256: stored.sha256,
        size: stored.size,
        mime: stored.mime,
        original_name: 'large.pdf',
      })
      .returning('id')
      .executeTakeFirstOrThrow()

    // The API runs in this process: its memory is what is measured while the bytes go through.
    global.gc?.()
    const before = held()
    let peak = before
    const response = await fetch(`${server.url}/api/files/${id}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-length')).toBe(String(SIZE))
    expect(response.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''large.pdf")
    let received = 0
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      received += value.length
      peak = Math.max(peak, held())
    }
    expect(received).toBe(SIZE)
    // A whole copy would add 96 MB; a stream holds a few buffers of it at a time.
    expect(peak - before).toBeLessThan(32 * MB)
  })
})
