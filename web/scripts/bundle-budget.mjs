// After `vite build` and precompress.mjs: the JavaScript a first visit of the main page (`/`) in
// Turkmen downloads, counted at the bytes of the gzip copies the gateway serves (a file with no
// smaller copy at its own size), from Vite's manifest — the scripts index.html loads with everything they import, the
// main page's chunk with its imports, and the Turkmen catalogs the shell and the main page load. Fails above the
// budget, or when the cabinet is among those files. Also prints what the rest of the main page
// adds for a reader who scrolls to its end (parts below the fold load when they come near).
//
// The journey tests/e2e/main-page-weight.spec.ts weighs the same load in Chromium (1280×720, cold,
// until the network is idle) and checks this count agrees with it within 1 KB (ADR 0085).
// The budget is 150 KB (React, React DOM, React Router and Apollo take ~132 KB of it; see
// docs/decisions/0040).
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const BUDGET_KB = 150
const MAIN_ROUTE = 'src/app/routes/home.tsx'
const CABINET_ROUTE = 'src/app/routes/cabinet.tsx'
const LOCALE = 'tm'

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(web, 'dist')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'))

/** The chunk's file and every file it imports statically, transitively. */
function closure(key, files = new Set()) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return files
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) closure(imported, files)
  return files
}

/** The catalogs loaded at start (route-table.ts: SHELL_CATALOGS) and with the main page. */
function startCatalogs() {
  const table = readFileSync(path.join(web, 'src/app/route-table.ts'), 'utf8')
  const shell = /SHELL_CATALOGS = \[([^\]]*)\]/.exec(table)?.[1]
  const home = /path: '\/', module: 'home', catalogs: \[([^\]]*)\]/.exec(table)?.[1]
  if (shell === undefined || home === undefined) {
    console.error(
      "bundle budget: route-table.ts's SHELL_CATALOGS or the main page's catalogs moved",
    )
    process.exit(1)
  }
  const names = new Set(['shared', ...`${shell},${home}`.matchAll(/'([\w-]+)'/g)].map((m) => m[1]))
  names.add('shared')
  return [...names].map((name) =>
    name === 'shared' ? `src/locales/${LOCALE}.po` : `src/features/${name}/locales/${LOCALE}.po`,
  )
}

/** A file's bytes as the gateway sends them to a browser asking for gzip: its `.gz` copy
 * (precompress.mjs, run before this script), or the file itself when no copy is smaller. */
const servedGzip = (file) => {
  const gz = path.join(dist, `${file}.gz`)
  return statSync(existsSync(gz) ? gz : path.join(dist, file)).size
}
const gzipped = (files) =>
  [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + servedGzip(file), 0) / 1024

// The page's own scripts. (The entry may have no chunk of its own: vite.config.ts puts what
// starts the app into the shell's chunk, which the page then loads directly.)
const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
const scripts = [...html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)].map((m) => m[1])
const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
if (scripts.length === 0 || scripts.some((file) => !keyOf.has(file)) || !manifest[MAIN_ROUTE]) {
  console.error(`bundle budget: index.html's scripts or ${MAIN_ROUTE} are not in the manifest`)
  process.exit(1)
}
const first = new Set()
for (const file of scripts) closure(keyOf.get(file), first)
closure(MAIN_ROUTE, first)
for (const catalog of startCatalogs()) closure(catalog, first)
const cabinet = manifest[CABINET_ROUTE]?.file
if (cabinet && first.has(cabinet)) {
  console.error('bundle budget: the cabinet is loaded with the main page; it must be a lazy chunk')
  process.exit(1)
}
const below = new Set()
for (const key of manifest[MAIN_ROUTE].dynamicImports ?? []) closure(key, below)
for (const file of first) below.delete(file)

const kb = gzipped(first)
process.stdout.write(
  `Main page, first view: ${kb.toFixed(1)} KB of JavaScript gzipped (budget ${BUDGET_KB} KB); ` +
    `scrolled to its end: ${(kb + gzipped(below)).toFixed(1)} KB\n`,
)
if (kb > BUDGET_KB) {
  console.error(`bundle budget: ${kb.toFixed(1)} KB is over the ${BUDGET_KB} KB budget`)
  process.exit(1)
}
