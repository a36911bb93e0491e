import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

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
