import { inflateSync } from 'node:zlib'
import jsQRModule from 'jsqr'
import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib'

// A CommonJS bundle: Node hands over the function itself, its types describe a default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default

/**
 * What the QR code printed in an e-permit's PDF says, as a border officer's phone would read it:
 * the PDF's colour images read back into pixels and scanned. The API's document tests and the
 * browser journeys both read e-permits' QR codes with it.
 */
export async function qrTextInPdf(bytes: Uint8Array): Promise<string | undefined> {
  const pdf = await PDFDocument.load(bytes)
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue
    const dict = object.dict
    if (String(dict.get(PDFName.of('Subtype'))) !== '/Image') continue
    if (String(dict.get(PDFName.of('ColorSpace'))) !== '/DeviceRGB') continue
    const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber()
    const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber()
    const rgb = inflateSync(object.contents)
    const rgba = new Uint8ClampedArray(width * height * 4)
    for (let pixel = 0; pixel < width * height; pixel++) {
      rgba.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4)
      rgba[pixel * 4 + 3] = 255
    }
    const found = jsQR(rgba, width, height)
    if (found) return found.data
  }
  return undefined
}
