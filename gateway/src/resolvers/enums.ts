import type {
  ClientKind,
  PermitStatus,
  RequestModel,
  RequestStatus,
  StatusActor,
} from '../__generated__/resolvers-types.js'

/**
 * The API's numbers and flags and the schema's enums, both ways, in one place. Lists are indexed
 * by the API's number.
 */
const PERMIT_STATUSES: PermitStatus[] = [
  'NEW',
  'UNDER_CONSIDERATION',
  'TO_PAY',
  'PAID',
  'SUCCESSFUL',
  'REJECTED',
]
const REQUEST_STATUSES: RequestStatus[] = ['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELED']
const REQUEST_MODELS: RequestModel[] = [
  'ONLINE_APPLICATION',
  'LOADING_PERMISSION',
  'UNLOADING_PERMISSION',
]

function from<T>(list: T[], value: number, offset: number, what: string): T {
  const found = list[value - offset]
  if (found === undefined) throw new Error(`unknown ${what} ${value} from the REST API`)
  return found
}

/** 1 new … 6 rejected. */
export const permitStatusOf = (status: number) => from(PERMIT_STATUSES, status, 1, 'permit status')
export const permitStatusNumber = (status: PermitStatus) => PERMIT_STATUSES.indexOf(status) + 1

/** 0 pending … 3 canceled. */
export const requestStatusOf = (status: number) =>
  from(REQUEST_STATUSES, status, 0, 'request status')
export const requestStatusNumber = (status: RequestStatus) => REQUEST_STATUSES.indexOf(status)

/** 1 online application, 2 loading permission, 3 unloading permission. */
export const requestModelOf = (model: number) => from(REQUEST_MODELS, model, 1, 'request model')
export const requestModelNumber = (model: RequestModel) => REQUEST_MODELS.indexOf(model) + 1

export const clientKindOf = (isLegal: boolean): ClientKind =>
  isLegal ? 'LEGAL_ENTITY' : 'INDIVIDUAL'
export const isLegal = (kind: ClientKind) => kind === 'LEGAL_ENTITY'

export const statusActorOf = (role: 'client' | 'operator' | 'payment_provider') =>
  role.toUpperCase() as StatusActor
