import Type from 'typebox'
import type { ActivityKind } from '../db/activity-schema.js'
import { EntityId, IsoDate } from '../http/schemas.js'

export const ACTIVITY_PER_PAGE = 20

/** Every kind of thing the activity log names, in the order its filter offers them. */
export const ACTIVITY_KINDS = [
  'request_filed',
  'permit_filed',
  'payment_opened',
  'request_canceled',
  'status_changed',
  'driver_added',
  'driver_changed',
  'driver_removed',
  'vehicle_added',
  'vehicle_changed',
  'vehicle_removed',
  'member_invited',
  'invitation_accepted',
  'member_changed',
  'member_removed',
  'member_left',
] as const satisfies readonly ActivityKind[]

export const ActivityKindSchema = Type.Union(
  ACTIVITY_KINDS.map((kind) => Type.Literal(kind)),
  {
    description:
      'request_filed, permit_filed, payment_opened (a member opened a payment of an e-permit), request_canceled, status_changed (an operator or the payment provider moved a record), driver_/vehicle_ added, changed, removed, member_invited, invitation_accepted (the invited person joined), member_changed (role or suspension), member_removed (by an administrator), member_left (of their own accord)',
  },
)

export const ActivityQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  member_id: Type.Optional({
    ...EntityId,
    description: "Only what this member did: the member's account id (`user_id` of a member)",
  }),
  kind: Type.Optional(ActivityKindSchema),
  from: Type.Optional({ ...IsoDate, description: 'On this day (Ashgabat) or later' }),
  to: Type.Optional({ ...IsoDate, description: 'On this day (Ashgabat) or earlier' }),
})

const RecordKind = Type.Union(
  [
    Type.Literal('permit'),
    Type.Literal('online_application'),
    Type.Literal('cargo_permission'),
    Type.Literal('driver'),
    Type.Literal('transport'),
    Type.Literal('member'),
    Type.Literal('invitation'),
  ],
  { description: 'A payment is named by the e-permit it pays' },
)

export const ActivityItem = Type.Object({
  id: Type.String({ description: 'Stable across pages' }),
  kind: ActivityKindSchema,
  at: Type.String({ format: 'date-time' }),
  actor: Type.Union([
    Type.Literal('member'),
    Type.Literal('operator'),
    Type.Literal('payment_provider'),
  ]),
  member: Type.Union([
    Type.Object({
      id: Type.Integer({ description: "The member's account id" }),
      name: Type.String(),
    }),
    Type.Null(),
  ]),
  record: Type.Object({
    kind: RecordKind,
    id: Type.Integer(),
    title: Type.Union([Type.String(), Type.Null()], {
      description:
        "A driver's name, a vehicle's plate, a member's name, an invitation's e-mail, a request's number; null for an e-permit (its number is its id)",
    }),
    model_id: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Null()], {
      description:
        'For a request: 1 online application, 2 loading permission, 3 unloading permission',
    }),
    is_legal: Type.Union([Type.Boolean(), Type.Null()], {
      description:
        "For a driver or a vehicle still in the fleet: whether it is the legal entity's; null once removed",
    }),
    is_car: Type.Union([Type.Boolean(), Type.Null()], {
      description: 'For a vehicle: true for a car (truck), false for a trailer',
    }),
  }),
  status: Type.Union([Type.String(), Type.Null()], {
    description: 'For a status change: the new status, in the request language',
  }),
})

export const ActivityPage = Type.Object({
  items: Type.Array(ActivityItem),
  members: Type.Array(
    Type.Object({
      id: Type.Integer({ description: "The member's account id" }),
      name: Type.String(),
    }),
    { description: "The company's members now, by name: what the member filter offers" },
  ),
  total: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
})
