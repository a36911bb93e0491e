import type { Lang } from '../i18n/lang.js'
import type { OutgoingMail } from './mailer.js'
import { PORTAL } from './templates.js'

type Letter = Omit<OutgoingMail, 'to'>

/** What a receipt repeats of a request, by the form's words. */
const ASKED_LABELS = {
  country: { tm: 'Barýan ýurdy', ru: 'Страна назначения', en: 'Destination country' },
  departure: { tm: 'Ugraýan senesi', ru: 'Дата выезда', en: 'Departure date' },
  return: { tm: 'Gaýdyp gelýän senesi', ru: 'Дата возвращения', en: 'Return date' },
  cargo: { tm: 'Ýük', ru: 'Груз', en: 'Cargo' },
  loading_point: { tm: 'Ýükleýän ýeri', ru: 'Пункт погрузки', en: 'Loading point' },
  unloading_point: { tm: 'Düşürýän ýeri', ru: 'Пункт разгрузки', en: 'Unloading point' },
  plate: { tm: 'Awtoulagyň belgisi', ru: 'Госномер автомобиля', en: 'Vehicle plate number' },
  cmr: { tm: 'CMR belgisi', ru: 'Номер CMR', en: 'CMR number' },
  permission: { tm: 'Rugsatnamanyň belgisi', ru: 'Номер разрешения', en: 'Permission number' },
  company: { tm: 'Edaranyň ady', ru: 'Название организации', en: 'Institution name' },
} satisfies Record<string, Record<Lang, string>>
export type AskedLabel = keyof typeof ASKED_LABELS

/** What happens after a request is sent, by what it asks for. */
const NEXT = {
  e_permit: {
    tm: 'Operator haýyşa serer we tölemeli möçberi belläp, ony size töleme iberer. Ýagdaýyň her üýtgemegi barada size hat ibereris; tölenenden soň elektron rugsatnama hat bilen geler.',
    ru: 'Оператор рассмотрит запрос и назначит сумму к оплате. О каждом изменении статуса мы напишем вам; после оплаты электронное разрешение придёт письмом.',
    en: 'An operator will review the request and set the amount to pay. We will write to you at each change of its status; once it is paid, the e-permit comes by e-mail.',
  },
  request: {
    tm: 'Operator oňa serer we kabul eder ýa-da ret eder. Netije barada size hat ibereris; garaşylýan wagty ony şahsy otagyňyzda ýatyryp bilersiňiz.',
    ru: 'Оператор рассмотрит её и примет или отклонит. О решении мы напишем вам; пока она на рассмотрении, её можно отменить в личном кабинете.',
    en: 'An operator will review it and accept or decline it. We will write to you with the decision; while it is pending, you can cancel it in your cabinet.',
  },
} satisfies Record<string, Record<Lang, string>>

export interface ReceiptInput {
  /** The request with its reference number, in the recipient's language: "Онлайн-заявка № 12" */
  title: string
  /** What was asked for, as the form named it */
  asked: [AskedLabel, string][]
  next: keyof typeof NEXT
  /** Where to follow it in the cabinet */
  link: string
}

/** The receipt of a request just sent: its reference number, what it asks, what comes next. */
export function receiptLetter(lang: Lang, input: ReceiptInput): Letter {
  const asked = input.asked.map(([label, value]) => `${ASKED_LABELS[label][lang]}: ${value}`)
  const body = [...asked, '', NEXT[input.next][lang]].join('\n')
  const texts: Record<Lang, Letter> = {
    tm: {
      subject: `Alyndy: ${input.title} — ${PORTAL.tm}`,
      text: `Salam!\n\nHaýyşyňyzy aldyk: ${input.title}.\n\n${body}\n\nŞahsy otagyňyzda yzarlap bilersiňiz: ${input.link}`,
    },
    ru: {
      subject: `Получено: ${input.title} — ${PORTAL.ru}`,
      text: `Здравствуйте!\n\nМы получили ваш запрос: ${input.title}.\n\n${body}\n\nСледить за ним можно в личном кабинете: ${input.link}`,
    },
    en: {
      subject: `Received: ${input.title} — ${PORTAL.en}`,
      text: `Hello,\n\nWe have received your request: ${input.title}.\n\n${body}\n\nFollow it in your cabinet: ${input.link}`,
    },
  }
  return texts[lang]
}
