import type { ApplicantResolvers, ReviewAction } from '../../__generated__/resolvers-types.js'
import type { GatewayContext } from '../../context.js'
import type { IndividualProfileRow, LegalProfileRow } from '../../rest/clients.js'
import type {
  OperatorPermitRow,
  OperatorRequestRow,
  ReviewActionName,
} from '../../rest/operators.js'
import { statusActorOf } from '../enums.js'

// The office's fields on the review types: claims, legal actions, timelines, profiles.

const actionsOf = (actions: ReviewActionName[]) =>
  actions.map((action) => action.toUpperCase() as ReviewAction)

export const permitReviewFields = {
  claim: (row: OperatorPermitRow) => row.claim,
  availableActions: (row: OperatorPermitRow) => actionsOf(row.actions),
  clientProfile: (row: OperatorPermitRow, _: unknown, { loaders }: GatewayContext) =>
    loaders.haulierProfile.load({ userId: row.owner.id, isLegal: row.is_legal }),
  async timeline(row: OperatorPermitRow, _: unknown, { loaders }: GatewayContext) {
    return row.timeline ?? (await loaders.reviewedPermit.load(row.id)).timeline
  },
  document: (row: OperatorPermitRow, _: unknown, { loaders }: GatewayContext) =>
    loaders.permitDocument.load(row.id),
}

export const requestReviewFields = {
  claim: (row: OperatorRequestRow) => row.claim,
  availableActions: (row: OperatorRequestRow) => actionsOf(row.actions),
  async timeline(row: OperatorRequestRow, _: unknown, { loaders }: GatewayContext) {
    if (row.timeline) return row.timeline
    return (await loaders.reviewedRequest.load({ model: row.model_id, id: row.id })).timeline ?? []
  },
}

export const applicantReviewFields: Pick<
  ApplicantResolvers,
  'phone' | 'individualProfile' | 'legalEntityProfile'
> = {
  phone: (row) => row.phone ?? '',
  individualProfile: async (row, _, { loaders }) =>
    (await loaders.haulierProfile.load({
      userId: row.id,
      isLegal: false,
    })) as IndividualProfileRow | null,
  legalEntityProfile: async (row, _, { loaders }) =>
    (await loaders.haulierProfile.load({
      userId: row.id,
      isLegal: true,
    })) as LegalProfileRow | null,
}

export const eventFields = {
  actor: (row: { actor_role: 'client' | 'operator' | 'payment_provider' }) =>
    statusActorOf(row.actor_role),
  actorName: (row: { actor_name: string | null }) => row.actor_name,
  changedAt: (row: { created_at: string }) => row.created_at,
}
