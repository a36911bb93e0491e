import { PDFDict, PDFDocument, PDFName } from 'pdf-lib'
import { move, type PermitHaulier, permitReadyHaulier, requestPermit } from './permits.js'
import type { TestServer } from './test-server.js'

export { qrInPdf, qrTextInPdf } from './pdf-qr.js'
export { pdfText } from './pdf-text.js'

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
