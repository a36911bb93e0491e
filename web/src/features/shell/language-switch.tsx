import { useLingui } from '@lingui/react/macro'
import { activateLocale } from '../../lib/i18n'
import { intlLocale, localeNames, locales } from '../../lib/locales'
import { useLocale } from '../../lib/localized'
import styles from './controls.module.css'

/**
 * TM · RU · EN: each button names its language in that language (for screen readers, with its
 * `lang`); the choice is applied at once and remembered (`activateLocale`).
 */
export function LanguageSwitch() {
  const { t } = useLingui()
  const current = useLocale()
  return (
    <fieldset className={styles.languages}>
      <legend className="visually-hidden">{t`Language`}</legend>
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          className={styles.language}
          lang={intlLocale(locale)}
          aria-pressed={locale === current}
          onClick={() => {
            if (locale !== current) void activateLocale(locale)
          }}
        >
          {locale.toUpperCase()}
          <span className="visually-hidden"> {localeNames[locale]}</span>
        </button>
      ))}
    </fieldset>
  )
}
