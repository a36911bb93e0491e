import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
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
 * pauses it, and reopening goes on where it stopped. The captions of the interface language show.
 */
function TutorialVideo({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const id = useId()
  const video = useRef<HTMLVideoElement>(null)
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  useCaptionsOf(video, locale)

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
          <video
            ref={video}
            className={styles.video}
            controls
            muted
            playsInline
            preload="none"
            poster={tutorialVideo.poster}
            width={tutorialVideo.width}
            height={tutorialVideo.height}
            aria-label={t`Tutorial video: filling in the online application`}
          >
            <source src={tutorialVideo.video} type="video/webm" />
            {locales.map((each) => (
              <track
                key={each}
                kind="captions"
                src={tutorialVideo.captions(each)}
                srcLang={intlLocale(each)}
                label={localeNames[each]}
                default={each === locale}
              />
            ))}
          </video>
        )}
      </div>
    </div>
  )
}

/**
 * When the interface language changes while the video is there, its captions follow. The first
 * choice is the `default` track's: setting a mode from a script before the browser's own choice
 * of tracks has run would leave two captions showing.
 */
function useCaptionsOf(video: React.RefObject<HTMLVideoElement | null>, locale: Locale) {
  const shown = useRef(locale)
  useEffect(() => {
    if (shown.current === locale) return
    shown.current = locale
    for (const track of Array.from(video.current?.textTracks ?? [])) {
      track.mode = track.language === intlLocale(locale) ? 'showing' : 'disabled'
    }
  }, [video, locale])
}
