// After `vite build`: a Brotli (.br) and a gzip (.gz) copy beside each text file of the build, at
// the strongest settings, made once here instead of on each request. The gateway serves the
// compressed copy a browser accepts (and the file itself to one that accepts neither).
//
// The gzip copies are made by Zopfli: a gzip stream every browser reads, ~4% smaller than zlib's
// level 9 (the main page's libraries: 130 KB instead of 134.6 KB), for a few seconds more of
// build. A copy is written only when it is smaller than the file: the tiny chunks (a few hundred
// bytes) are compressed too, as a browser fetching the main page gets them (ADR 0085).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const TEXT = /\.(?:js|css|html|svg|json|txt|xml|webmanifest)$/

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
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
  const gz = Buffer.from(await gzipAsync(body, { numiterations: 15 }))
  if (br.length < body.length) writeFileSync(`${file}.br`, br)
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz)
  count++
}
process.stdout.write(`Compressed ${count} files of the build (.br and .gz beside each)\n`)
