import type { Locale } from '../../lib/locales'

/**
 * The online application's static helps, served as files of the web (`web/public/`): the
 * tutorial video, recorded in each interface language with its poster and captions (by
 * `npm run tutorial`), and the application letter template (made by `npm run application-letters`).
 */
export const tutorialVideo = {
  video: (locale: Locale) => `/tutorial/online-application.${locale}.webm`,
  poster: (locale: Locale) => `/tutorial/online-application.${locale}.webp`,
  captions: (locale: Locale) => `/tutorial/online-application.${locale}.vtt`,
  width: 1280,
  height: 720,
} as const

export const applicationLetter = (locale: Locale) => `/documents/application-letter-${locale}.pdf`
