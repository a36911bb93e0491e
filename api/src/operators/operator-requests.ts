import Type from 'typebox'
import type { Db } from '../db/database.js'
import { QueueFilterQuery } from '../db/queue-filter.js'
import type { RequestStatus } from '../db/schema.js'
import { fileUrl } from '../files/files.repository.js'
import { RequiredLines } from '../http/schemas.js'
import {
  APPLICATION_FILE_FIELDS,
  type CargoPermissionDetails,
  type FileDetails,
  type OnlineApplicationDetails,
  RequestRefBody,
  type RequestScope,
  RequestStatusValue,
  requestsForOperators,
} from '../requests/requests.shared.js'
import { Claim } from './permits.schemas.js'
import { ReviewActions, requestActions } from './review-actions.js'
import { ReviewTimeline } from './review-timeline.js'

/** Operators read more of each request than a client's history shows, so a longer page. */
export const OPERATOR_REQUESTS_PER_PAGE = 50

const Owner = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    name: Type.String(),
    corpname: Type.String(),
    phone: Type.String(),
  },
  { description: 'The client who filed the request' },
)
const Common = {
  id: Type.Integer(),
  status: RequestStatusValue,
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  owner: Owner,
  filed_by: Type.Union([Type.Integer(), Type.Null()], {
    description: "The account of the company's member who filed it (ADR 0109)",
  }),
  claim: Type.Union([Claim, Type.Null()]),
  actions: ReviewActions,
}

const OperatorPermission = Type.Object(
  {
    ...Common,
    model_id: Type.Union([Type.Literal(2), Type.Literal(3)], {
      description: '2 loading permission, 3 unloading permission',
    }),
    razresheniye_no: Type.String(),
    gos_prinad: Type.String(),
    marka: Type.String(),
    gos_nomer: Type.String(),
    woditel_fio: Type.String(),
    punkt_pog: Type.String(),
    punkt_wyg: Type.String(),
    marshrut: Type.String(),
    gruz: Type.String(),
    prinad: Type.String(),
    zayawitel: Type.String(),
    mesto_wydachi: Type.String(),
    cmr_no: Type.String(),
    valid_until: Type.String({ format: 'date' }),
  },
  { title: 'A loading or unloading permission' },
)

const Attachment = Type.Object({
  field: Type.Union(APPLICATION_FILE_FIELDS.map((field) => Type.Literal(field))),
  id: Type.Integer(),
  url: Type.String({ description: 'GET it with the operator’s bearer token' }),
  name: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
})

const OperatorApplication = Type.Object(
  {
    ...Common,
    model_id: Type.Literal(1, { description: '1 online application' }),
    corpname: Type.String(),
    cmr_number: Type.String(),
    permission_number: Type.String(),
    fullname: Type.String(),
    phone: Type.String(),
    email: Type.String(),
    director_fullname: Type.String(),
    files: Type.Array(Attachment),
  },
  { title: 'An online application' },
)

export const OperatorRequestsQuery = Type.Object({
  status: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 3, description: 'Only requests in this status' }),
  ),
  model_id: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 3, description: 'Only this kind (1, 2 or 3)' }),
  ),
  order: Type.Optional(
    Type.Union([Type.Literal('newest'), Type.Literal('oldest')], {
      default: 'newest',
      description: 'oldest: the queue, the longest waiting first',
    }),
  ),
  ...QueueFilterQuery,
})

export const OperatorRequest = Type.Union([OperatorPermission, OperatorApplication])

export const OperatorRequestsPage = Type.Object({
  payload: Type.Array(OperatorRequest, {
    description: `Every client's requests, ${OPERATOR_REQUESTS_PER_PAGE} a page; empty past the last page`,
  }),
  total: Type.Integer({ description: 'Requests in the list (with the filter)' }),
  per_page: Type.Integer(),
  counts: Type.Array(
    Type.Object({ model_id: Type.Integer(), status: RequestStatusValue, count: Type.Integer() }),
    { description: 'Requests of each model and status under the filter (its status aside)' },
  ),
})

export const RequestParams = Type.Object({
  model: Type.Integer({ minimum: 1, maximum: 3, description: '1, 2 or 3' }),
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
})

export const OperatorRequestDetails = Type.Object({
  item: OperatorRequest,
  timeline: ReviewTimeline,
})

export const AnswerBody = Type.Object({
  ...RequestRefBody,
  status: Type.Integer({
    minimum: 0,
    maximum: 3,
    description: '1 accept or 2 decline; the request must be pending (0)',
  }),
  reason: Type.Optional(
    RequiredLines(2000, { description: 'Told to the client, e.g. why declined' }),
  ),
})

/**
 * A page of every client's requests, each with its full fields, owner, attachments, claim and
 * the actions open to `operatorId`, and the counts per model and status: four queries whatever
 * the page holds (keys, counts, one per table; files).
 */
