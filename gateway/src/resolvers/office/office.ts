import { GraphQLError } from 'graphql'
import type {
  OfficeResolvers,
  QueryResolvers,
  QueueFilter,
} from '../../__generated__/resolvers-types.js'
import type { GatewayContext } from '../../context.js'
import { say } from '../../i18n/messages.js'
import { orNull } from '../../rest/failures.js'
import type { QueueQuery } from '../../rest/operators.js'
import type { OfficeRoot } from '../../saved-payload.js'
import { permitStatusNumber, requestModelNumber, requestStatusNumber } from '../enums.js'
import { idNumber } from '../ids.js'
import { validPage } from '../pages.js'
import { officeNewsFields } from './news.js'

export type { OfficeRoot }

/**
 * The gate of the office: a signed-in operator, or a `FORBIDDEN` (`UNAUTHENTICATED` without a
 * session) error on this one nullable field, so the rest of a haulier's document keeps its data.
 */
export async function officeRoot(context: GatewayContext): Promise<OfficeRoot> {
  if (!context.session.token) {
    throw new GraphQLError(say(context.lang, 'session_ended'), {
      extensions: { code: 'UNAUTHENTICATED' },
    })
  }
  const me = await context.loaders.account.load('me')
  if (me.role !== 'operator') {
    throw new GraphQLError(say(context.lang, 'operators_only'), {
      extensions: { code: 'FORBIDDEN' },
    })
  }
  return { operatorId: me.id }
}

/** A filter's fields by their REST names; an id that is not one matches nothing. */
function queueQuery(filter: QueueFilter | null | undefined): QueueQuery {
  if (!filter) return {}
  const id = (value: string | null | undefined) =>
    value == null ? undefined : (idNumber(value) ?? 2_147_483_647)
  return {
    country_id: id(filter.countryId),
    permit_type_id: id(filter.permitTypeId),
    filed_from: filter.filedFrom ?? undefined,
    filed_to: filter.filedTo ?? undefined,
    haulier: filter.haulier?.trim() || undefined,
  }
}

export const officeQuery: Pick<QueryResolvers, 'office'> = {
  office: (_, __, context) => officeRoot(context),
}

export const Office: OfficeResolvers = {
  async me(root, _, { loaders }) {
    const me = (await loaders.operators.load('all')).find((row) => row.id === root.operatorId)
    if (!me) throw new Error(`operator ${root.operatorId} is not in the list of operators`)
    return me
  },

  async permitQueue(_, { status, filter, page }, { api }) {
    if (!validPage(page)) return null
    const answer = await api.operators.permitQueue(page, {
      ...queueQuery(filter),
      status: permitStatusNumber(status),
    })
    return page > 1 && answer.permits.length === 0 ? null : answer
  },

  async requestQueue(_, { model, status, filter, page }, { api }) {
    if (!validPage(page)) return null
    const { country_id: _country, permit_type_id: _type, ...query } = queueQuery(filter)
    const answer = await api.operators.requestQueue(page, {
      ...query,
      status: requestStatusNumber(status),
      model_id: model ? requestModelNumber(model) : undefined,
    })
    return page > 1 && answer.payload.length === 0 ? null : answer
  },

  permit(_, { id }, { loaders }) {
    const number = idNumber(id)
    return number === null ? null : orNull(loaders.reviewedPermit.load(number))
  },

  request(_, { model, id }, { loaders }) {
    const number = idNumber(id)
    if (number === null) return null
    return orNull(loaders.reviewedRequest.load({ model: requestModelNumber(model), id: number }))
  },

  operators: (_, __, { loaders }) => loaders.operators.load('all'),
  ...officeNewsFields,
}
