// A Vite plugin for the web's build: index.html names, for each page, the files a first visit to
// it needs beyond the shell's (the page's chunks, their stylesheets, its catalogs in each
// language), and a small inline script adds them as preloads before the shell's scripts run.
// Without it a page's code and texts start downloading only once the libraries and the shell
// have downloaded and run: one more round trip before anything but the header shows.
// The same script asks the gateway for the data the shell and the page render first (their
// persisted queries, by GET, as the web's client asks), and once an answer names the page's
// largest image, fetches that too: data, image and code arrive together, not one after another.
// The client takes these answers instead of asking again (src/lib/early-answers.ts).

import { readFileSync } from 'node:fs'

/** The file of the build that lists the pages' patterns, for the gateway (gateway/src/web-app.ts). */
export const PAGES_FILE = 'pages.json'

/** A React Router pattern as a regular expression's source (`:x` a part, `:x?` optional). */
export function patternSource(path) {
  if (path === '/') return '^/$'
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part === '*') return '(?:/.*)?'
      if (part.startsWith(':')) {
        const name = part.slice(1).replace(/\?$/, '')
        return part.endsWith('?') ? `(?:/(?<${name}>[^/]+))?` : `/(?<${name}>[^/]+)`
      }
      return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
    })
  return `^${parts.join('')}/?$`
}

/**
 * `pages`: route-table.ts's PAGES then NOT_FOUND; `shellCatalogs`: the catalogs every page
 * loads; `shellData`: the queries every page sends at start (route-table.ts's SHELL_DATA);
 * `locales`: the interface languages, the first the default; `storageKey`: where the chosen
 * language is remembered, `authKey` where an open session is (src/lib/preferences.ts);
 * `documents`: codegen's manifest of persisted documents (hash → document); `graphqlPath`:
 * where the gateway answers.
 */
export default function routePreloads({
  pages,
  shellCatalogs,
  shellData,
  locales,
  storageKey,
  authKey,
  documents,
  graphqlPath,
}) {
  return {
    name: 'route-preloads',
    apply: 'build',
    // The gateway answers an address that names none of these pages with the status 404 (the
    // page itself still shows the not-found page): `pages.json`, the patterns the router matches.
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: PAGES_FILE,
        source: JSON.stringify({
          patterns: pages
            .filter((page) => page.path !== '*')
            .map((page) => patternSource(page.path)),
        }),
      })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
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
        // A module's chunk and what it imports that index.html does not load anyway, with
        // their stylesheets. `besides`: files a page's other list already names.
        const moduleFiles = (source, besides = []) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${source}.tsx`))
          if (!chunk) throw new Error(`route-preloads: no chunk for src/${source}.tsx`)
          const wanted = new Set(besides.map((index) => files[index]))
          const add = (current) => {
            if (!current || loaded.has(current.fileName) || wanted.has(current.fileName)) return
            wanted.add(current.fileName)
            for (const css of current.viteMetadata?.importedCss ?? []) wanted.add(css)
            for (const name of current.imports) add(byFile.get(name))
          }
          add(chunk)
          const named = new Set(besides.map((index) => files[index]))
          return [...wanted].filter((file) => !named.has(file)).map(indexOf)
        }
        const signedInStart = (start, besides) => {
          if (!start) return null
          const parts = start.parts.flatMap((part) => moduleFiles(part, besides))
          return [start.unless, [...new Set(parts)], start.catalogs, early(start.data)]
        }
        const catalogs = {}
        for (const [id, chunk] of byModule) {
          const match = /\/src\/(?:features\/([\w-]+)\/)?locales\/(\w+)\.po$/.exec(id ?? '')
          if (!match) continue
          const name = match[1] ?? 'shared'
          catalogs[name] ??= {}
          catalogs[name][match[2]] = indexOf(chunk.fileName)
        }
        const hashes = hashesByOperation(documents)
        const early = (queries) => earlyQueries(queries, hashes)
        const map = {
          f: files,
          c: catalogs,
          s: ['shared', ...shellCatalogs],
          d: early(shellData),
          p: pages.map((page) => {
            const own = moduleFiles(`app/routes/${page.module}`)
            return [
              patternSource(page.path),
              own,
              page.catalogs,
              early(page.data),
              signedInStart(page.signedIn, own),
            ]
          }),
        }
        const script = startScript(map, { storageKey, authKey, locales, graphqlPath })
        // Before the shell's scripts and stylesheet: an inline script after a stylesheet waits
        // for that stylesheet to arrive. (After the meta tags, which must come first.)
        const at = html.indexOf('<script type="module"')
        if (at < 0) throw new Error('route-preloads: index.html has no module script')
        return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`
      },
    },
  }
}

