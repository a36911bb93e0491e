import type { Actor } from '../audit/status-history.repository.js'
import { statusHistory } from '../audit/status-history.repository.js'
import type { Db } from '../db/database.js'
import type { RequestStatus } from '../db/schema.js'
import { subjectOf } from './request-kinds.js'
import { type RequestRef, requestsRepository, type StatusMove } from './requests.repository.js'

export interface RequestStatusChange {
  ref: RequestRef
  /** Given for a client's own change: another client's request is then "missing". */
  ownerId?: number
  from: RequestStatus
  to: RequestStatus
  actor: Actor
  reason?: string | null
  /** An operator's answer: moves unless another operator holds the request's claim. */
  claimedBy?: number
}

/** Changes a request's status and records the change, in one transaction. */
export function changeRequestStatus(db: Db, change: RequestStatusChange): Promise<StatusMove> {
  return db.transaction().execute(async (trx) => {
    const move = await requestsRepository(trx).moveStatus(
      change.ref,
      change.ownerId,
      change.from,
      change.to,
      change.claimedBy,
    )
    if (move.outcome === 'changed') {
      await statusHistory(trx).record({
        subject: subjectOf(change.ref.modelId),
        subjectId: change.ref.itemId,
        ownerId: move.ownerId,
        actor: change.actor,
        from: change.from,
        to: change.to,
        reason: change.reason ?? null,
      })
    }
    return move
  })
}
