import type { Lang } from '../i18n/lang.js'
import { translate } from '../i18n/messages.js'

/**
 * What a person reads after a wrong one-time code: that it is wrong, and how many tries the code
 * has left, or that it has none and a new one is needed (sign-up and the e-mail change alike).
 */
export function wrongCodeMessage(lang: Lang, triesLeft: number): string {
  return triesLeft > 0
    ? translate(lang, 'invalid_otp_tries', { tries: triesLeft })
    : translate(lang, 'invalid_otp_spent')
}
