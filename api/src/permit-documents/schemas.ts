import Type from 'typebox'
import { EntityId, Line, RequiredLines } from '../http/schemas.js'
import type { PermitDocument } from './permit-documents.repository.js'
import { groupedShortCode } from './short-code.js'
import type { Verification } from './verification.js'

const Named = Type.Object({ tm: Type.String(), ru: Type.String(), en: Type.String() })
const Day = Type.String({ format: 'date', description: 'yyyy-mm-dd' })
const Moment = Type.String({ format: 'date-time' })

/** An issued e-permit as its owner sees it. */
export const OwnedDocument = Type.Object({
  permit_id: EntityId,
  number: Type.String({ description: 'The protocol’s permit id: TM-TR-2026-1-17' }),
  credential: Type.String({ description: 'The compact ES256 JWS an officer verifies' }),
  verify_code: Type.String({
    description: 'The short verify code printed beside the QR code: K7MQ2-XW9PA',
  }),
  verify_url: Type.String({
    description: 'The public page that checks it, PUBLIC_URL/verify/{verify_code}',
  }),
  issued_at: Moment,
  revoked_at: Type.Union([Moment, Type.Null()]),
  revoke_reason: Type.Union([Type.String(), Type.Null()]),
})

export const OwnedDocumentsQuery = Type.Object({
  permit_ids: Type.String({
    // Ids of PostgreSQL's integer range at most: nine digits, never zero.
    pattern: '^[1-9]\\d{0,8}(,[1-9]\\d{0,8}){0,99}$',
    description: 'Up to 100 e-permit ids, comma-separated',
  }),
})

export const VerificationQuery = Type.Object({
  code: Line(4096, {
    minLength: 1,
    description:
      'The short verify code (K7MQ2-XW9PA, case and dashes free) or the credential (a JWS)',
  }),
})

/** What anyone may learn from a credential: no contacts, no documents, no driver. */
export const VerifiedPermit = Type.Object({
  number: Type.String(),
  issuer: Type.String(),
  issued_for: Type.String(),
  year: Type.Integer(),
  type: Type.Object({ number: Type.Integer(), name: Named }),
  country: Type.Object({ code: Type.String(), name: Named }),
  haulier: Type.String(),
  car_plate: Type.String(),
  trailer_plate: Type.Union([Type.String(), Type.Null()]),
  departure_date: Day,
  return_date: Day,
  issued_at: Moment,
  revoked_at: Type.Union([Moment, Type.Null()]),
})

export const VerificationAnswer = Type.Object({
  status: Type.Union(['valid', 'revoked', 'expired', 'forged'].map((s) => Type.Literal(s))),
  permit: Type.Union([VerifiedPermit, Type.Null()]),
})

export const RevokeBody = Type.Object(
  { reason: RequiredLines(1000) },
  { additionalProperties: false },
)

export const Jwks = Type.Object({
  keys: Type.Array(Type.Record(Type.String(), Type.String())),
})

export function ownedDocument(document: PermitDocument, webPublicUrl: string) {
  return {
    permit_id: document.permit_id,
    number: document.number,
    credential: document.credential,
    verify_code: groupedShortCode(document.short_code),
    verify_url: verifyUrl(webPublicUrl, document.short_code),
    issued_at: document.issued_at.toISOString(),
    revoked_at: document.revoked_at?.toISOString() ?? null,
    revoke_reason: document.revoke_reason,
  }
}

/** The address the QR code carries: short, so the code is a low version a phone reads on paper. */
export const verifyUrl = (webPublicUrl: string, shortCode: string) =>
  `${webPublicUrl}/verify/${groupedShortCode(shortCode)}`

export function verificationAnswer(verification: Verification) {
  if (verification.status === 'forged') return { status: 'forged' as const, permit: null }
  const { document } = verification
  return {
    status: verification.status,
    permit: {
      number: document.number,
      issuer: document.issuer,
      issued_for: document.issued_for,
      year: document.year,
      type: {
        number: document.type_number,
        name: { tm: document.type_tm, ru: document.type_ru, en: document.type_en },
      },
      country: {
        code: document.issued_for,
        name: { tm: document.country_tm, ru: document.country_ru, en: document.country_en },
      },
      haulier: document.haulier,
      car_plate: document.car_plate,
      trailer_plate: document.trailer_plate,
      departure_date: document.departure_date,
      return_date: document.return_date,
      issued_at: document.issued_at.toISOString(),
      revoked_at: document.revoked_at?.toISOString() ?? null,
    },
  }
}
