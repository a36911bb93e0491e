import type { JWK } from 'jose'
import type { Db } from '../db/database.js'
import { checkCredential } from './credential.js'
import { type PermitDocument, permitDocumentsRepository } from './permit-documents.repository.js'

export type VerificationStatus = 'valid' | 'revoked' | 'expired' | 'forged'

export type Verification =
  | { status: 'forged' }
  | { status: Exclude<VerificationStatus, 'forged'>; document: PermitDocument }

/**
 * What a border officer's scan learns: forged (not signed by a key of ours, altered, or not a
 * credential we issued), revoked (at once: revocation is read here, not signed into the code),
 * expired (past the end of its return day), or valid.
 */
export async function verifyPermitCode(db: Db, code: string, now = new Date()) {
  const documents = permitDocumentsRepository(db)
  const checked = await checkCredential(
    code,
    async (kid) => (await documents.publicKey(kid))?.public_jwk as JWK | undefined,
  )
  if (!checked.ok) return { status: 'forged' } satisfies Verification
  const document = await documents.byNumber(checked.claims.id)
  // Signed by us yet not the credential we keep: never given out, so not to be trusted.
  if (!document || document.credential !== code) return { status: 'forged' } satisfies Verification
  const status = document.revoked_at
    ? 'revoked'
    : now.getTime() / 1000 > checked.claims.exp
      ? 'expired'
      : 'valid'
  return { status, document } satisfies Verification
}
