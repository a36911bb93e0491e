// After `vite build`: a Brotli (.br) and a gzip (.gz) copy beside each text file of the build, at
// the strongest settings, made once here instead of on each request. The gateway serves the
// compressed copy a browser accepts (and the file itself to one that accepts neither).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const TEXT = /\.(?:js|css|html|svg|json|txt|xml|webmanifest)$/
const MIN_BYTES = 1024

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name)
    if (statSync(file).isDirectory()) yield* files(file)
    else yield file
  }
}

let count = 0
for (const file of files(dist)) {
  if (!TEXT.test(file)) continue
  const body = readFileSync(file)
  if (body.length < MIN_BYTES) continue
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  count++
}
process.stdout.write(`Compressed ${count} files of the build (.br and .gz beside each)\n`)
