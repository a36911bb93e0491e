import type { Db } from '../db/database.js'
import { notFound, ValidationFailed } from '../http/api-error.js'
import type { MessageKey } from '../i18n/messages.js'
import {
  type ClaimOutcome,
  type ClaimSubject,
  claimsRepository,
  type ReleaseOutcome,
} from './claims.repository.js'

/**
 * Refuses an operator's action on something another operator has claimed: a 422 on
 * `claimed_by`, naming the holder so the two can talk. Nobody's claim does not stop the action:
 * the REST contract the earlier web client and other front ends use moves a record in one call,
 * and acting with the row locked takes the claim with it (the office asks for a claim first; the
 * API keeps the rule that matters, two operators never work the same record). `claimedBy` is the
 * holder read with the row locked.
 */
export async function refuseOthersClaim(
  db: Db,
  subject: ClaimSubject,
  claimedBy: number | null,
  operatorId: number,
): Promise<void> {
  if (claimedBy === null || claimedBy === operatorId) return
  const holder = await claimsRepository(db).state(subject)
  throw ValidationFailed.field('claimed_by', 'claim_held_by_another', {
    name: holder?.name ?? '',
    email: holder?.email ?? '',
  })
}

/** A claim or release that did not happen, as the API's answer: 404 or a 422 naming why. */
export function refuseClaimOutcome(
  outcome: ClaimOutcome | ReleaseOutcome,
  missing: MessageKey,
  statusName: (status: number) => string,
): void {
  switch (outcome.outcome) {
    case 'claimed':
    case 'released':
      return
    case 'missing':
      throw notFound(missing)
    case 'closed':
      throw ValidationFailed.field('status', 'claim_closed', { status: statusName(outcome.status) })
    case 'held':
      throw ValidationFailed.field('claimed_by', 'claim_held_by_another', {
        name: outcome.by.name,
        email: outcome.by.email,
      })
    case 'not_yours':
      throw ValidationFailed.field('claim', 'claim_not_yours')
  }
}
