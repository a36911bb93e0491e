import zlib from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/**
 * Answers of 1 KiB or more, the API's and the gateway's alike, are compressed (br, gzip or
 * deflate, as the client accepts) by @fastify/compress, with two choices of ours:
 *
 * - Compression runs on the event loop for buffered answers up to 512 KiB. Node's asynchronous
 *   zlib waits for the libuv thread pool, which password hashing fills under a storm of logins;
 *   every answer of ours is small enough to compress in a few milliseconds here, and the thread
 *   pool stays for files.
 * - A body that is served many times over (a public answer kept in memory: the API's prerendered
 *   lists, the gateway's response cache; see `keepCompressed`) is compressed once per encoding,
 *   then its compressed bytes are served again (ADR 0019).
 *
 * Request bodies are never decompressed: nothing we accept needs it, and a small compressed
 * body that inflates to a huge one is an attack.
 */
const kept = new WeakMap<Buffer, Map<string, Buffer>>()

/** Marks a body served many times over: each of its compressed forms is made once. */
export function keepCompressed(body: Buffer): Buffer {
  kept.set(body, new Map())
  return body
}

type CompressSync = (buffer: Buffer, options?: object) => Buffer
const SYNC_COMPRESSORS = ['brotliCompressSync', 'gzipSync', 'deflateSync', 'zstdCompressSync']

/** Node's zlib, with its one-shot compressors remembering what they made of kept bodies. */
const rememberingZlib = Object.fromEntries(
  SYNC_COMPRESSORS.flatMap((name) => {
    const compressSync = (zlib as unknown as Record<string, CompressSync | undefined>)[name]
    if (!compressSync) return []
    const remembering: CompressSync = (buffer, options) => {
      const forms = kept.get(buffer)
      if (!forms) return compressSync(buffer, options)
      let form = forms.get(name)
      if (!form) {
        form = compressSync(buffer, options)
        forms.set(name, form)
      }
      return form
    }
    return [[name, remembering]]
  }),
)

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 512 * 1024,
    globalDecompression: false,
    zlib: { ...zlib, ...rememberingZlib },
  })
}
