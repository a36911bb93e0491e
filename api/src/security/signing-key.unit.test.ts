import { generateKeyPairSync } from 'node:crypto'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { calculateJwkThumbprint } from 'jose'
import { afterEach, describe, expect, it } from 'vitest'
import { loadSigningKey } from './signing-key.js'

const folders: string[] = []
const dataDir = async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'signing-key-'))
  folders.push(folder)
  return folder
}
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

describe('the e-permit signing key', () => {
  it('is generated into the data folder once, readable by its owner only, and kept', async () => {
    const folder = await dataDir()
    const first = await loadSigningKey(undefined, folder)
    const again = await loadSigningKey(undefined, folder)
    expect(again.kid).toBe(first.kid)
    const file = await stat(path.join(folder, 'permit-signing-key.pem'))
    expect(file.mode & 0o077).toBe(0)
    expect(first.publicJwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })
    expect(first.publicJwk).not.toHaveProperty('d')
  })

  it('is the configured one when given, named by its RFC 7638 thumbprint', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
    const key = await loadSigningKey(pem, await dataDir())
    const { kty, crv, x, y } = publicKey.export({ format: 'jwk' })
    expect(key.kid).toBe(await calculateJwkThumbprint({ kty, crv, x, y } as never))
    const other = await loadSigningKey(undefined, await dataDir())
    expect(other.kid).not.toBe(key.kid)
  })
})
