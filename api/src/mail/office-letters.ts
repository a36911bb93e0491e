import type { Lang } from '../i18n/lang.js'
import type { OutgoingMail } from './mailer.js'

type Letter = Omit<OutgoingMail, 'to'>

/** The invitation to become an operator: a link to set the password, valid `hours`, once. */
export function operatorInvitationLetter(
  lang: Lang,
  input: { name: string; invitedBy: string; link: string; hours: number },
): Letter {
  const { name, invitedBy, link, hours } = input
  const texts: Record<Lang, Letter> = {
    tm: {
      subject: 'Operator hökmünde çakylyk — Awtoulag gözegçilik portaly',
      text: `Salam, ${name}!\n\n${invitedBy} sizi portalyň operatory bolmaga çagyrýar. Açar sözüňizi bellemek üçin şu salgyny açyň:\n\n${link}\n\nSalgy ${hours} sagadyň dowamynda we diňe bir gezek hereket edýär. Eger siz muňa garaşmaýan bolsaňyz, haty äsgermäň.`,
    },
    ru: {
      subject: 'Приглашение стать оператором — Портал автотранспортного надзора',
      text: `Здравствуйте, ${name}!\n\n${invitedBy} приглашает вас стать оператором портала. Чтобы задать пароль, откройте ссылку:\n\n${link}\n\nСсылка действует ${hours} часа и только один раз. Если вы не ждали этого письма, просто не отвечайте на него.`,
    },
    en: {
      subject: 'Your invitation to become an operator — Road Transport Supervision portal',
      text: `Hello ${name},\n\n${invitedBy} invites you to become an operator of the portal. To set your password, open this link:\n\n${link}\n\nThe link is valid for ${hours} hours and works once. If you did not expect this e-mail, ignore it.`,
    },
  }
  return texts[lang]
}
