import type { JWK } from 'jose'
import type { Db } from '../db/database.js'
import { checkCredential } from './credential.js'
import { type PermitDocument, permitDocumentsRepository } from './permit-documents.repository.js'
import { readShortCode } from './short-code.js'

export type VerificationStatus = 'valid' | 'revoked' | 'expired' | 'forged'

export type Verification =
  | { status: 'forged' }
  | { status: Exclude<VerificationStatus, 'forged'>; document: PermitDocument }

/**
 * What a border officer's scan (or typed verify code, "K7MQ2-XW9PA") learns: forged (not signed by a key of ours, altered, or not a
 * credential we issued), revoked (at once: revocation is read here, not signed into the code),
 * expired (past the end of its return day), or valid.
 */
export async function verifyPermitCode(db: Db, code: string, now = new Date()) {
  const documents = permitDocumentsRepository(db)
  const short = readShortCode(code)
  // A short code names a document; its credential is checked as a scanned one would be, so a
  // row altered in the database, or a key withdrawn, still reads as forged.
  const credential = short ? (await documents.byShortCode(short))?.credential : code
  if (!credential) return { status: 'forged' } satisfies Verification
  const checked = await checkCredential(
    credential,
    async (kid) => (await documents.publicKey(kid))?.public_jwk as JWK | undefined,
  )
  if (!checked.ok) return { status: 'forged' } satisfies Verification
  const document = await documents.byNumber(checked.claims.id)
  // Signed by us yet not the credential we keep: never given out, so not to be trusted.
  if (!document || document.credential !== credential)
    return { status: 'forged' } satisfies Verification
  const status = document.revoked_at
    ? 'revoked'
    : now.getTime() / 1000 > checked.claims.exp
      ? 'expired'
      : 'valid'
  return { status, document } satisfies Verification
}
