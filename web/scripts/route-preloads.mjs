// A Vite plugin for the web's build: index.html names, for each page, the files a first visit to
// it needs beyond the shell's (the page's chunks, their stylesheets, its catalogs in each
// language), and a small inline script adds them as preloads before the shell's scripts run.
// Without it a page's code and texts start downloading only once the libraries and the shell
// have downloaded and run: one more round trip before anything but the header shows.

/** A React Router pattern as a regular expression's source (`:x` a part, `:x?` optional). */
export function patternSource(path) {
  if (path === '/') return '^/$'
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part === '*') return '(?:/.*)?'
      if (part.startsWith(':')) return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+'
      return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
    })
  return `^${parts.join('')}/?$`
}

/**
 * `pages`: route-table.ts's PAGES then NOT_FOUND; `shellCatalogs`: the catalogs every page
 * loads; `locales`: the interface languages, the first the default; `storageKey`: where the
 * chosen language is remembered (src/lib/preferences.ts).
 */
export default function routePreloads({ pages, shellCatalogs, locales, storageKey }) {
  return {
    name: 'route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
        const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]))
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const entry = chunks.find((chunk) => chunk.isEntry)
        if (!entry) throw new Error('route-preloads: no entry chunk in the bundle')
        // What index.html loads anyway: the entry and everything it imports statically.
        const loaded = new Set()
        const walk = (chunk) => {
          if (!chunk || loaded.has(chunk.fileName)) return
          loaded.add(chunk.fileName)
          for (const name of chunk.imports) walk(byFile.get(name))
        }
        walk(entry)

        const files = []
        const indexOf = (file) => {
          let index = files.indexOf(file)
          if (index < 0) index = files.push(file) - 1
          return index
        }
        const pageFiles = (module) => {
          const chunk = chunks.find((c) =>
            c.facadeModuleId?.endsWith(`/src/app/routes/${module}.tsx`),
          )
          if (!chunk) throw new Error(`route-preloads: no chunk for routes/${module}.tsx`)
          const wanted = new Set()
          const add = (current) => {
            if (!current || loaded.has(current.fileName) || wanted.has(current.fileName)) return
            wanted.add(current.fileName)
            for (const css of current.viteMetadata?.importedCss ?? []) wanted.add(css)
            for (const name of current.imports) add(byFile.get(name))
          }
          add(chunk)
          return [...wanted].map(indexOf)
        }
        const catalogs = {}
        for (const [id, chunk] of byModule) {
          const match = /\/src\/(?:features\/([\w-]+)\/)?locales\/(\w+)\.po$/.exec(id ?? '')
          if (!match) continue
          const name = match[1] ?? 'shared'
          catalogs[name] ??= {}
          catalogs[name][match[2]] = indexOf(chunk.fileName)
        }
        const map = {
          f: files,
          c: catalogs,
          s: ['shared', ...shellCatalogs],
          p: pages.map((page) => [patternSource(page.path), pageFiles(page.module), page.catalogs]),
        }
        const script = `(() => {
  // The files of this page beyond the shell's, preloaded now (scripts/route-preloads.mjs).
  const m = ${JSON.stringify(map)}
  let lang = null
  try { lang = localStorage.getItem(${JSON.stringify(storageKey)}) } catch {}
  if (!${JSON.stringify(locales)}.includes(lang)) lang = ${JSON.stringify(locales[0])}
  const page = m.p.find(([pattern]) => new RegExp(pattern).test(location.pathname))
  if (!page) return
  const names = [...m.s, ...page[2]]
  const wanted = [...page[1], ...names.map((name) => m.c[name]?.[lang]).filter((i) => i !== undefined)]
  for (const i of wanted) {
    const link = document.createElement('link')
    const file = m.f[i]
    if (file.endsWith('.css')) { link.rel = 'preload'; link.as = 'style' } else link.rel = 'modulepreload'
    // As Vite's own loader asks for them, so that the preloaded copy is the one used.
    link.crossOrigin = ''
    link.href = '/' + file
    document.head.append(link)
  }
})()`
        return [{ tag: 'script', children: script, injectTo: 'head' }]
      },
    },
  }
}
