import type {
  ExpiringDocumentKind,
  MutationResolvers,
  NeedsMeResolvers,
  QueryResolvers,
  RequestModel,
} from '../__generated__/resolvers-types.js'
import type { ExpiringDocumentName, NeedsMeItemRow } from '../rest/needs-me.js'
import { FieldNames } from './field-names.js'
import { withUserErrors } from './user-errors.js'

export const DOCUMENTS: Record<ExpiringDocumentName, ExpiringDocumentKind> = {
  'driving-licence': 'DRIVING_LICENCE',
  licence: 'CLIENT_LICENCE',
  patent: 'PATENT',
  'state-register': 'STATE_REGISTER',
  certificate: 'CERTIFICATE',
  'e-permit': 'E_PERMIT',
  'load-permission': 'LOADING_PERMISSION',
  'unload-permission': 'UNLOADING_PERMISSION',
}

export const MODELS: Record<string, RequestModel> = {
  'online-application': 'ONLINE_APPLICATION',
  'load-permission': 'LOADING_PERMISSION',
  'unload-permission': 'UNLOADING_PERMISSION',
}

export const DAY = 86_400_000

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
