import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import inlineGraphqlDocuments from './scripts/inline-graphql-documents.mjs'
import routePreloads from './scripts/route-preloads.mjs'
import { NOT_FOUND, PAGES, SHELL_CATALOGS, SHELL_DATA } from './src/app/route-table'
import { GRAPHQL_PATH } from './src/config/graphql-path'
import { defaultLocale, locales } from './src/lib/locales'
import { preferenceKeys } from './src/lib/preferences'

/**
 * The SPA's build. Lingui's macros (`<Trans>`, `t`) are compiled by Babel before React's
 * transform; `.po` catalogs are compiled on import, and a text without a translation fails the
 * build. Each `graphql(`…`)` call is replaced by its generated document (our Babel plugin in
 * scripts/), so a page ships its own documents, not the app's whole list. In development `/graphql`, `/rss` and `/storage` go to a running gateway
 * (`npm start`, port 8080).
 */
export default defineConfig({
  plugins: [
    babel({
      plugins: [
        '@lingui/babel-plugin-lingui-macro',
        [
          inlineGraphqlDocuments,
          { generatedFile: fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url)) },
        ],
      ],
    }),
    react(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    // index.html preloads the first page's own code and texts beside the shell's, and asks for
    // the data the shell and the page render first.
    routePreloads({
      pages: [...PAGES, NOT_FOUND],
      shellCatalogs: SHELL_CATALOGS,
      shellData: SHELL_DATA,
      documents: fileURLToPath(new URL('./src/gql/persisted-documents.json', import.meta.url)),
      graphqlPath: GRAPHQL_PATH,
      locales: [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)],
      storageKey: preferenceKeys.lang,
      authKey: preferenceKeys.authenticated,
    }),
  ],
  resolve: {
    // One React for the app and its libraries: the gateway's explorer keeps an older React at
    // the repository's root, which Apollo's and Lingui's hooks would otherwise pick up.
    dedupe: ['react', 'react-dom'],
    // Libraries that also publish modern JavaScript under `es2015` (rxjs, which Apollo uses)
    // give it instead of their ES5 build: classes instead of helper functions, ~4 KB less.
    conditions: ['es2015', ...defaultClientConditions],
  },
  build: {
    target: 'es2022',
    // Maps are written for whoever debugs a build, but no file names them, and the gateway never
    // serves a .map (they hold the original sources and their comments).
    sourcemap: 'hidden',
    assetsInlineLimit: 2048,
    manifest: true,
    // Every browser the portal supports preloads modules itself.
    modulePreload: { polyfill: false },
    // What every page loads at start goes in two files, the libraries and our shell, instead of
    // a score of small shared chunks: fewer requests, and gzip sees each file's modules together
    // (the main page's first view: ~152 KB gzipped in 20 files, ~148 KB in 8).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'libs', tags: ['$initial'], test: /[\\/]node_modules[\\/]/ },
            { name: 'shell', tags: ['$initial'], test: /[\\/]src[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': 'http://127.0.0.1:8080',
      '/rss': 'http://127.0.0.1:8080',
      '/storage': 'http://127.0.0.1:8080',
    },
  },
})
