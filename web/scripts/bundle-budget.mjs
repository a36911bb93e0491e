// After `vite build`: the JavaScript the main page (`/`) needs, gzipped, from Vite's manifest —
// the entry with everything it imports, plus the main page's lazy route with its imports. Prints
// the figure and fails the build above the budget. The cabinet must not be among those files.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 150
const MAIN_ROUTE = 'src/app/routes/home.tsx'
const CABINET_ROUTE = 'src/app/routes/cabinet.tsx'

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'))

/** The chunk's file and every file it imports statically, transitively. */
function closure(key, files = new Set()) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return files
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) closure(imported, files)
  return files
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
if (!entry || !manifest[MAIN_ROUTE]) {
  console.error(`bundle budget: no entry or no ${MAIN_ROUTE} in the manifest`)
  process.exit(1)
}
const files = closure(MAIN_ROUTE, closure(entry))
const cabinet = manifest[CABINET_ROUTE]?.file
if (cabinet && files.has(cabinet)) {
  console.error('bundle budget: the cabinet is loaded with the main page; it must be a lazy chunk')
  process.exit(1)
}
const scripts = [...files].filter((file) => file.endsWith('.js'))
let bytes = 0
for (const file of scripts) {
  bytes += gzipSync(readFileSync(path.join(dist, file))).length
}
const kb = bytes / 1024
process.stdout.write(
  `Main route JavaScript: ${kb.toFixed(1)} KB gzipped in ${scripts.length} files (budget ${BUDGET_KB} KB)\n`,
)
if (kb > BUDGET_KB) {
  console.error(`bundle budget: ${kb.toFixed(1)} KB is over ${BUDGET_KB} KB`)
  process.exit(1)
}
