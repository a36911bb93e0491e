import type { Plugin } from 'vite'

export function patternSource(path: string): string

/** A query index.html sends at start (route-table.ts's EarlyQuery). */
interface EarlyQuery {
  operation: string
  variables?: Readonly<
    Record<string, { readonly param: string; readonly number?: true } | { readonly value: number }>
  >
  image?: { readonly src: string; readonly variants?: string; readonly sizes?: string }
}

/** What the inline script reads of the build: files, catalogs, the shell's and each page's. */
export interface PreloadMap {
  f: string[]
  c: Record<string, Record<string, number>>
  s: string[]
  d: EarlyQueryEntry[]
  p: [
    pattern: string,
    files: number[],
    catalogs: readonly string[],
    data: EarlyQueryEntry[],
    signedIn?: SignedInEntry | null,
  ][]
}

/** What a signed-in visitor's first render adds, at an address without the `unless` part. */
type SignedInEntry = [
  unless: string,
  files: number[],
  catalogs: readonly string[],
  data: EarlyQueryEntry[],
]

type EarlyQueryEntry = [
  operation: string,
  hash: string,
  variables: NonNullable<EarlyQuery['variables']>,
  image: [src: string, variants: string | null, sizes: string | null] | null,
]

export function earlyQueries(
  queries: readonly EarlyQuery[] | undefined,
  hashes: Map<string, string>,
): EarlyQueryEntry[]

export function startScript(
  map: PreloadMap,
  options: { storageKey: string; authKey: string; locales: readonly string[]; graphqlPath: string },
): string

export function hashesByOperation(manifestPath: string): Map<string, string>

export default function routePreloads(options: {
  pages: readonly {
    path: string
    module: string
    catalogs: readonly string[]
    data?: readonly EarlyQuery[]
    signedIn?: {
      unless: string
      parts: readonly string[]
      catalogs: readonly string[]
      data: readonly EarlyQuery[]
    }
  }[]
  shellCatalogs: readonly string[]
  shellData: readonly EarlyQuery[]
  documents: string
  graphqlPath: string
  locales: readonly string[]
  storageKey: string
  authKey: string
}): Plugin
