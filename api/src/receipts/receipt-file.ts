import { Readable } from 'node:stream'
import type { Db } from '../db/database.js'
import { filesRepository } from '../files/files.repository.js'
import type { FileStore } from '../files/storage.js'
import { RECEIPT_LABELS } from './receipt-labels.js'
import { renderReceiptPdf } from './receipt-pdf.js'
import { receiptsRepository } from './receipts.repository.js'

/** A one-page receipt is some 30 KB; anything near this is a fault of ours. */
const MAX_PDF_BYTES = 2 * 1024 * 1024

export interface ReceiptFile {
  filename: string
  sha256: string
  size: number
}

/** What the PDF is called when downloaded or attached: "kwitansiya-R-2026-00017.pdf". */
export const receiptFilename = (receipt: {
  kind: string
  number: string
  lang: 'tm' | 'ru' | 'en'
}) =>
  `${RECEIPT_LABELS[receipt.kind === 'receipt' ? 'attachment_receipt' : 'attachment_credit_note'][receipt.lang]}-${receipt.number}.pdf`

/**
 * The stored PDF of a receipt or credit note, rendered and kept in the file store the first time
 * it is asked for: right after the payment's commit, and again by its letter or a download if
 * that did not finish (a crash between the commit and the store). Two renderings at once attach
 * one file, the receipt's row locked; the other's bytes are left to the store to remove.
 */
export async function receiptFile(
  deps: { db: Db; fileStore: FileStore },
  receiptId: number,
): Promise<ReceiptFile | undefined> {
  const receipts = receiptsRepository(deps.db)
  const facts = await receipts.printFacts(receiptId)
  if (!facts) return undefined
  const filename = receiptFilename(facts)
  if (facts.file_id !== null) {
    const stored = await receipts.file(facts.file_id)
    if (stored) return { filename, ...stored }
  }

  const bytes = await renderReceiptPdf(facts)
  const stored = await deps.fileStore.save(Readable.from([Buffer.from(bytes)]), {
    maxBytes: MAX_PDF_BYTES,
    accept: ['pdf'],
  })
  try {
    const fileId = await deps.db.transaction().execute(async (trx) => {
      const locked = await receiptsRepository(trx).lockFile(receiptId)
      if (!locked || locked.file_id !== null) return locked?.file_id ?? null
      const id = await filesRepository(trx).insert(facts.user_id, { name: filename, stored })
      await receiptsRepository(trx).attachFile(receiptId, id)
      return id
    })
    const kept = fileId === null ? undefined : await receipts.file(fileId)
    return kept ? { filename, ...kept } : undefined
  } finally {
    stored.release()
    if (stored.created) {
      const files = filesRepository(deps.db)
      await deps.fileStore.removeUnlessUsed(stored.sha256, () =>
        files.bytesReferenced(stored.sha256),
      )
    }
  }
}
