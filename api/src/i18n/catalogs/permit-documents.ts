import type { Catalog } from '../catalog.js'

/** The issued e-permit documents: downloads and revocation. */
export const PERMIT_DOCUMENT_MESSAGES = {
  permit_document_not_found: {
    tm: 'Bu e-rugsatnama heniz berilmedi.',
    ru: 'Документ по этому э-разрешению ещё не выдан.',
    en: 'This e-permit has not been issued yet.',
  },
  permit_document_revoked_already: {
    tm: 'Bu e-rugsatnama eýýäm ýatyryldy.',
    ru: 'Это э-разрешение уже отозвано.',
    en: 'This e-permit has already been revoked.',
  },
  permit_revoke_reason_required: {
    tm: 'Ýatyrmagyň sebäbini görkeziň: ol müşderä görkeziler.',
    ru: 'Укажите причину отзыва: её увидит клиент.',
    en: 'Give the reason for the revocation: the client will see it.',
  },
} satisfies Catalog
