import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * One catalog per feature (`src/features/<name>/locales/<locale>.po`) and one for what the app
 * shares (`src/locales/<locale>.po`): a feature's texts live beside it, and two people working on
 * two features never edit the same file. English is the source; Turkmen is the default language
 * and Russian the fallback (a missing text shows in Russian, never as an id).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['tm', 'ru', 'en'],
  fallbackLocales: { default: 'ru' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/app', '<rootDir>/src/components', '<rootDir>/src/lib'],
      exclude: ['**/*.test.ts'],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
