import type { Catalog } from './catalog.js'
import type { Lang } from './lang.js'

/**
 * The words for statuses and kinds of request, one per language (ADR 0088): the letters take
 * them from here, and the web's catalogs say the same (glossary.unit.test.ts compares them
 * with web/src/**\/locales/*.po, whose message ids are the English words). A status is one
 * word wherever a haulier or an operator reads it; the Russian ones are impersonal (neuter),
 * so they fit an application (заявка) and a permission (разрешение) alike.
 */
export const GLOSSARY = {
  // E-permit statuses, 1 to 6 (spec §4).
  permit_status_1: { tm: 'Täze', ru: 'Новое', en: 'New' },
  permit_status_2: { tm: 'Seredilýär', ru: 'На рассмотрении', en: 'Under consideration' },
  permit_status_3: { tm: 'Tölemeli', ru: 'К оплате', en: 'To pay' },
  permit_status_4: { tm: 'Tölendi', ru: 'Оплачено', en: 'Paid' },
  permit_status_5: { tm: 'Berildi', ru: 'Выдано', en: 'Successful' },
  permit_status_6: { tm: 'Ret edildi', ru: 'Отклонено', en: 'Rejected' },
  // Request statuses, 0 to 3.
  request_status_0: { tm: 'Garaşylýar', ru: 'На рассмотрении', en: 'Pending' },
  request_status_1: { tm: 'Kabul edildi', ru: 'Принято', en: 'Accepted' },
  request_status_2: { tm: 'Ret edildi', ru: 'Отклонено', en: 'Declined' },
  request_status_3: { tm: 'Ýatyryldy', ru: 'Отменено', en: 'Canceled' },
  // The kinds of request, by model id (1 to 3), and the e-permit.
  request_kind_1: { tm: 'Onlaýn arza', ru: 'Онлайн-заявка', en: 'Online application' },
  request_kind_2: {
    tm: 'Ýüklemäge rugsatnama',
    ru: 'Разрешение на погрузку',
    en: 'Loading permission',
  },
  request_kind_3: {
    tm: 'Düşürmäge rugsatnama',
    ru: 'Разрешение на разгрузку',
    en: 'Unloading permission',
  },
  e_permit: { tm: 'E-rugsatnama', ru: 'Э-разрешение', en: 'E-permit' },
} as const satisfies Catalog

export type GlossaryTerm = keyof typeof GLOSSARY

/** A glossary word followed by a number, as letters name one request: "Онлайн-заявка № 12". */
export function numbered(term: GlossaryTerm, number: string): Record<Lang, string> {
  const word = GLOSSARY[term]
  return {
    tm: `${word.tm} № ${number}`,
    ru: `${word.ru} № ${number}`,
    en: `${word.en} No. ${number}`,
  }
}
