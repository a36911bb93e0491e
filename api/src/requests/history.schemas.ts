import Type from 'typebox'
import { EntityId, IsoDate, Line, Status } from '../http/schemas.js'

export const HISTORY_PER_PAGE = 16

export const PageParams = Type.Object({ page: Type.Integer({ minimum: 1, maximum: 100_000 }) })

export const RequestStatusValue = Type.Integer({
  minimum: 0,
  maximum: 3,
  description: '0 pending, 1 accepted, 2 declined, 3 canceled',
})
/**
 * What narrows the history; every one optional, so the earlier client's call without them
 * answers as before.
 */
export const HistoryQuery = Type.Object({
  status: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 3,
      description: 'Only requests in this status: 0 pending, 1 accepted, 2 declined, 3 canceled',
    }),
  ),
  model_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 3,
      description:
        'Only this kind: 1 online application, 2 loading permission, 3 unloading permission',
    }),
  ),
  filed_from: Type.Optional({
    ...IsoDate,
    description: 'Filed on this day (Ashgabat) or later',
  }),
  filed_to: Type.Optional({ ...IsoDate, description: 'Filed on this day (Ashgabat) or earlier' }),
  q: Type.Optional(
    Line(100, { description: 'Part of the permission number or the CMR number, any case' }),
  ),
})

const CreatedAt = Type.String({ format: 'date-time' })

const PermissionHistoryItem = Type.Object(
  {
    id: Type.Integer(),
    model_id: Type.Union([Type.Literal(2), Type.Literal(3)], {
      description: '2 loading permission, 3 unloading permission',
    }),
    razresheniye_no: Type.String(),
    cmr_no: Type.String(),
    woditel_fio: Type.String(),
    valid_until: Type.String({
      format: 'date',
      description: 'The last day the permission is valid (its validity period from the filing)',
    }),
    gos_prinad: Type.String({ description: 'The country the vehicle is registered in, as filed' }),
    marka: Type.String({ description: 'The vehicle brand, as filed' }),
    gos_nomer: Type.String({ description: 'The plate number' }),
    punkt_pog: Type.String({ description: 'Loading point' }),
    punkt_wyg: Type.String({ description: 'Unloading point' }),
    marshrut: Type.String({ description: 'Cargo route' }),
    gruz: Type.String({ description: 'Cargo' }),
    prinad: Type.String({ description: 'Whom the cargo belongs to' }),
    zayawitel: Type.String({ description: 'Applicant' }),
    mesto_wydachi: Type.String({ description: 'Place of issue' }),
    status: RequestStatusValue,
    created_at: CreatedAt,
  },
  { title: 'A loading or unloading permission' },
)

const ApplicationHistoryItem = Type.Object(
  {
    id: Type.Integer(),
    model_id: Type.Literal(1, { description: '1 online application' }),
    permission_number: Type.String(),
    cmr_number: Type.String(),
    woditel_fio: Type.Null({ description: 'An online application names no driver' }),
    status: RequestStatusValue,
    created_at: CreatedAt,
  },
  { title: 'An online application' },
)

export const HistoryItem = Type.Union([PermissionHistoryItem, ApplicationHistoryItem])

export const HistoryPage = Type.Object({
  payload: Type.Array(HistoryItem, {
    description: `Newest first, ${HISTORY_PER_PAGE} a page; empty past the last page`,
  }),
  history_length: Type.Integer({
    description: `All the client's requests under the filter; pages = ceil(history_length / ${HISTORY_PER_PAGE})`,
  }),
})

export const RequestRefBody = {
  model_id: Type.Integer({
    minimum: 1,
    maximum: 3,
    description: '1 online application, 2 loading permission, 3 unloading permission',
  }),
  item_id: EntityId,
}

export const CancelBody = Type.Object(RequestRefBody)

/** One request by its kind and id, as `/api/history-item/{model_id}/{item_id}` names it. */
export const RequestRefParams = Type.Object(RequestRefBody)

export const CancelAnswer = Type.Object({
  status: Status('success', 'failure'),
  message: Type.Optional(
    Type.String({ description: 'failure: why the request cannot be canceled (its status)' }),
  ),
  item: Type.Optional({
    ...HistoryItem,
    description: 'The request as the history lists it, with its status now',
  }),
})
