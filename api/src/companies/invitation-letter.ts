import type { Lang } from '../i18n/lang.js'
import type { OutgoingMail } from '../mail/mailer.js'

type Letter = Omit<OutgoingMail, 'to'>

/** The letter of an invitation into a company, in the invitee's language (ADR 0103). */
export function companyInvitationLetter(
  lang: Lang,
  input: { company: string; invitedBy: string; role: string; link: string; hours: number },
): Letter {
  const { company, invitedBy, role, link, hours } = input
  const texts: Record<Lang, Letter> = {
    tm: {
      subject: `«${company}» kompaniýasyna çakylyk — Awtoulag gözegçilik portaly`,
      text: `Salam!\n\n${invitedBy} sizi portalda «${company}» kompaniýasyna ${role} hökmünde çagyrýar. Çakylygy kabul etmek üçin şu salgyny açyň:\n\n${link}\n\nSalgy ${hours} sagadyň dowamynda we diňe bir gezek hereket edýär. Eger siz muňa garaşmaýan bolsaňyz, haty äsgermäň.`,
    },
    ru: {
      subject: `Приглашение в компанию «${company}» — Портал автотранспортного надзора`,
      text: `Здравствуйте!\n\n${invitedBy} приглашает вас в компанию «${company}» на портале с ролью «${role}». Чтобы принять приглашение, откройте ссылку:\n\n${link}\n\nСсылка действует ${hours} часа и только один раз. Если вы не ждали этого письма, просто не отвечайте на него.`,
    },
    en: {
      subject: `Your invitation to ${company} — Road Transport Supervision portal`,
      text: `Hello,\n\n${invitedBy} invites you to ${company} on the portal as ${role}. To accept, open this link:\n\n${link}\n\nThe link is valid for ${hours} hours and works once. If you did not expect this e-mail, ignore it.`,
    },
  }
  return texts[lang]
}
