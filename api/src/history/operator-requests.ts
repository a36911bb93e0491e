import Type from 'typebox'
import type { Db } from '../db/database.js'
import { fileUrl } from '../files/files.repository.js'
import { RequiredLines } from '../http/schemas.js'
import { APPLICATION_FILE_FIELDS } from '../online-applications/schemas.js'
import {
  type CargoPermissionDetails,
  type FileDetails,
  type OnlineApplicationDetails,
  requestDetailsRepository,
} from './request-details.repository.js'
import { type RequestScope, requestsRepository } from './requests.repository.js'
import { RequestRefBody, RequestStatusValue } from './schemas.js'

/** Operators read more of each request than a client's history shows, so a longer page. */
export const OPERATOR_REQUESTS_PER_PAGE = 50

const Owner = Type.Object(
  { id: Type.Integer(), email: Type.String(), name: Type.String(), corpname: Type.String() },
  { description: 'The client who filed the request' },
)
const Common = {
  id: Type.Integer(),
  status: RequestStatusValue,
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  owner: Owner,
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
})

export const OperatorRequestsPage = Type.Object({
  payload: Type.Array(Type.Union([OperatorPermission, OperatorApplication]), {
    description: `Every client's requests, newest first, ${OPERATOR_REQUESTS_PER_PAGE} a page; empty past the last page`,
  }),
  total: Type.Integer({ description: 'Requests in the list (with the status filter)' }),
  per_page: Type.Integer(),
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

/** A page of every client's requests, each with its full fields, owner and attachments. */
export async function operatorRequestPage(
  db: Db,
  scope: RequestScope,
  page: number,
  publicUrl: string,
) {
  const requests = requestsRepository(db)
  const details = requestDetailsRepository(db)
  const [keys, total] = await Promise.all([
    requests.page(scope, page, OPERATOR_REQUESTS_PER_PAGE),
    requests.count(scope),
  ])
  const idsOf = (model: number) => keys.filter((key) => key.model_id === model).map((key) => key.id)
  const [permissions, applications] = await Promise.all([
    details.cargoPermissions(keys.filter((key) => key.model_id !== 1).map((key) => key.id)),
    details.onlineApplications(idsOf(1)),
  ])
  const fileIds = applications.flatMap((application) => fileIdsOf(application).map(([, id]) => id))
  const files = new Map((await details.files(fileIds)).map((file) => [file.id, file]))
  const permissionById = new Map(permissions.map((row) => [row.id, row]))
  const applicationById = new Map(applications.map((row) => [row.id, row]))
  type Item = ReturnType<typeof presentApplication> | ReturnType<typeof presentPermission>
  const payload = keys.flatMap((key): Item[] => {
    if (key.model_id === 1) {
      const row = applicationById.get(key.id)
      return row ? [presentApplication(row, files, publicUrl)] : []
    }
    const row = permissionById.get(key.id)
    return row ? [presentPermission(row)] : []
  })
  return { payload, total, per_page: OPERATOR_REQUESTS_PER_PAGE }
}

function common(row: CargoPermissionDetails | OnlineApplicationDetails) {
  return {
    id: row.id,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    owner: {
      id: row.user_id,
      email: row.owner_email,
      name: row.owner_name,
      corpname: row.owner_corpname,
    },
  }
}

function presentPermission(row: CargoPermissionDetails) {
  return {
    ...common(row),
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
) {
  return {
    ...common(row),
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
