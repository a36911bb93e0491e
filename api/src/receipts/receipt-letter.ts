import type { Db } from '../db/database.js'
import type { FileStore } from '../files/storage.js'
import type { Lang } from '../i18n/lang.js'
import type { MailJobHandler } from '../mail/mail-queue.js'
import type { Mailer, OutgoingMail } from '../mail/mailer.js'
import { recipientsRepository } from '../mail/recipients.repository.js'
import { PORTAL } from '../mail/templates.js'
import { PERMIT_HISTORY_PATH } from '../permits/permits.shared.js'
import { receiptFile } from './receipt-file.js'
import { shownAmount } from './receipt-pdf.js'
import { receiptsRepository } from './receipts.repository.js'

interface LetterFacts {
  kind: 'receipt' | 'credit_note'
  number: string
  permitId: number
  amount: string
  reason: string | null
  link: string
}

/** The letter a receipt or a credit note is attached to, in the payer's language. */
export function receiptLetter(lang: Lang, facts: LetterFacts): Omit<OutgoingMail, 'to'> {
  const { number, permitId, amount, link } = facts
  const why = facts.reason ?? ''
  if (facts.kind === 'receipt') {
    const texts: Record<Lang, Omit<OutgoingMail, 'to'>> = {
      tm: {
        subject: `Töleg kwitansiýasy ${number} — ${PORTAL.tm}`,
        text: `Salam!\n\nE-rugsatnama № ${permitId} üçin ${amount} tölegiňizi aldyk. Kwitansiýa № ${number} şu hata goşuldy.\n\nŞahsy otagyňyzda hem bar: ${link}`,
      },
      ru: {
        subject: `Квитанция об оплате ${number} — ${PORTAL.ru}`,
        text: `Здравствуйте!\n\nМы получили вашу оплату ${amount} за э-разрешение № ${permitId}. Квитанция № ${number} приложена к письму.\n\nОна есть и в личном кабинете: ${link}`,
      },
      en: {
        subject: `Payment receipt ${number} — ${PORTAL.en}`,
        text: `Hello,\n\nWe have received your payment of ${amount} for e-permit No. ${permitId}. Receipt No. ${number} is attached.\n\nYou will also find it in your cabinet: ${link}`,
      },
    }
    return texts[lang]
  }
  const texts: Record<Lang, Omit<OutgoingMail, 'to'>> = {
    tm: {
      subject: `Kredit-nota ${number} — ${PORTAL.tm}`,
      text: `Salam!\n\nE-rugsatnama № ${permitId} ýatyryldy we onuň üçin tölenen ${amount} size gaýtarylýar. Sebäbi: ${why}\n\nKredit-nota № ${number} şu hata goşuldy. Şahsy otagyňyz: ${link}`,
    },
    ru: {
      subject: `Кредит-нота ${number} — ${PORTAL.ru}`,
      text: `Здравствуйте!\n\nЭ-разрешение № ${permitId} отозвано, оплата ${amount} возвращается вам. Причина: ${why}\n\nКредит-нота № ${number} приложена к письму. Личный кабинет: ${link}`,
    },
    en: {
      subject: `Credit note ${number} — ${PORTAL.en}`,
      text: `Hello,\n\nE-permit No. ${permitId} has been revoked and the ${amount} paid for it is refunded to you. Reason: ${why}\n\nCredit note No. ${number} is attached. Your cabinet: ${link}`,
    },
  }
  return texts[lang]
}

/**
 * The outbox's job that mails a receipt or credit note (kept by the payment's transaction), in
 * the language the document is printed in, to the paying company's address, with its PDF.
 */
export function receiptLetterJob(deps: {
  db: Db
  fileStore: FileStore
  mailer: Mailer
  webPublicUrl: string
}): MailJobHandler {
  return async (payload) => {
    const receiptId = Number(payload.receiptId)
    const receipt = await receiptsRepository(deps.db).find(receiptId, undefined)
    if (!receipt) return
    const recipient = await recipientsRepository(deps.db).find(receipt.user_id)
    const file = await receiptFile(deps, receiptId)
    if (!recipient || !file) return
    const letter = receiptLetter(receipt.lang, {
      kind: receipt.kind,
      number: receipt.number,
      permitId: receipt.permit_id,
      amount: shownAmount(receipt.amount, receipt.currency),
      reason: receipt.reason,
      link: `${deps.webPublicUrl}${PERMIT_HISTORY_PATH}`,
    })
    await deps.mailer.send({
      to: recipient.email,
      ...letter,
      attachments: [
        {
          filename: file.filename,
          content: await deps.fileStore.readWhole(file.sha256),
          contentType: 'application/pdf',
        },
      ],
    })
  }
}
