import { type PerLang, translated } from './catalogs.js'
import type { Content } from './content.js'
import type { Lang } from './gateway.js'

export const langs = ['tm', 'ru', 'en'] as const satisfies readonly Lang[]
/** The page's `<html lang>` per interface language: Turkmen's tag is `tk`. */
export const htmlLang: Record<Lang, string> = { tm: 'tk', ru: 'ru', en: 'en' }

export interface PublicPage {
  /** A short name, used in test titles and screenshot files. */
  name: string
  path: (content: Content) => string
  /** The page's main heading (its h1) in each language. */
  heading: (content: Content) => PerLang
  /** The document's title, when it is not the heading ("<title> · Türkmenawtoulaggözegçilik"). */
  title?: () => PerLang
  /** The document's title is the page's title alone, with no site name after it. */
  titleAlone?: true
  /** Further texts the page shows in each language: the API's content, mostly. */
  shows?: (content: Content) => PerLang[]
}

/**
 * Every public route of the portal (spec §2), the cabinet aside (it needs a session). Interface
 * texts are named by their English source and translated by the web's own catalogs; content is
 * the API's, in all three languages.
 */
export const publicPages: PublicPage[] = [
  {
    name: 'home',
    path: () => '/',
    heading: () =>
      translated('International road transport through Turkmenistan, under reliable supervision'),
    title: () => translated('Main page'),
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
    heading: (c) => c.latestNews[0]?.title ?? { tm: '?', ru: '?', en: '?' },
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
    heading: () => translated('Contacts', 'content'),
    shows: (c) => [c.contactsPage.address],
  },
  {
    name: 'privacy-policy',
    path: () => '/privacy_policy',
    heading: () => translated('Privacy policy', 'content'),
  },
  {
    name: 'login',
    path: () => '/login',
    heading: () => translated('Log in', 'accounts'),
  },
  {
    name: 'signup',
    path: () => '/signup',
    heading: () => translated('Sign up', 'accounts'),
  },
  {
    name: 'password-reset',
    path: () => '/password-reset',
    heading: () => translated('Password reset', 'accounts'),
  },
  {
    name: 'not-found',
    path: () => '/no-such-page',
    heading: () => translated('Page Not Found'),
    titleAlone: true,
  },
]
