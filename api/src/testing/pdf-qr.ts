import { createCanvas } from '@napi-rs/canvas'
import jsQRModule from 'jsqr'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

// A CommonJS bundle: Node hands over the function itself, its types describe a default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default

/** A printer's and a cheap scanner's resolution: what an officer's copy of the page holds. */
const PRINTED_DPI = 150

/**
 * The QR code printed on the first page of an e-permit's PDF, as a border officer's phone would
 * read it from paper: the page rendered (PDF.js on @napi-rs/canvas) at 150 dpi and scanned. The
 * version says how dense the code is (1–40; a phone reads low ones at arm's length). The API's
 * document tests and the browser journeys both read e-permits' QR codes with it.
 */
export async function qrInPdf(
  bytes: Uint8Array,
): Promise<{ text: string; version: number } | undefined> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise
  try {
    const page = await pdf.getPage(1)
    const viewport = page.getViewport({ scale: PRINTED_DPI / 72 })
    const width = Math.ceil(viewport.width)
    const height = Math.ceil(viewport.height)
    const canvas = createCanvas(width, height)
    const context = canvas.getContext('2d')
    // PDF.js types its canvas as the DOM's; Node's canvas draws the same calls.
    type RenderInput = Parameters<typeof page.render>[0]
    await page.render({
      canvas: canvas as unknown as RenderInput['canvas'],
      canvasContext: context as unknown as RenderInput['canvasContext'],
      viewport,
    }).promise
    const pixels = context.getImageData(0, 0, width, height)
    const found = jsQR(pixels.data, width, height)
    return found ? { text: found.data, version: found.version } : undefined
  } finally {
    await pdf.destroy()
  }
}

/** What the QR code printed in an e-permit's PDF says (see qrInPdf). */
export async function qrTextInPdf(bytes: Uint8Array): Promise<string | undefined> {
  return (await qrInPdf(bytes))?.text
}
