import type { Catalog } from '../catalog.js'

/** Receipts, credit notes and the refund of a paid e-permit. */
export const RECEIPT_MESSAGES = {
  receipt_not_found: {
    tm: 'Beýle kwitansiýa ýok.',
    ru: 'Такой квитанции нет.',
    en: 'There is no such receipt.',
  },
  permit_refund_not_paid: {
    tm: 'Diňe tölenen we heniz berilmedik e-rugsatnamany ýatyryp, pulyny gaýtaryp bolýar (häzir: {status}).',
    ru: 'Отозвать с возвратом оплаты можно только оплаченное и ещё не выданное э-разрешение (сейчас: {status}).',
    en: 'Only a paid e-permit not yet issued can be revoked with a refund (it is {status}).',
  },
  permit_refund_reason_required: {
    tm: 'Ýatyrmagyň sebäbini görkeziň: ol müşderä görkeziler.',
    ru: 'Укажите причину отзыва: её увидит клиент.',
    en: 'Give the reason for the revocation: the client will see it.',
  },
  permit_refund_failed: {
    tm: 'Töleg ulgamy puly gaýtarmady; hiç zat üýtgemedi. Soňrak gaýtadan synanyşyň.',
    ru: 'Платёжная система не вернула оплату; ничего не изменилось. Попробуйте позже.',
    en: 'The payment provider did not refund the payment; nothing changed. Try again later.',
  },
} satisfies Catalog
