import { once } from 'node:events'
import { createReadStream } from 'node:fs'
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { ByteStore, StoredEntry } from './stored-bytes.js'
import { STORED_NAME, storedKey } from './stored-bytes.js'

/**
 * Bytes in a folder of the data folder (DATA_DIR/uploads), the default. One API process owns
 * the data folder (its lock), so the store is not shared.
 */
export function localBytes(root: string): ByteStore & { pathOf(sha256: string): string } {
  const pathOf = (sha256: string) => path.join(root, storedKey(sha256))
  return {
    where: root,
    shared: false,
    pathOf,
    check: () => mkdir(root, { recursive: true }).then(() => undefined),
    async keep(sha256, temporaryFile) {
      const target = pathOf(sha256)
      if (await exists(target)) {
        await rm(temporaryFile, { force: true })
        return false
      }
      await mkdir(path.dirname(target), { recursive: true })
      await rename(temporaryFile, target)
      return true
    },
    async open(sha256) {
      const stream = createReadStream(pathOf(sha256))
      try {
        await once(stream, 'open')
        return stream
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
    },
    remove: (sha256) => rm(pathOf(sha256), { force: true }),
    writtenAt: async (sha256) => (await stat(pathOf(sha256)).catch(() => undefined))?.mtimeMs,
    list: () => storedFiles(root),
  }
}

async function* storedFiles(root: string): AsyncIterable<StoredEntry> {
  const folders = await readdir(root).catch(() => [] as string[])
  for (const folder of folders.filter((name) => /^[0-9a-f]{2}$/.test(name))) {
    for (const name of await readdir(path.join(root, folder)).catch(() => [] as string[])) {
      if (!STORED_NAME.test(name)) continue
      const written = await stat(path.join(root, folder, name)).catch(() => undefined)
      if (written) yield { sha256: name, writtenAt: written.mtimeMs }
    }
  }
}

async function exists(file: string) {
  try {
    await access(file)
    return true
  } catch {
    return false
  }
}
