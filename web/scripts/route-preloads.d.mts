import type { Plugin } from 'vite'

export function patternSource(path: string): string

/** A query index.html sends at start (route-table.ts's EarlyQuery). */
interface EarlyQuery {
  operation: string
  variables?: Readonly<Record<string, { readonly param: string; readonly number?: true }>>
  image?: string
}

export default function routePreloads(options: {
  pages: readonly {
    path: string
    module: string
    catalogs: readonly string[]
    data?: readonly EarlyQuery[]
  }[]
  shellCatalogs: readonly string[]
  shellData: readonly EarlyQuery[]
  documents: string
  graphqlPath: string
  locales: readonly string[]
  storageKey: string
}): Plugin
