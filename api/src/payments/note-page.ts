import { escapeMarkup } from '../http/markup.js'
import type { Lang } from '../i18n/lang.js'
import { type MessageKey, translate } from '../i18n/messages.js'
import { PERMIT_HISTORY_PATH } from '../permits/permits.shared.js'
import { htmlPage } from './html-page.js'

/** A page telling the payer why nothing happened, with the way back to their e-permits. */
export function notePage(lang: Lang, key: MessageKey, webPublicUrl: string): string {
  const back = `${webPublicUrl}${PERMIT_HISTORY_PATH}`
  return htmlPage(
    lang,
    translate(lang, 'payment_page_title'),
    `<p>${escapeMarkup(translate(lang, key))}</p>
<p><a href="${escapeMarkup(back)}">${escapeMarkup(translate(lang, 'payment_page_back'))}</a></p>`,
  )
}
