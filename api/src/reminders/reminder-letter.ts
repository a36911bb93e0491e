import { shownDay } from '../calendar/days.js'
import type { ReminderDocument } from '../db/reminders-schema.js'
import type { Lang } from '../i18n/lang.js'
import { PORTAL } from '../mail/templates.js'

/** What expires, in each language, as a letter's sentence names it. */
const DOCUMENT: Record<ReminderDocument, Record<Lang, string>> = {
  licence: { tm: 'Ygtyýarnamaňyzyň', ru: 'Срок действия вашей лицензии', en: 'Your licence' },
  patent: { tm: 'Patentiňiziň', ru: 'Срок действия вашего патента', en: 'Your patent' },
  'state-register': {
    tm: 'Döwlet sanawyndan göçürmäňiziň',
    ru: 'Срок действия выписки из госреестра',
    en: 'Your state register extract',
  },
  certificate: {
    tm: 'Şahadatnamaňyzyň',
    ru: 'Срок действия вашего свидетельства',
    en: 'Your certificate',
  },
  'driving-licence': {
    tm: 'Sürüjilik şahadatnamasynyň',
    ru: 'Срок действия водительского удостоверения',
    en: 'The driving licence',
  },
  'e-permit': {
    tm: 'Elektron rugsatnamaňyzyň',
    ru: 'Срок действия вашего электронного разрешения',
    en: 'Your e-permit',
  },
}

export interface ReminderFacts {
  document: ReminderDocument
  /** A driver's name, for a driving licence */
  name: string | null
  /** An e-permit's number */
  subjectId: number | null
  expiresOn: string
  daysLeft: number
  link: string
}

const whose = (facts: ReminderFacts, lang: Lang) => {
  const base = DOCUMENT[facts.document][lang]
  if (facts.document === 'driving-licence' && facts.name) {
    return lang === 'tm' ? `${facts.name} ${base.toLowerCase()}` : `${base} ${facts.name}`
  }
  if (facts.document === 'e-permit' && facts.subjectId !== null) {
    return lang === 'tm'
      ? `№ ${facts.subjectId} ${base.toLowerCase()}`
      : `${base} № ${facts.subjectId}`
  }
  return base
}

/** A reminder that a document expires in `daysLeft` days, in the haulier's language. */
export function reminderLetter(lang: Lang, facts: ReminderFacts) {
  const day = shownDay(facts.expiresOn)
  const what = whose(facts, lang)
  const texts: Record<Lang, { subject: string; text: string }> = {
    tm: {
      subject: `Möhleti ${facts.daysLeft} günden gutarýar — ${PORTAL.tm}`,
      text: `Salam!\n\n${what} möhleti ${day} senesinde gutarýar (${facts.daysLeft} gün galdy). Wagtynda täzeläň:\n${facts.link}\n\nBu ýatlatmalary şahsy otagyňyzyň profilinde öçürip bilersiňiz.`,
    },
    ru: {
      subject: `Срок истекает через ${facts.daysLeft} дн. — ${PORTAL.ru}`,
      text: `Здравствуйте!\n\n${what} истекает ${day} (осталось дней: ${facts.daysLeft}). Обновите его вовремя:\n${facts.link}\n\nЭти напоминания можно отключить в профиле личного кабинета.`,
    },
    en: {
      subject: `Expires in ${facts.daysLeft} day(s) — ${PORTAL.en}`,
      text: `Hello,\n\n${what} expires on ${day} (${facts.daysLeft} day(s) left). Renew it in time:\n${facts.link}\n\nYou can turn these reminders off in your cabinet's profile.`,
    },
  }
  return texts[lang]
}
