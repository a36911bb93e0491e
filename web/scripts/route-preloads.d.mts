import type { Plugin } from 'vite'

export function patternSource(path: string): string

export default function routePreloads(options: {
  pages: readonly { path: string; module: string; catalogs: readonly string[] }[]
  shellCatalogs: readonly string[]
  locales: readonly string[]
  storageKey: string
}): Plugin
