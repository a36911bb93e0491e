import type {
  ApplicantResolvers,
  Language,
  OperatorInvitationResolvers,
  OperatorResolvers,
  OperatorStatus,
  PermitQueuePageResolvers,
  PermitReviewEventResolvers,
  PermitStatusCountResolvers,
  RequestQueuePageResolvers,
  RequestReviewEventResolvers,
  RequestStatusCountResolvers,
  ReviewAction,
  ReviewClaimResolvers,
} from '../../__generated__/resolvers-types.js'
import type { GatewayContext } from '../../context.js'
import type { IndividualProfileRow, LegalProfileRow } from '../../rest/clients.js'
import type {
  ClaimRow,
  OperatorPermitRow,
  OperatorRequestRow,
  ReviewActionName,
} from '../../rest/operators.js'
import { permitStatusOf, requestModelOf, requestStatusOf, statusActorOf } from '../enums.js'
import { pageInfoOf } from '../pages.js'

/** The office's fields on the review types: claims, legal actions, timelines, profiles. */

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

export const PermitQueuePage: PermitQueuePageResolvers = {
  items: (page) => page.permits,
  pageInfo: (page) => pageInfoOf(page.page, page.per_page, page.total),
}

export const RequestQueuePage: RequestQueuePageResolvers = {
  items: (page) => page.payload,
  pageInfo: (page) => pageInfoOf(page.page, page.per_page, page.total),
}

export const PermitStatusCount: PermitStatusCountResolvers = {
  status: (row) => permitStatusOf(row.status),
}

export const RequestStatusCount: RequestStatusCountResolvers = {
  model: (row) => requestModelOf(row.model_id),
  status: (row) => requestStatusOf(row.status),
}

export const ReviewClaim: ReviewClaimResolvers = {
  async operator(row: ClaimRow, _, { loaders }) {
    const listed = (await loaders.operators.load('all')).find((o) => o.id === row.operator.id)
    // A claim outlives nothing, but an account could leave the operators' list meanwhile.
    return (
      listed ?? { ...row.operator, status: 'deactivated', lang: 'ru', created_at: row.claimed_at }
    )
  },
  claimedAt: (row) => row.claimed_at,
}

const eventFields = {
  actor: (row: { actor_role: 'client' | 'operator' | 'payment_provider' }) =>
    statusActorOf(row.actor_role),
  actorName: (row: { actor_name: string | null }) => row.actor_name,
  changedAt: (row: { created_at: string }) => row.created_at,
}

export const PermitReviewEvent: PermitReviewEventResolvers = {
  ...eventFields,
  fromStatus: (row) => (row.from_status === null ? null : permitStatusOf(row.from_status)),
  toStatus: (row) => permitStatusOf(row.to_status),
}

export const RequestReviewEvent: RequestReviewEventResolvers = {
  ...eventFields,
  fromStatus: (row) => (row.from_status === null ? null : requestStatusOf(row.from_status)),
  toStatus: (row) => requestStatusOf(row.to_status),
}

export const Operator: OperatorResolvers = {
  id: (row) => String(row.id),
  status: (row) => row.status.toUpperCase() as OperatorStatus,
  language: (row) => row.lang.toUpperCase() as Language,
  createdAt: (row) => row.created_at,
  isYou: async (row, _, { loaders }) => (await loaders.account.load('me')).id === row.id,
}

export const OperatorInvitation: OperatorInvitationResolvers = {
  expiresAt: (row) => row.expires_at,
}
