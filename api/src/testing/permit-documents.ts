import { inflateSync } from 'node:zlib'
import jsQRModule from 'jsqr'
import { PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { move, type PermitHaulier, permitReadyHaulier, requestPermit } from './permits.js'
import type { TestServer } from './test-server.js'

// A CommonJS bundle: Node hands over the function itself, its types describe a default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default

/**
 * An e-permit of a new haulier brought to Successful (5): requested, considered, priced, paid
 * (set in the database: paying has its own tests) and moved to 5 by `operatorToken`.
 */
export async function issuedPermit(
  server: TestServer,
  operatorToken: string,
  options: { lang?: string; cargo?: string } = {},
): Promise<{ user: PermitHaulier; permitId: number }> {
  const lang = (options.lang ?? 'tm') as 'tm' | 'ru' | 'en'
  const user = await permitReadyHaulier(server, { lang })
  const permitId = await requestPermit(
    server,
    user,
    options.cargo ? { type_of_cargo: options.cargo } : {},
  )
  await move(server, operatorToken, permitId, { status: 2 })
  await move(server, operatorToken, permitId, { status: 3, price: 150 })
  await server.db.updateTable('permits').set({ status: 4 }).where('id', '=', permitId).execute()
  // The language the issue letter is written in (a request in another one would change it).
  await server.db.updateTable('users').set({ lang }).where('id', '=', user.id).execute()
  await move(server, operatorToken, permitId, { status: 5 })
  return { user, permitId }
}

/** The text of every page of a PDF, as a reader (PDF.js) extracts it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise
  const pages: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'))
  }
  await pdf.destroy()
  return pages.join('\n')
}

/** The names of the fonts a PDF embeds (their FontFile2 programs), subset tags dropped. */
export async function embeddedFonts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes)
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict)
    .filter((dict) => dict.get(PDFName.of('FontFile2')) !== undefined)
    .map((dict) => String(dict.get(PDFName.of('FontName'))).replace(/^\/([A-Z]{6}\+)?/, ''))
}

/** What the QR code printed in a PDF says: its colour image read back into pixels and scanned. */
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
