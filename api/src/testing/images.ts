import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { pngChunk } from './clients.js'

/**
 * A JPEG like a photograph a poster is made from: a gradient with a little noise, so that it
 * compresses as photographs do. `orientation` writes the EXIF tag a camera held sideways writes.
 */
export async function photoJpeg(
  width: number,
  height: number,
  options: { orientation?: number } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3
      const noise = ((x * 7919 + y * 104_729) % 23) - 11
      pixels[at] = Math.max(0, Math.min(255, Math.round((255 * x) / width) + noise))
      pixels[at + 1] = Math.max(0, Math.min(255, Math.round((255 * y) / height) + noise))
      pixels[at + 2] = 160 + noise
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 })
  return (
    options.orientation ? image.withMetadata({ orientation: options.orientation }) : image
  ).toBuffer()
}

/** A PNG of `width` × `height` 8-bit RGB pixels from the deflated rows `data`. */
function png(width: number, height: number, data: Buffer): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A real PNG picture of `width` × `height` (a diagonal gradient), one an image decoder reads. */
export function picturePng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((1 + width * 3) * height)
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + width * 3)
    for (let x = 0; x < width; x += 1) {
      rows.set([(x * 255) / width, (y * 255) / height, 128], row + 1 + x * 3)
    }
  }
  return png(width, height, deflateSync(rows))
}

/** A PNG whose header claims `width` × `height` pixels, with one pixel of data after it. */
export function pngClaiming(width: number, height: number): Buffer {
  return png(width, height, deflateSync(Buffer.from([0, 1, 2, 3])))
}
