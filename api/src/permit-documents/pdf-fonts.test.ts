import { PDFDocument } from 'pdf-lib'
import { expect, it } from 'vitest'
import { pdfText } from '../testing/pdf-text.js'
import { embedFonts } from './pdf-fonts.js'

// Its own file: the fonts are parsed once a process, and this must be the first text they print.
it('reads every letter, also one an earlier document had only inside an accented letter', async () => {
  const write = async (text: string) => {
    const pdf = await PDFDocument.create()
    const font = await embedFonts(pdf)
    pdf.addPage().drawText(text, { font: font.regular, x: 20, y: 20 })
    return pdfText(await pdf.save())
  }
  // "ü" is drawn from "u" and its dots: the first document makes "u" only as that part.
  expect(await write('Tü')).toBe('Tü')
  expect(await write('Pul gaýtarylyşy')).toBe('Pul gaýtarylyşy')
})
