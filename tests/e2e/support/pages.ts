import type { Content } from './content.js'
import type { Lang } from './gateway.js'

export const langs = ['tm', 'ru', 'en'] as const satisfies readonly Lang[]
/** The page's `<html lang>` per interface language: Turkmen's tag is `tk`. */
export const htmlLang: Record<Lang, string> = { tm: 'tk', ru: 'ru', en: 'en' }

type PerLang = Record<Lang, string>

export interface PublicPage {
  /** A short name, used in test titles and screenshot files. */
  name: string
  path: (content: Content) => string
  /** The page's main heading (its h1) in each language. */
  heading: (content: Content) => PerLang
  /** Further texts the page shows in each language: the API's content, mostly. */
  shows?: (content: Content) => PerLang[]
}

const same = (text: string): PerLang => ({ tm: text, ru: text, en: text })

/** Every public route of the portal (spec §2), the cabinet aside (it needs a session). */
export const publicPages: PublicPage[] = [
  {
    name: 'home',
    path: () => '/',
    heading: () => ({ tm: 'TODO', ru: 'TODO', en: 'TODO' }),
    shows: (c) => c.latestNews.map((news) => news.title),
  },
  {
    name: 'services',
    path: () => '/services',
    heading: (c) => c.servicesPage.title,
    shows: (c) => c.servicesPage.sections.map((section) => section.title),
  },
  {
    name: 'news',
    path: () => '/news-all/1',
    heading: () => ({ tm: 'Habarlar', ru: 'Новости', en: 'News' }),
    shows: (c) => c.newsPage.items.slice(0, 2).map((news) => news.title),
  },
  {
    name: 'single-news',
    path: (c) => `/single-news/${c.latestNews[0]?.id}`,
    heading: (c) => c.latestNews[0]?.title ?? same('?'),
  },
  {
    name: 'about',
    path: () => '/about-us',
    heading: (c) => c.aboutPage.title,
    shows: (c) => c.aboutPage.duties.slice(0, 1).map((duty) => duty.text),
  },
  {
    name: 'contacts',
    path: () => '/contacts',
    heading: () => ({ tm: 'Habarlaşmak', ru: 'Контакты', en: 'Contacts' }),
    shows: (c) => [c.contactsPage.address],
  },
  {
    name: 'privacy-policy',
    path: () => '/privacy_policy',
    heading: () => ({ tm: 'TODO', ru: 'TODO', en: 'Privacy policy' }),
  },
  {
    name: 'login',
    path: () => '/login',
    heading: () => ({ tm: 'Ulgama girmek', ru: 'Вход', en: 'Log in' }),
  },
  {
    name: 'signup',
    path: () => '/signup',
    heading: () => ({ tm: 'Hasaba durmak', ru: 'Регистрация', en: 'Sign up' }),
  },
  {
    name: 'password-reset',
    path: () => '/password-reset',
    heading: () => ({ tm: 'TODO', ru: 'TODO', en: 'Password reset' }),
  },
  {
    name: 'not-found',
    path: () => '/no-such-page',
    heading: () => ({ tm: 'TODO', ru: 'TODO', en: 'Page Not Found' }),
  },
]
