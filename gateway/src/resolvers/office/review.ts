import type { ApplicantResolvers, ReviewAction } from '../../__generated__/resolvers-types.js'
import type { GatewayContext } from '../../context.js'
import type { IndividualProfileRow, LegalProfileRow } from '../../rest/clients.js'
import type {
  OperatorPermitRow,
  OperatorRequestRow,
  ReviewActionName,
} from '../../rest/operators.js'
import { statusChangesOf } from '../../rest/status-history.js'

// The office's fields on the review types: claims, legal actions, timelines, profiles.

const actionsOf = (actions: ReviewActionName[]) =>
  actions.map((action) => action.toUpperCase() as ReviewAction)

export const permitReviewFields = {
  claim: (row: OperatorPermitRow) => row.claim,
  availableActions: (row: OperatorPermitRow) => actionsOf(row.actions),
  clientProfile: (row: OperatorPermitRow, _: unknown, { loaders }: GatewayContext) =>
    loaders.haulierProfile.load({ userId: row.owner.id, isLegal: row.is_legal }),
  async timeline(row: OperatorPermitRow, _: unknown, { loaders }: GatewayContext) {
    const rows = row.timeline ?? (await loaders.reviewedPermit.load(row.id)).timeline
    return statusChangesOf('permit', rows ?? [])
  },
  document: (row: OperatorPermitRow, _: unknown, { loaders }: GatewayContext) =>
    loaders.permitDocument.load(row.id),
}

export const requestReviewFields = {
  claim: (row: OperatorRequestRow) => row.claim,
  availableActions: (row: OperatorRequestRow) => actionsOf(row.actions),
  async timeline(row: OperatorRequestRow, _: unknown, { loaders }: GatewayContext) {
    const rows =
      row.timeline ??
      (await loaders.reviewedRequest.load({ model: row.model_id, id: row.id })).timeline
    return statusChangesOf('request', rows ?? [])
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
