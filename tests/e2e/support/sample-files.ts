import { crc32, deflateSync } from 'node:zlib'
import { expect, type Locator } from '@playwright/test'

/**
 * Files the journeys upload as a haulier's scans and documents. They are real: the API checks a
 * file's first bytes only, but the cabinet and the office show what is stored, in thumbnails,
 * screenshots and traces, and a PNG that is a header and then filler shows as a broken image.
 */

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])))
  return Buffer.concat([head, data, crc])
}

/** A number of `text`, so that two names give two different files (stored by content hash). */
function hashOf(text: string): number {
  let hash = 2166136261
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619)
  return hash >>> 0
}

const WIDTH = 60
const HEIGHT = 80

/**
 * A small PNG (60×80, a few hundred bytes) that looks like a scanned page: a white sheet, a
 * coloured heading band (its colour from `name`) and grey lines of "text".
 */
export function scanPng(name: string): Buffer {
  const hash = hashOf(name)
  const band = [hash & 0xff, (hash >>> 8) & 0xff, (hash >>> 16) & 0xff].map((c) => 64 + (c % 128))
  const rows: Buffer[] = []
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = Buffer.alloc(1 + WIDTH * 3, 0xff)
    row[0] = 0 // no filter
    for (let x = 0; x < WIDTH; x += 1) {
      const inMargin = x < 6 || x >= WIDTH - 6
      const heading = y >= 6 && y < 14 && !inMargin
      const line =
        y >= 20 && y < HEIGHT - 8 && y % 6 < 2 && !inMargin && x < WIDTH - 6 - (y % 5) * 4
      const colour = heading ? band : line ? [150, 150, 150] : undefined
      if (colour) row.set(colour, 1 + x * 3)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(WIDTH, 0)
  header.writeUInt32BE(HEIGHT, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * A poster as the office uploads one: a picture of `width` × `height` (a sky over a road, in
 * gradients), real PNG, a few hundred kilobytes at 1200 × 675.
 */
export function posterPng(width: number, height: number): Buffer {
  const rows: Buffer[] = []
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3)
    row[0] = 0 // no filter
    const road = y > height * 0.6
    for (let x = 0; x < width; x += 1) {
      const light = Math.round((x * 60) / width)
      const colour = road
        ? [70 + light, 70 + light, 75 + light]
        : [90 + light, 150 + Math.round((y * 60) / height), 220]
      row.set(colour, 1 + x * 3)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** An image the browser loaded and decoded: a broken one has no natural width. */
export async function expectLoadedImage(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0)
}

/** A one-page PDF with one line of `text` (ASCII), as a browser's viewer opens it. */
export function onePagePdf(text: string): Buffer {
  const line = text.replace(/[()\\]/g, (char) => `\\${char}`)
  const stream = `BT /F1 18 Tf 56 760 Td (${line}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
