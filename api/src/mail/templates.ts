import type { Insertable } from 'kysely'
import type { FeedbackMessagesTable } from '../db/schema.js'
import { intlLocale, type Lang } from '../i18n/lang.js'
import type { OutgoingMail } from './mailer.js'

type Letter = Omit<OutgoingMail, 'to'>

/** An amount in manat as the reader's language writes money, as the web shows it: "1 500,50 TMT". */
export function manat(lang: Lang, amount: number): string {
  return new Intl.NumberFormat(intlLocale(lang), {
    style: 'currency',
    currency: 'TMT',
    currencyDisplay: 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)
}

export const PORTAL: Record<Lang, string> = {
  tm: 'Awtoulag gözegçilik portaly',
  ru: 'Портал автотранспортного надзора',
  en: 'Road Transport Supervision portal',
}

export function signupCodeLetter(lang: Lang, code: string, minutes: number): Letter {
  const texts: Record<Lang, Letter> = {
    tm: {
      subject: `Tassyklaýyş kody — ${PORTAL.tm}`,
      text: `Salam!\n\n${PORTAL.tm} hasaba alynmak üçin tassyklaýyş kodyňyz:\n\n${code}\n\nKod ${minutes} minudyň dowamynda hereket edýär. Eger siz hasaba alynmak islemedik bolsaňyz, bu haty äsgermäň.`,
    },
    ru: {
      subject: `Код подтверждения — ${PORTAL.ru}`,
      text: `Здравствуйте!\n\nВаш код подтверждения для регистрации на портале:\n\n${code}\n\nКод действует ${minutes} минут. Если вы не регистрировались, просто не отвечайте на это письмо.`,
    },
    en: {
      subject: `Your confirmation code — ${PORTAL.en}`,
      text: `Hello,\n\nYour confirmation code for signing up on the portal:\n\n${code}\n\nThe code is valid for ${minutes} minutes. If you did not sign up, you can ignore this e-mail.`,
    },
  }
  return texts[lang]
}

/**
 * To the owner of an address someone tried to sign up with: sign-up answers such an attempt as
 * it answers any other, so only the owner learns of it (ADR 0026).
 */
export function signupAttemptLetter(lang: Lang, name: string, webPublicUrl: string): Letter {
  const login = `${webPublicUrl}/login`
  const reset = `${webPublicUrl}/password-reset`
  const texts: Record<Lang, Letter> = {
    tm: {
      subject: `Siziň salgyňyz bilen hasaba alynmak synanyşygy — ${PORTAL.tm}`,
      text: `Salam, ${name}!

Kimdir biri ${PORTAL.tm} siziň e-poçta salgyňyz bilen hasaba alynmaga synanyşdy. Bu salgy bilen hasap eýýäm bar, şonuň üçin täze hasap açylmady.

Eger bu siz bolsaňyz, giriň:
${login}

ýa-da açar sözüňizi ýatdan çykaran bolsaňyz, ony dikeldiň:
${reset}

Eger bu siz däl bolsaňyz, haty äsgermäň: hasabyňyz üýtgemedi.`,
    },
    ru: {
      subject: `Попытка регистрации с вашим адресом — ${PORTAL.ru}`,
      text: `Здравствуйте, ${name}!

Кто-то пытался зарегистрироваться на портале с вашим адресом электронной почты. Учётная запись с этим адресом уже есть, поэтому новая не создана.

Если это были вы, войдите:
${login}

или, если забыли пароль, восстановите его:
${reset}

Если это были не вы, просто не отвечайте на это письмо: ваша учётная запись не изменилась.`,
    },
    en: {
      subject: `Someone tried to sign up with your address — ${PORTAL.en}`,
      text: `Hello ${name},

Someone tried to sign up on the portal with your e-mail address. An account with this address already exists, so no new one was created.

If it was you, log in:
${login}

or, if you have forgotten your password, reset it:
${reset}

If it was not you, you can ignore this e-mail: your account has not changed.`,
    },
  }
  return texts[lang]
}

export function passwordResetLetter(
  lang: Lang,
  name: string,
  link: string,
  minutes: number,
): Letter {
  const texts: Record<Lang, Letter> = {
    tm: {
      subject: `Açar sözüni dikeltmek — ${PORTAL.tm}`,
      text: `Salam, ${name}!\n\nTäze açar sözüni bellemek üçin şu salgyny açyň:\n\n${link}\n\nSalgy ${minutes} minudyň dowamynda we diňe bir gezek hereket edýär. Eger siz bu haýyşy ibermedik bolsaňyz, haty äsgermäň: açar sözüňiz üýtgemez.`,
    },
    ru: {
      subject: `Восстановление пароля — ${PORTAL.ru}`,
      text: `Здравствуйте, ${name}!\n\nЧтобы задать новый пароль, откройте ссылку:\n\n${link}\n\nСсылка действует ${minutes} минут и только один раз. Если вы не запрашивали восстановление, не отвечайте на письмо: пароль останется прежним.`,
    },
    en: {
      subject: `Reset your password — ${PORTAL.en}`,
      text: `Hello ${name},\n\nTo set a new password, open this link:\n\n${link}\n\nThe link is valid for ${minutes} minutes and works once. If you did not ask for a reset, ignore this e-mail: your password stays as it is.`,
    },
  }
  return texts[lang]
}

export type FeedbackLetterInput = Pick<
  Insertable<FeedbackMessagesTable>,
  'department' | 'name' | 'email' | 'phone' | 'message' | 'lang'
>

/** A visitor's message as the department receives it; staff of the enterprise read Russian. */
export function feedbackLetter(input: FeedbackLetterInput): Letter {
  const department = input.department === 'general_dep' ? 'Общий отдел' : 'Технический отдел'
  return {
    subject: `Обращение с портала (${department}): ${input.name}`,
    replyTo: input.email,
    text: [
      `Отдел: ${department}`,
      `Имя: ${input.name}`,
      `Электронная почта: ${input.email}`,
      `Телефон: ${input.phone}`,
      `Язык интерфейса: ${input.lang}`,
      '',
      input.message,
    ].join('\n'),
  }
}

export interface StatusLetterInput {
  /** What changed, already in the recipient's language: "E-permit No. 12" */
  subjectTitle: string
  /** The new status, in the recipient's language (the glossary's word) */
  statusName: string
  /** Why it was refused or revoked */
  reason?: string | null
  /** An operator's comment on an acceptance: a note, not a reason */
  note?: string | null
  /** What is to be paid, in manat, when the new status asks for a payment */
  amount?: number | null
  /** Where to follow it in the cabinet */
  link: string
}

/** Tells a client that one of their requests moved on. */
export function statusChangedLetter(lang: Lang, input: StatusLetterInput): Letter {
  const amount = input.amount == null ? '' : manat(lang, input.amount)
  const extra = (labels: Record<'reason' | 'note' | 'amount', string>) =>
    [
      input.reason ? `\n${labels.reason}: ${input.reason}` : '',
      input.note ? `\n${labels.note}: ${input.note}` : '',
      amount ? `\n${labels.amount}` : '',
    ].join('')
  const texts: Record<Lang, Letter> = {
    tm: {
      subject: `${input.subjectTitle}: ${input.statusName} — ${PORTAL.tm}`,
      text: `Salam!\n\n${input.subjectTitle}: täze ýagdaýy — «${input.statusName}».${extra({ reason: 'Sebäbi', note: 'Operatoryň belligi', amount: `Tölemeli möçber: ${amount}. Tölegi şahsy otagyňyzda geçirip bilersiňiz.` })}\n\nJikme-jiklikler şahsy otagyňyzda: ${input.link}`,
    },
    ru: {
      subject: `${input.subjectTitle}: ${input.statusName} — ${PORTAL.ru}`,
      text: `Здравствуйте!\n\n${input.subjectTitle}: новый статус — «${input.statusName}».${extra({ reason: 'Причина', note: 'Комментарий оператора', amount: `Сумма к оплате: ${amount}. Оплатить можно в личном кабинете.` })}\n\nПодробности в личном кабинете: ${input.link}`,
    },
    en: {
      subject: `${input.subjectTitle}: ${input.statusName} — ${PORTAL.en}`,
      text: `Hello,\n\n${input.subjectTitle}: its status is now “${input.statusName}”.${extra({ reason: 'Reason', note: 'The operator’s note', amount: `Amount to pay: ${amount}. You can pay in your cabinet.` })}\n\nSee the details in your cabinet: ${input.link}`,
    },
  }
  return texts[lang]
}

/** The code that confirms a new e-mail address, sent to that address. */
export function emailChangeCodeLetter(lang: Lang, code: string, minutes: number): Letter {
  const texts: Record<Lang, Letter> = {
    tm: {
      subject: `E-poçta salgysyny tassyklamak — ${PORTAL.tm}`,
      text: `Salam!\n\nBu salgyny ${PORTAL.tm} hasabyňyzyň e-poçtasy etmek üçin tassyklaýyş kody:\n\n${code}\n\nKod ${minutes} minudyň dowamynda hereket edýär. Eger siz salgyny üýtgetmek islemedik bolsaňyz, haty äsgermäň.`,
    },
    ru: {
      subject: `Подтверждение адреса электронной почты — ${PORTAL.ru}`,
      text: `Здравствуйте!\n\nКод подтверждения, чтобы сделать этот адрес адресом вашей учётной записи на портале:\n\n${code}\n\nКод действует ${minutes} минут. Если вы не меняли адрес, просто не отвечайте на это письмо.`,
    },
    en: {
      subject: `Confirm your e-mail address — ${PORTAL.en}`,
      text: `Hello,\n\nThe code to make this address the e-mail of your account on the portal:\n\n${code}\n\nThe code is valid for ${minutes} minutes. If you did not change your address, ignore this e-mail.`,
    },
  }
  return texts[lang]
}

/** Tells the old address that the account's e-mail has changed, so a stranger's change shows. */
export function emailChangedLetter(lang: Lang, name: string, newEmail: string): Letter {
  const texts: Record<Lang, Letter> = {
    tm: {
      subject: `E-poçta salgyňyz üýtgedildi — ${PORTAL.tm}`,
      text: `Salam, ${name}!\n\nHasabyňyzyň e-poçta salgysy ${newEmail} salgysyna üýtgedildi. Indi hatlar şol salga iberiler.\n\nEger muny siz etmedik bolsaňyz, derrew kärhananyň tehniki bölümine ýüz tutuň.`,
    },
    ru: {
      subject: `Адрес электронной почты изменён — ${PORTAL.ru}`,
      text: `Здравствуйте, ${name}!\n\nАдрес электронной почты вашей учётной записи изменён на ${newEmail}. Теперь письма будут приходить на него.\n\nЕсли это сделали не вы, немедленно обратитесь в технический отдел предприятия.`,
    },
    en: {
      subject: `Your e-mail address was changed — ${PORTAL.en}`,
      text: `Hello ${name},\n\nThe e-mail address of your account was changed to ${newEmail}. Mail will go there from now on.\n\nIf this was not you, contact the enterprise's technical department at once.`,
    },
  }
  return texts[lang]
}

export interface DepositLetterInput {
  /** The new deposit, in manat. */
  balance: number
  isLegal: boolean
  /** The cabinet's client-data tab of that kind. */
  link: string
}

/** Tells a client that an operator set the deposit (bank balance) of one of their profiles. */
export function depositSetLetter(lang: Lang, input: DepositLetterInput): Letter {
  const amount = manat(lang, input.balance)
  const texts: Record<Lang, Letter> = {
    tm: {
      subject: `Depozitiňiz: ${amount} — ${PORTAL.tm}`,
      text: `Salam!\n\nKärhananyň operatory ${input.isLegal ? 'ýuridiki şahs' : 'fiziki şahs'} hökmünde maglumatlaryňyzyň depozitini (bank galyndysyny) bellige aldy: ${amount}.\n\nJikme-jiklikler şahsy otagyňyzda: ${input.link}`,
    },
    ru: {
      subject: `Ваш депозит: ${amount} — ${PORTAL.ru}`,
      text: `Здравствуйте!\n\nОператор предприятия установил депозит (банковский баланс) ваших данных ${input.isLegal ? 'юридического лица' : 'физического лица'}: ${amount}.\n\nПодробности в личном кабинете: ${input.link}`,
    },
    en: {
      subject: `Your deposit: ${amount} — ${PORTAL.en}`,
      text: `Hello,\n\nAn operator of the enterprise set the deposit (bank balance) of your ${input.isLegal ? 'legal entity' : 'individual'} data: ${amount}.\n\nSee the details in your cabinet: ${input.link}`,
    },
  }
  return texts[lang]
}
