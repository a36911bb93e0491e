import { CompactSign, compactVerify, decodeProtectedHeader, importJWK, type JWK } from 'jose'
import type { SigningKey } from '../security/signing-key.js'

/**
 * The signed credential of an issued e-permit: a compact ES256 JWS whose claims follow the
 * e-permit protocol's offline credential (id, iat, exp, cn, pn) and its QR payload (iss, aud, py,
 * pt, pid), with the trip's dates beside them. An officer's verifier checks it against the keys
 * we publish (`/.well-known/jwks.json`), without asking us.
 */
export interface PermitClaims {
  /** The issuing authority's country: TM */
  iss: string
  /** The country it is issued for (the verifier), upper-case ISO 3166 code */
  aud: string
  /** The permit id: ISSUER-VERIFIER-YEAR-TYPE-SERIAL */
  id: string
  /** Year */
  py: number
  /** Type: 1 bilateral, 2 transit, 3 third country, 4 unladen entry / return load */
  pt: number
  /** Serial number within the country, year and type */
  pid: number
  /** Issued at, seconds since 1970 */
  iat: number
  /** Valid until the end of the return day, seconds since 1970 */
  exp: number
  /** The haulier: company name or the individual's full name */
  cn: string
  /** Plate numbers: the car's, then the trailer's, if any */
  pn: string
  /** Departure and return days, yyyy-mm-dd */
  dd: string
  rd: string
}

export async function signCredential(claims: PermitClaims, key: SigningKey): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .sign(key.privateKey)
}

export type CheckedCredential =
  | { ok: true; kid: string; claims: PermitClaims }
  | { ok: false; why: 'malformed' | 'unknown_key' | 'bad_signature' }

const CLAIM_TYPES: Record<keyof PermitClaims, 'string' | 'number'> = {
  iss: 'string',
  aud: 'string',
  id: 'string',
  py: 'number',
  pt: 'number',
  pid: 'number',
  iat: 'number',
  exp: 'number',
  cn: 'string',
  pn: 'string',
  dd: 'string',
  rd: 'string',
}

function claimsOf(payload: Uint8Array): PermitClaims | undefined {
  try {
    const value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload))
    if (typeof value !== 'object' || value === null) return undefined
    for (const [name, type] of Object.entries(CLAIM_TYPES)) {
      if (typeof value[name] !== type) return undefined
    }
    return value as PermitClaims
  } catch {
    return undefined
  }
}

/**
 * Checks a credential's signature against the public key its `kid` names (`findKey`), and its
 * claims' shape. Only ES256 is accepted, whatever the header asks for.
 */
export async function checkCredential(
  code: string,
  findKey: (kid: string) => Promise<JWK | undefined>,
): Promise<CheckedCredential> {
  let kid: string | undefined
  try {
    const header = decodeProtectedHeader(code)
    if (header.alg !== 'ES256' || typeof header.kid !== 'string')
      return { ok: false, why: 'malformed' }
    kid = header.kid
  } catch {
    return { ok: false, why: 'malformed' }
  }
  const jwk = await findKey(kid)
  if (!jwk) return { ok: false, why: 'unknown_key' }
  try {
    const key = await importJWK({ ...jwk, alg: 'ES256' }, 'ES256')
    const { payload } = await compactVerify(code, key, { algorithms: ['ES256'] })
    const claims = claimsOf(payload)
    return claims ? { ok: true, kid, claims } : { ok: false, why: 'malformed' }
  } catch {
    return { ok: false, why: 'bad_signature' }
  }
}
