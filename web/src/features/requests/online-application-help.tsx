import { useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { intlLocale, isLocale, type Locale, localeNames, locales } from '../../lib/locales'
import styles from './online-application-help.module.css'
import { applicationLetter, tutorialVideo } from './online-application-media'

/**
 * What helps a haulier before filing: the application letter template to download (in the
 * interface language first, the other two beside it) and a short tutorial video behind a toggle.
 */
export function OnlineApplicationHelp() {
  const { t, i18n } = useLingui()
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'tm'
  const others = locales.filter((each) => each !== locale)

  return (
    <aside className={styles.help} aria-label={t`Help with the application`}>
      <div className={styles.part}>
        <h2 className={styles.title}>{t`Application letter template`}</h2>
        <p className={styles.text}>
          {t`Download the letter, fill it in, sign and stamp it, and attach it as the application letter.`}
        </p>
        <p className={styles.text}>
          <a href={applicationLetter(locale)} download type="application/pdf">
            {t`Download the application letter (PDF)`}
          </a>
        </p>
        <p className={styles.text}>
          {t`In other languages:`}{' '}
          {others.map((each, index) => (
            <span key={each}>
              {index > 0 && ', '}
              <a
                href={applicationLetter(each)}
                download
                type="application/pdf"
                lang={intlLocale(each)}
                hrefLang={intlLocale(each)}
              >
                {localeNames[each]} (PDF)
              </a>
            </span>
          ))}
        </p>
      </div>
      <TutorialVideo locale={locale} />
    </aside>
  )
}

/**
 * The tutorial video behind a disclosure button. Nothing of it loads until the first opening (the
 * element is not there before, and then `preload="none"` waits for Play); closing hides it and
 * pauses it, and reopening goes on where it stopped. The video is the one recorded in the
 * interface language, with its captions.
 */
function TutorialVideo({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const id = useId()
  const video = useRef<HTMLVideoElement>(null)
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)

  const toggle = () => {
    if (open) video.current?.pause()
    else setOpened(true)
    setOpen(!open)
  }

  return (
    <div className={open ? `${styles.part} ${styles.wide}` : styles.part}>
      <h2 className={styles.title}>{t`Tutorial video`}</h2>
      <p className={styles.text}>{t`A short walk through this form (about a minute, no sound).`}</p>
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
      >
        {open ? t`Hide the tutorial video` : t`Show the tutorial video`}
      </button>
      <div id={id} hidden={!open} className={styles.player}>
        {opened && (
          // One recording per language: another language is another video, with its captions.
          <video
            key={locale}
            ref={video}
            className={styles.video}
            controls
            muted
            playsInline
            preload="none"
            poster={tutorialVideo.poster(locale)}
            width={tutorialVideo.width}
            height={tutorialVideo.height}
            aria-label={t`Tutorial video: filling in the online application`}
          >
            <source src={tutorialVideo.video(locale)} type="video/webm" />
            <track
              kind="captions"
              src={tutorialVideo.captions(locale)}
              srcLang={intlLocale(locale)}
              label={localeNames[locale]}
              default
            />
          </video>
        )}
      </div>
    </div>
  )
}
