import Type, { type Static, type TSchema } from 'typebox'
import { IsoDate } from '../http/schemas.js'

/** How far ahead an expiry counts when the caller names no window, and the most it may name. */
export const DEFAULT_WITHIN_DAYS = 30
export const MAX_WITHIN_DAYS = 366

export const NeedsMeQuery = Type.Object({
  within: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_WITHIN_DAYS,
      default: DEFAULT_WITHIN_DAYS,
      description: 'Days ahead in which an expiry counts (already expired ones always do)',
    }),
  ),
})

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

const RequestSubject = Type.Union([
  Type.Literal('permit'),
  Type.Literal('online-application'),
  Type.Literal('load-permission'),
  Type.Literal('unload-permission'),
])

/** What can expire: client data (its licence, patent, state register, certificate), a driving
 * licence, and what an issued e-permit or an accepted permission is valid until. */
const ExpiringDocument = Type.Union([
  Type.Literal('driving-licence'),
  Type.Literal('licence'),
  Type.Literal('patent'),
  Type.Literal('state-register'),
  Type.Literal('certificate'),
  Type.Literal('e-permit'),
  Type.Literal('load-permission'),
  Type.Literal('unload-permission'),
])
export type ExpiringDocumentKind = Static<typeof ExpiringDocument>

export const NeedsMe = Type.Object({
  today: Type.String({ format: 'date', description: 'Today in Ashgabat: where the window starts' }),
  within_days: Type.Integer(),
  answers_seen_at: Nullable(
    Type.String({
      format: 'date-time',
      description: 'When the answers were last marked as seen; null: never',
    }),
  ),
  to_pay: Type.Array(
    Type.Object({
      id: Type.Integer(),
      is_legal: Type.Boolean(),
      country_id: Type.Integer(),
      permit_type: Type.Integer({ description: "The permit type's number" }),
      price: Type.Number({ description: 'Manat' }),
      departure_date: IsoDate,
      return_date: IsoDate,
    }),
    { description: 'E-permits priced and waiting for payment, oldest first' },
  ),
  answered: Type.Array(
    Type.Object({
      subject: RequestSubject,
      id: Type.Integer(),
      status: Type.Integer({
        description: 'E-permits 5 successful or 6 rejected; requests 1 accepted or 2 declined',
      }),
      number: Nullable(Type.String({ description: 'The permission number a request names' })),
      country_id: Nullable(Type.Integer({ description: "An e-permit's country" })),
      reason: Nullable(
        Type.String({
          description:
            "The operator's words with the answer: a rejection's or a decline's reason, an acceptance's note",
        }),
      ),
      answered_at: Type.String({ format: 'date-time' }),
    }),
    { description: 'Requests answered since the answers were last marked as seen, newest first' },
  ),
  expiring: Type.Array(
    Type.Object({
      document: ExpiringDocument,
      id: Nullable(
        Type.Integer({ description: 'The driver, e-permit or permission; null for client data' }),
      ),
      is_legal: Nullable(Type.Boolean({ description: 'Whose data: a legal entity or individual' })),
      name: Nullable(
        Type.String({ description: "A driver's full name, or a permission's number" }),
      ),
      country_id: Nullable(Type.Integer({ description: "An e-permit's country" })),
      expires_on: IsoDate,
    }),
    { description: 'Documents expired or expiring within the window, soonest first' },
  ),
})
