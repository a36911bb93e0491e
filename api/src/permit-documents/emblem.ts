import { readFile } from 'node:fs/promises'
import { type PDFPage, rgb } from 'pdf-lib'

/** The enterprise's emblem, drawn for the project (api/assets/emblem.svg, a 100×100 view box). */
const EMBLEM_FILE = new URL('../../assets/emblem.svg', import.meta.url)

type Shape = { fill: ReturnType<typeof rgb>; d: string }
let shapes: Promise<Shape[]> | undefined

const colour = (hex: string) =>
  rgb(
    ...([1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255) as [
      number,
      number,
      number,
    ]),
  )

/** The emblem's filled paths, in drawing order; the file keeps `fill` before `d` in each. */
function emblemShapes(): Promise<Shape[]> {
  shapes ??= readFile(EMBLEM_FILE, 'utf8').then((svg) =>
    [...svg.matchAll(/<path fill="(#[0-9a-f]{6})" d="([^"]+)"\/>/gi)].map((match) => ({
      fill: colour(match[1] ?? '#000000'),
      d: match[2] ?? '',
    })),
  )
  return shapes
}

/** Draws the emblem `size` points wide with its top-left corner at (x, top), as vectors. */
export async function drawEmblem(page: PDFPage, x: number, top: number, size: number) {
  for (const shape of await emblemShapes()) {
    page.drawSvgPath(shape.d, { x, y: top, scale: size / 100, color: shape.fill })
  }
}
