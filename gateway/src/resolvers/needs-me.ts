import type {
  AnsweredPermitResolvers,
  AnsweredRequestResolvers,
  ExpiringDocumentKind,
  ExpiringDocumentResolvers,
  MutationResolvers,
  NeedsMeItemResolvers,
  NeedsMeResolvers,
  PermitToPayResolvers,
  QueryResolvers,
  RequestModel,
} from '../__generated__/resolvers-types.js'
import type { ExpiringDocumentName, NeedsMeItemRow } from '../rest/needs-me.js'
import { clientKindOf, permitStatusOf, requestStatusOf } from './enums.js'
import { FieldNames } from './field-names.js'
import { reference } from './reference.js'
import { withUserErrors } from './user-errors.js'

const DOCUMENTS: Record<ExpiringDocumentName, ExpiringDocumentKind> = {
  'driving-licence': 'DRIVING_LICENCE',
  licence: 'CLIENT_LICENCE',
  patent: 'PATENT',
  'state-register': 'STATE_REGISTER',
  certificate: 'CERTIFICATE',
  'e-permit': 'E_PERMIT',
  'load-permission': 'LOADING_PERMISSION',
  'unload-permission': 'UNLOADING_PERMISSION',
}

const MODELS: Record<string, RequestModel> = {
  'online-application': 'ONLINE_APPLICATION',
  'load-permission': 'LOADING_PERMISSION',
  'unload-permission': 'UNLOADING_PERMISSION',
}

const DAY = 86_400_000

/** The window's table of names: the API's `within` is the argument `expiringWithinDays`. */
export const NEEDS_ME_NAMES = new FieldNames({ expiringWithinDays: 'within' })

export const needsMeQuery: Pick<QueryResolvers, 'needsMe'> = {
  needsMe: (_, { expiringWithinDays }, { api }) => api.needsMe.read(expiringWithinDays),
}

export const needsMeMutation: Pick<MutationResolvers, 'markAnswersSeen'> = {
  markAnswersSeen: (_, { expiringWithinDays }, context) =>
    withUserErrors(context, NEEDS_ME_NAMES, { needsMe: null }, async () => ({
      needsMe: await context.api.needsMe.markAnswersSeen(expiringWithinDays),
      userErrors: [],
    })),
}

/** The API's three lists as one, in the order a person deals with them (ADR 0090). */
export const NeedsMe: NeedsMeResolvers = {
  today: (answer) => answer.today,
  expiringWithinDays: (answer) => answer.within_days,
  answersSeenAt: (answer) => answer.answers_seen_at,
  items: (answer): NeedsMeItemRow[] => [
    ...answer.to_pay.map((row) => ({ type: 'PermitToPay' as const, ...row })),
    ...answer.answered.map((row) =>
      row.subject === 'permit'
        ? { type: 'AnsweredPermit' as const, ...row }
        : { type: 'AnsweredRequest' as const, ...row },
    ),
    ...answer.expiring.map((row) => ({
      type: 'ExpiringDocument' as const,
      ...row,
      today: answer.today,
    })),
  ],
}

export const NeedsMeItem: NeedsMeItemResolvers = {
  __resolveType: (item) => item.type,
}

export const PermitToPay: PermitToPayResolvers = {
  key: (row) => `to-pay:${row.id}`,
  permitId: (row) => String(row.id),
  kind: (row) => clientKindOf(row.is_legal),
  country: (row, _, context) => reference(context, 'country', row.country_id),
  async permitType(row, _, { api }) {
    const type = (await api.reference.index()).permitTypeByNumber.get(row.permit_type)
    if (!type) throw new Error(`permit type number ${row.permit_type} is missing`)
    return type
  },
  price: (row) => row.price,
  departureOn: (row) => row.departure_date,
  returnOn: (row) => row.return_date,
}

export const AnsweredPermit: AnsweredPermitResolvers = {
  key: (row) => `answer:permit:${row.id}`,
  permitId: (row) => String(row.id),
  permitStatus: (row) => permitStatusOf(row.status),
  async country(row, _, context) {
    if (row.country_id === null) throw new Error(`permit ${row.id} names no country`)
    return reference(context, 'country', row.country_id)
  },
  rejectionReason: (row) => row.reason,
  answeredAt: (row) => row.answered_at,
}

export const AnsweredRequest: AnsweredRequestResolvers = {
  key: (row) => `answer:${row.subject}:${row.id}`,
  requestId: (row) => String(row.id),
  model: (row) => {
    const model = MODELS[row.subject]
    if (!model) throw new Error(`no request model ${row.subject}`)
    return model
  },
  requestStatus: (row) => requestStatusOf(row.status),
  number: (row) => row.number ?? '',
  answeredAt: (row) => row.answered_at,
}

export const ExpiringDocument: ExpiringDocumentResolvers = {
  key: (row) =>
    `expiry:${row.document}:${row.id ?? (row.is_legal === null ? 'account' : row.is_legal ? 'legal' : 'individual')}`,
  document: (row) => DOCUMENTS[row.document],
  subjectId: (row) => (row.id === null ? null : String(row.id)),
  clientKind: (row) => (row.is_legal === null ? null : clientKindOf(row.is_legal)),
  name: (row) => row.name,
  destination: (row, _, context) =>
    row.country_id === null ? null : reference(context, 'country', row.country_id),
  expiresOn: (row) => row.expires_on,
  daysLeft: (row) => Math.round((Date.parse(row.expires_on) - Date.parse(row.today)) / DAY),
}
