import { fileURLToPath } from 'node:url'
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The SPA's build. Lingui's macros (`<Trans>`, `t`) are compiled by Babel before React's
 * transform; `.po` catalogs are compiled on import, and a text without a translation fails the
 * build. Each `graphql(`…`)` call becomes an import of that one document (codegen's Babel plugin),
 * so a page ships its own documents, not the app's whole list. In development `/graphql`, `/rss` and `/storage` go to a running gateway
 * (`npm start`, port 8080).
 */
export default defineConfig({
  plugins: [
    babel({
      plugins: [
        '@lingui/babel-plugin-lingui-macro',
        [
          babelOptimizerPlugin,
          {
            artifactDirectory: fileURLToPath(new URL('./src/gql', import.meta.url)),
            gqlTagName: 'graphql',
          },
        ],
      ],
    }),
    react(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
  ],
  resolve: {
    // One React for the app and its libraries: the gateway's explorer keeps an older React at
    // the repository's root, which Apollo's and Lingui's hooks would otherwise pick up.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 2048,
    manifest: true,
  },
  server: {
    proxy: {
      '/graphql': 'http://127.0.0.1:8080',
      '/rss': 'http://127.0.0.1:8080',
      '/storage': 'http://127.0.0.1:8080',
    },
  },
})
