import type {
  ApplicantResolvers,
  ApplicationDocumentResolvers,
  CargoPermissionForReviewResolvers,
  OnlineApplicationForReviewResolvers,
  PermitForReviewResolvers,
  PermitReviewPageResolvers,
  RequestForReviewResolvers,
  RequestReviewPageResolvers,
} from '../__generated__/resolvers-types.js'
import type { GatewayContext } from '../context.js'
import type { OperatorRequestRow } from '../rest/operators.js'
import { clientKindOf, permitStatusOf, requestModelOf, requestStatusOf } from './enums.js'
import { applicantReviewFields, permitReviewFields, requestReviewFields } from './office/review.js'
import { fileUrl, pageInfoOf } from './pages.js'
import { reference } from './reference.js'
import { SUBJECT_OF_MODEL } from './request.js'

export const Applicant: ApplicantResolvers = {
  id: (row) => String(row.id),
  institutionName: (row) => row.corpname ?? null,
  ...applicantReviewFields,
}

export const PermitForReview: PermitForReviewResolvers = {
  id: (row) => String(row.id),
  kind: (row) => clientKindOf(row.is_legal),
  status: (row) => permitStatusOf(row.status),
  payable: (row) => row.to_pay,
  rejectionReason: (row) => row.reason,
  applicant: (row) => row.owner,
  clientName: (row) => row.client,
  country: (row, _, context) => reference(context, 'country', row.country.id),
  async permitType(row, _, context) {
    const type = (await context.api.reference.index()).permitTypeByNumber.get(
      row.permit_type.number,
    )
    if (!type) throw new Error(`permit type number ${row.permit_type.number} is missing`)
    return type
  },
  cargoType: (row) => row.type_of_cargo,
  containerCount: (row) => Number(row.container_number),
  description: (row) => row.permit_description,
  departureOn: (row) => row.departure_date,
  returnOn: (row) => row.return_date,
  driverName: (row) => row.driver,
  carPlateNumber: (row) => row.car_plate,
  trailerPlateNumber: (row) => row.trailer_plate,
  createdAt: (row) => row.created_at,
  updatedAt: (row) => row.updated_at,
  statusHistory: (row, _, { loaders }) => loaders.statusHistory.permit.load(row.id),
  ...permitReviewFields,
}

export const PermitReviewPage: PermitReviewPageResolvers = {
  items: (page) => page.permits,
  pageInfo: (page) => pageInfoOf(page.page, page.per_page, page.total),
}

const common = {
  id: (row: OperatorRequestRow) => String(row.id),
  model: (row: OperatorRequestRow) => requestModelOf(row.model_id),
  status: (row: OperatorRequestRow) => requestStatusOf(row.status),
  applicant: (row: OperatorRequestRow) => row.owner,
  createdAt: (row: OperatorRequestRow) => row.created_at,
  updatedAt: (row: OperatorRequestRow) => row.updated_at,
  statusHistory: (row: OperatorRequestRow, _: unknown, { loaders }: GatewayContext) =>
    loaders.statusHistory[SUBJECT_OF_MODEL[row.model_id] ?? 'online-application'].load(row.id),
  ...requestReviewFields,
}

export const RequestForReview: RequestForReviewResolvers = {
  __resolveType: (row) =>
    row.model_id === 1 ? 'OnlineApplicationForReview' : 'CargoPermissionForReview',
}

export const CargoPermissionForReview: CargoPermissionForReviewResolvers = {
  ...common,
  permissionNumber: (row) => row.razresheniye_no,
  cmrNumber: (row) => row.cmr_no,
  vehicleCountry: (row) => row.gos_prinad,
  vehicleBrand: (row) => row.marka,
  plateNumber: (row) => row.gos_nomer,
  driverFullName: (row) => row.woditel_fio,
  loadingPoint: (row) => row.punkt_pog,
  unloadingPoint: (row) => row.punkt_wyg,
  route: (row) => row.marshrut,
  cargo: (row) => row.gruz,
  cargoOwner: (row) => row.prinad,
  applicantName: (row) => row.zayawitel,
  placeOfIssue: (row) => row.mesto_wydachi,
  validUntil: (row) => row.valid_until,
}

export const OnlineApplicationForReview: OnlineApplicationForReviewResolvers = {
  ...common,
  permissionNumber: (row) => row.permission_number,
  cmrNumber: (row) => row.cmr_number,
  institutionName: (row) => row.corpname,
  responsiblePerson: (row) => row.fullname,
  directorFullName: (row) => row.director_fullname,
  documents: (row) => row.files,
}

const DOCUMENT_TYPES = {
  yuztutma: 'APPLICATION_LETTER',
  ygtyyarnama: 'CERTIFICATE',
  dowlet_sanaw: 'STATE_REGISTRATION',
} as const

export const ApplicationDocument: ApplicationDocumentResolvers = {
  id: (row) => String(row.id),
  type: (row) => DOCUMENT_TYPES[row.field],
  fileName: (row) => row.name,
  contentType: (row) => row.mime,
  url: (row) => fileUrl(row.id),
}

export const RequestReviewPage: RequestReviewPageResolvers = {
  items: (page) => page.payload,
  pageInfo: (page) => pageInfoOf(page.page, page.per_page, page.total),
}
