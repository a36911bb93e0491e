import type { AboutPageResolvers } from '../__generated__/resolvers-types.js'
import { localized } from './localized.js'

export const AboutPage: AboutPageResolvers = {
  title: (row) => localized(row, 'title'),
  introduction: (row) =>
    row.intro_ru.map((ru, index) => ({
      tm: row.intro_tm[index] ?? ru,
      ru,
      en: row.intro_en[index] ?? ru,
    })),
  foundedIn: (row) => row.founded,
}
