import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose'

/**
 * The enterprise's key for signing what others verify offline (the issued e-permits): an ES256
 * (EC P-256) private key, its public half as a JWK, and its key id, the JWK's RFC 7638
 * thumbprint, so the same key always has the same id and a new key a new one.
 */
export interface SigningKey {
  kid: string
  privateKey: KeyObject
  publicJwk: JWK & { kid: string; alg: 'ES256'; use: 'sig' }
}

const FILE = 'permit-signing-key.pem'

/** A PEM (PKCS#8 or SEC1) or a JWK as JSON; `\n` written out in an environment value is a newline. */
export function parsePrivateKey(text: string): KeyObject {
  const trimmed = text.trim()
  if (trimmed.startsWith('{')) return createPrivateKey({ key: JSON.parse(trimmed), format: 'jwk' })
  return createPrivateKey(trimmed.replace(/\\n/g, '\n'))
}

/** Whether `text` is an EC P-256 private key that ES256 can sign with. */
export function isEs256PrivateKey(text: string): boolean {
  try {
    const key = parsePrivateKey(text)
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1'
  } catch {
    return false
  }
}

export async function signingKeyOf(privateKey: KeyObject): Promise<SigningKey> {
  const { kty, crv, x, y } = await exportJWK(createPublicKey(privateKey))
  const kid = await calculateJwkThumbprint({ kty, crv, x, y })
  return { kid, privateKey, publicJwk: { kty, crv, x, y, kid, alg: 'ES256', use: 'sig' } }
}

/**
 * PERMIT_SIGNING_KEY when given (validated at start, config.ts); otherwise a key generated at
 * first start and kept in DATA_DIR, as the app secret is, so a local start needs no setup.
 */
export async function loadSigningKey(configured: string | undefined, dataDir: string) {
  if (configured) return signingKeyOf(parsePrivateKey(configured))
  const file = path.join(dataDir, FILE)
  let pem: string | undefined
  try {
    pem = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  if (pem === undefined) {
    await mkdir(dataDir, { recursive: true })
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const generated = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
    // Two programs starting at once on one folder keep the first key written.
    await writeFile(file, generated, { mode: 0o600, flag: 'wx' }).catch((error) => {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    })
    pem = await readFile(file, 'utf8')
  }
  return signingKeyOf(parsePrivateKey(pem))
}
