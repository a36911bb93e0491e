import type { Db } from '../db/database.js'
import type { Lang } from '../i18n/lang.js'
import type { MailAttachment } from '../mail/mailer.js'
import { DOCUMENT_LABELS } from './document-labels.js'
import { permitDocumentsRepository } from './permit-documents.repository.js'
import { renderPermitPdf } from './permit-pdf.js'
import { verifyUrl } from './schemas.js'

export { issuePermitDocument } from './issue-document.js'

/** The issued e-permit's PDF as a file, in `lang` and English; none before it is issued. */
export async function permitDocumentFile(
  db: Db,
  permitId: number,
  lang: Lang,
  webPublicUrl: string,
): Promise<MailAttachment | undefined> {
  const document = await permitDocumentsRepository(db).ofPermit(permitId)
  if (!document) return undefined
  return {
    filename: `${DOCUMENT_LABELS.attachment[lang]}-${document.number}.pdf`,
    content: await renderPermitPdf(document, lang, verifyUrl(webPublicUrl, document.short_code)),
    contentType: 'application/pdf',
  }
}

/** The document kit other printed papers of the enterprise share: fonts, emblem, wrapped text. */
export { drawEmblem } from './emblem.js'
export { embedFonts, type FontSet } from './pdf-fonts.js'
export { writeLines } from './permit-pdf.js'