export async function operatorRequestPage(
  db: Db,
  scope: RequestScope,
  page: number,
  publicUrl: string,
  operatorId: number,
) {
  const requests = requestsForOperators(db)
  const [keys, counts] = await Promise.all([
    requests.page(scope, page, OPERATOR_REQUESTS_PER_PAGE),
    requests.counts(scope),
  ])
  const total = counts
    .filter((count) => scope.status === undefined || count.status === scope.status)
    .reduce((sum, count) => sum + count.count, 0)
  const payload = await presentRequests(db, keys, publicUrl, operatorId)
  return { payload, total, per_page: OPERATOR_REQUESTS_PER_PAGE, counts: allCounts(counts) }
}

/** Every model and status, zeros included, so a front end draws its tabs from one list. */
function allCounts(counts: { model_id: number; status: RequestStatus; count: number }[]) {
  return [1, 2, 3].flatMap((model_id) =>
    ([0, 1, 2, 3] as RequestStatus[]).map((status) => ({
      model_id,
      status,
      count:
        counts.find((count) => count.model_id === model_id && count.status === status)?.count ?? 0,
    })),
  )
}

/** Requests named by their keys, in the keys' order, with everything operators read. */
export async function presentRequests(
  db: Db,
  keys: { id: number; model_id: number }[],
  publicUrl: string,
  operatorId: number,
) {
  const requests = requestsForOperators(db)
  const idsOf = (model: number) => keys.filter((key) => key.model_id === model).map((key) => key.id)
  const [permissions, applications] = await Promise.all([
    requests.cargoPermissions(keys.filter((key) => key.model_id !== 1).map((key) => key.id)),
    requests.onlineApplications(idsOf(1)),
  ])
  const fileIds = applications.flatMap((application) => fileIdsOf(application).map(([, id]) => id))
  const files = new Map((await requests.files(fileIds)).map((file) => [file.id, file]))
  const permissionById = new Map(permissions.map((row) => [row.id, row]))
  const applicationById = new Map(applications.map((row) => [row.id, row]))
  type Item = ReturnType<typeof presentApplication> | ReturnType<typeof presentPermission>
  return keys.flatMap((key): Item[] => {
    if (key.model_id === 1) {
      const row = applicationById.get(key.id)
      return row ? [presentApplication(row, files, publicUrl, operatorId)] : []
    }
    const row = permissionById.get(key.id)
    return row?.kind === key.model_id ? [presentPermission(row, operatorId)] : []
  })
}

function common(row: CargoPermissionDetails | OnlineApplicationDetails, operatorId: number) {
  return {
    claim:
      row.claimed_by === null || row.claimed_at === null
        ? null
        : {
            operator: {
              id: row.claimed_by,
              name: row.claimant_name ?? '',
              email: row.claimant_email ?? '',
            },
            claimed_at: row.claimed_at.toISOString(),
            mine: row.claimed_by === operatorId,
          },
    actions: requestActions(row.status, row.claimed_by, operatorId),
    id: row.id,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    owner: {
      id: row.user_id,
      email: row.owner_email,
      name: row.owner_name,
      corpname: row.owner_corpname,
      phone: row.owner_phone,
    },
    filed_by: row.member_id,
  }
}

function presentPermission(row: CargoPermissionDetails, operatorId: number) {
  return {
    ...common(row, operatorId),
    model_id: row.kind,
    razresheniye_no: row.razresheniye_no,
    gos_prinad: row.gos_prinad,
    marka: row.marka,
    gos_nomer: row.gos_nomer,
    woditel_fio: row.woditel_fio,
    punkt_pog: row.punkt_pog,
    punkt_wyg: row.punkt_wyg,
    marshrut: row.marshrut,
    gruz: row.gruz,
    prinad: row.prinad,
    zayawitel: row.zayawitel,
    mesto_wydachi: row.mesto_wydachi,
    cmr_no: row.cmr_no,
    valid_until: row.valid_until,
  }
}

function fileIdsOf(row: OnlineApplicationDetails) {
  const ids = {
    yuztutma: row.yuztutma_file_id,
    ygtyyarnama: row.ygtyyarnama_file_id,
    dowlet_sanaw: row.dowlet_sanaw_file_id,
  }
  return APPLICATION_FILE_FIELDS.flatMap((field) => {
    const id = ids[field]
    return id === null ? [] : [[field, id] as const]
  })
}

function presentApplication(
  row: OnlineApplicationDetails,
  files: Map<number, FileDetails>,
  publicUrl: string,
  operatorId: number,
) {
  return {
    ...common(row, operatorId),
    model_id: 1 as const,
    corpname: row.corpname,
    cmr_number: row.cmr_number,
    permission_number: row.permission_number,
    fullname: row.fullname,
    phone: row.phone,
    email: row.email,
    director_fullname: row.director_fullname,
    files: fileIdsOf(row).flatMap(([field, id]) => {
      const file = files.get(id)
      if (!file) return []
      const url = fileUrl(publicUrl, id)
      return [{ field, id, url, name: file.original_name, mime: file.mime, size: file.size }]
    }),
  }
}
