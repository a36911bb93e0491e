import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { NewsEditor_ItemFragment } from '../../../gql/graphql'
import { intlLocale, type Locale, localeNames, locales } from '../../../lib/locales'
import styles from '../screens.module.css'

/**
 * The saved item as the public site will show it, in the language chosen: the body is the HTML
 * the server kept after sanitizing, so what is previewed is what will be published.
 */
export function NewsPreview({ item }: { item: NewsEditor_ItemFragment }) {
  const { t } = useLingui()
  const [locale, setLocale] = useState<Locale>('tm')
  return (
    <section className={styles.panel} aria-labelledby="news-preview-title">
      <h2 id="news-preview-title">{t`Preview`}</h2>
      <fieldset className={styles.languages}>
        <legend className="visually-hidden">{t`Preview language`}</legend>
        {locales.map((one) => (
          <button
            key={one}
            type="button"
            className={one === locale ? 'button' : 'button button--ghost'}
            aria-pressed={one === locale}
            onClick={() => setLocale(one)}
          >
            {localeNames[one]}
          </button>
        ))}
      </fieldset>
      <article className={styles.preview} lang={intlLocale(locale)} aria-live="polite">
        <img src={item.posterUrl} alt="" />
        <h3>{item.title[locale]}</h3>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the API on save */}
        <div dangerouslySetInnerHTML={{ __html: item.bodyHtml[locale] }} />
      </article>
    </section>
  )
}
