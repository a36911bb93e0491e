import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** A random opaque value for tokens and links: 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** A six-digit one-time code, uniformly drawn. */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/** Tokens and links are stored only as their SHA-256: a leaked table reveals no usable secret. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Keyed hashing and signing with the application secret. */
export interface Signer {
  hmac(purpose: string, value: string): string
  sign(purpose: string, value: string): string
  /** The value inside `signed`, or undefined when the signature is not ours. */
  unsign(purpose: string, signed: string): string | undefined
}

export function createSigner(secret: string): Signer {
  const hmac = (purpose: string, value: string) =>
    createHmac('sha256', secret).update(`${purpose}\0${value}`).digest('base64url')
  return {
    hmac,
    sign: (purpose, value) => `${value}.${hmac(purpose, value)}`,
    unsign: (purpose, signed) => {
      const dot = signed.lastIndexOf('.')
      if (dot <= 0) return undefined
      const value = signed.slice(0, dot)
      return safeEqual(signed.slice(dot + 1), hmac(purpose, value)) ? value : undefined
    },
  }
}

/**
 * APP_SECRET when given; otherwise a secret generated at first start and kept in DATA_DIR, so a
 * fresh `npm start` needs no setup and a restart keeps signed values valid.
 */
export async function loadAppSecret(configured: string | undefined, dataDir: string) {
  if (configured) return configured
  const file = path.join(dataDir, 'app-secret')
  try {
    return (await readFile(file, 'utf8')).trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  await mkdir(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  })
  return (await readFile(file, 'utf8')).trim()
}