/** Each persisted operation's hash by its name (the manifest maps hashes to documents). */
export function hashesByOperation(manifestPath) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const hashes = new Map()
  for (const [hash, document] of Object.entries(manifest)) {
    // Fragments come first in a document; its one operation names it.
    const name = /(?:^|[\s}])(?:query|mutation|subscription)\s+(\w+)/.exec(document)?.[1]
    if (name) hashes.set(name, hash)
  }
  return hashes
}

/**
 * A page's early queries (route-table.ts's EarlyQuery) as the inline script reads them:
 * `[operation, hash, variables, image]`, each variable `{ param, number }` (from the address)
 * or `{ value }`, the image `[where its address is, where its renderings are, the sizes it is
 * drawn at]` or null.
 */
export function earlyQueries(queries = [], hashes) {
  return queries.map(({ operation, variables = {}, image }) => {
    const hash = hashes.get(operation)
    if (!hash) throw new Error(`route-preloads: no persisted document named ${operation}`)
    return [
      operation,
      hash,
      variables,
      image ? [image.src, image.variants ?? null, image.sizes ?? null] : null,
    ]
  })
}

/**
 * The inline script of index.html: `map` names the files (`f`), catalogs (`c`), the shell's
 * catalogs (`s`) and queries (`d`), and each page's pattern, files, catalogs, queries and what
 * a signed-in visitor's first render adds (`p`: `[unless, files, catalogs, queries]` or null).
 * It runs before any of the web's code: it asks for the page's data, preloads its largest image
 * once an answer names it (with its renderings and sizes, as the page's `<img>` will ask, so the
 * same file is fetched: lib/image-sources.ts), and preloads the page's files.
 */
export function startScript(map, { storageKey, authKey, locales, graphqlPath }) {
  return `(() => {
  // The files of this page beyond the shell's, preloaded now (scripts/route-preloads.mjs).
  const m = ${JSON.stringify(map)}
  let lang = null
  let signedIn = false
  try {
    lang = localStorage.getItem(${JSON.stringify(storageKey)})
    signedIn = localStorage.getItem(${JSON.stringify(authKey)}) === 'true'
  } catch {}
  if (!${JSON.stringify(locales)}.includes(lang)) lang = ${JSON.stringify(locales[0])}
  let params = null
  const page = m.p.find(([pattern]) => (params = new RegExp(pattern).exec(location.pathname)))
  if (!page) return
  const start = page[4] && signedIn && params.groups?.[page[4][0]] === undefined ? page[4] : null
  // The data first: its requests leave before the files'.
  const early = (window.__earlyAnswers = {})
  const at = performance.now()
  for (const [operation, hash, variables, image] of [...m.d, ...page[3], ...(start ? start[3] : [])]) {
    const values = {}
    let complete = true
    for (const name of Object.keys(variables).sort()) {
      const { param, number, value } = variables[name]
      const raw = params.groups?.[param]
      try {
        if (value !== undefined) values[name] = value
        else if (raw === undefined || (number && !/^[1-9][0-9]{0,8}$/.test(raw))) complete = false
        else values[name] = number ? Number(raw) : decodeURIComponent(raw)
      } catch {
        complete = false
      }
    }
    if (!complete) continue
    const json = JSON.stringify(values)
    const url = ${JSON.stringify(graphqlPath)} + '?operationName=' + operation + '&variables=' +
      encodeURIComponent(json) + '&extensions=' +
      encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }))
    const answer = fetch(url, {
      credentials: 'same-origin',
      headers: {
        accept: 'application/graphql-response+json,application/json;q=0.9',
        'accept-language': lang,
        'apollo-require-preflight': 'true',
      },
    })
    early[operation + ' ' + json] = { answer, lang, at }
    if (image) {
      answer
        .then((response) => (response.ok ? response.clone().json() : null))
        .then((body) => {
          const find = (path) => path?.split('.').reduce((value, key) => value?.[key], body?.data)
          const src = find(image[0])
          if (typeof src !== 'string' || !src.startsWith('/')) return
          const link = document.createElement('link')
          link.rel = 'preload'
          link.as = 'image'
          link.href = src
          link.fetchPriority = 'high'
          const variants = (Array.isArray(find(image[1])) ? find(image[1]) : []).filter(
            (v) => typeof v?.url === 'string' && v.url.startsWith('/') && Number.isInteger(v.width),
          )
          if (variants.length > 0 && image[2]) {
            link.imageSrcset = variants
              .sort((a, b) => a.width - b.width)
              .map((v) => v.url + ' ' + v.width + 'w')
              .join(', ')
            link.imageSizes = image[2]
          }
          document.head.append(link)
        })
        .catch(() => {})
    }
  }
  const names = [...m.s, ...page[2], ...(start ? start[2] : [])]
  const files = [...page[1], ...(start ? start[1] : [])]
  const wanted = [...files, ...names.map((name) => m.c[name]?.[lang]).filter((i) => i !== undefined)]
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
}
