import { createHash } from 'node:crypto'

/** Bytes that look random but are the same on every run. */
function filler(size: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(size)
  let state = seed >>> 0 || 1
  for (let i = 0; i < size; i++) {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    bytes[i] = state & 0xff
  }
  return bytes
}

function withHead(head: number[] | string, size: number, seed: number): Uint8Array {
  const start = typeof head === 'string' ? Buffer.from(head, 'latin1') : Uint8Array.from(head)
  const bytes = filler(Math.max(size, start.length), seed)
  bytes.set(start, 0)
  return bytes
}

/** Files the API's content sniffing takes for what they claim to be. */
export const sampleFile = {
  png: (size = 50_000, seed = 1) =>
    withHead(
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
      size,
      seed,
    ),
  jpeg: (size = 50_000, seed = 2) =>
    withHead([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0], size, seed),
  pdf: (size = 50_000, seed = 3) => withHead('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', size, seed),
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
