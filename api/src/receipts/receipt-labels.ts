import type { Lang } from '../i18n/lang.js'

/** What a receipt and a credit note print beside their values, in the interface languages. */
export const RECEIPT_LABELS = {
  receipt: { tm: 'Töleg kwitansiýasy', ru: 'Квитанция об оплате', en: 'Payment receipt' },
  credit_note: {
    tm: 'Pul gaýtarylyşy barada kredit-nota',
    ru: 'Кредит-нота о возврате платежа',
    en: 'Credit note (refund)',
  },
  number: { tm: 'Belgisi', ru: 'Номер', en: 'Number' },
  date: { tm: 'Senesi', ru: 'Дата', en: 'Date' },
  payer: { tm: 'Töleýji', ru: 'Плательщик', en: 'Payer' },
  permit: { tm: 'E-rugsatnama', ru: 'Э-разрешение', en: 'E-permit' },
  permit_type: { tm: 'Rugsatnamanyň görnüşi', ru: 'Вид разрешения', en: 'Permit type' },
  country: { tm: 'Ýurt', ru: 'Страна', en: 'Country' },
  paid: { tm: 'Tölenen möçber', ru: 'Оплаченная сумма', en: 'Amount paid' },
  refunded: { tm: 'Gaýtarylan möçber', ru: 'Возвращённая сумма', en: 'Amount refunded' },
  refunds: { tm: 'Gaýtarylýan kwitansiýa', ru: 'Возврат по квитанции', en: 'Refunds receipt' },
  reason: { tm: 'Sebäbi', ru: 'Причина', en: 'Reason' },
  enterprise: {
    tm: 'Kärhananyň maglumatlary',
    ru: 'Реквизиты предприятия',
    en: 'Enterprise details',
  },
  issuer: {
    tm: '«Türkmenawtoulaggözegçilik» döwlet kärhanasy',
    ru: 'Государственное предприятие «Туркменавтоулаггозегчилик»',
    en: 'Türkmenawtoulaggözegçilik State Enterprise',
  },
  thanks: {
    tm: 'Bu resminama elektron görnüşde düzüldi we goly talap edilmeýär.',
    ru: 'Документ сформирован в электронном виде и не требует подписи.',
    en: 'This document was issued electronically and needs no signature.',
  },
  attachment_receipt: { tm: 'kwitansiya', ru: 'kvitanciya', en: 'receipt' },
  attachment_credit_note: { tm: 'kredit-nota', ru: 'kredit-nota', en: 'credit-note' },
} satisfies Record<string, Record<Lang, string>>

export type ReceiptLabel = keyof typeof RECEIPT_LABELS
