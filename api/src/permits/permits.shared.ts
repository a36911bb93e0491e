import type { Db } from '../db/database.js'
import type { PermitStatus } from '../db/schema.js'
import type { Lang } from '../i18n/lang.js'
import { translate } from '../i18n/messages.js'
import { permitsRepository } from './permits.repository.js'

/**
 * How many days before its end a trip's document (an issued e-permit, an accepted loading or
 * unloading permission) is told about: they are valid for the days of one trip, often 30 or
 * fewer, so the 30 days of a licence or the client data would list them the day they are issued.
 */
export const TRIP_DOCUMENT_NOTICE_DAYS = 7

/** The e-permit statuses (1 new … 6 rejected), by name. */
export const PERMIT_STATUS = {
  new: 1,
  underConsideration: 2,
  toPay: 3,
  paid: 4,
  successful: 5,
  rejected: 6,
} as const satisfies Record<string, PermitStatus>

/**
 * Where an operator may move an e-permit from each status. To pay → paid is missing on purpose:
 * only a confirmed payment makes that step (payments/complete-payment.ts).
 */
const OPERATOR_STEPS: Record<PermitStatus, readonly PermitStatus[]> = {
  1: [2, 6],
  2: [3, 6],
  3: [6],
  4: [5],
  5: [],
  6: [],
}

export function operatorMayMove(from: PermitStatus, to: PermitStatus): boolean {
  return OPERATOR_STEPS[from].includes(to)
}

export const isToPay = (status: PermitStatus) => status === PERMIT_STATUS.toPay

export function permitStatusName(lang: Lang, status: PermitStatus): string {
  return translate(lang, `permit_status_${status}`)
}

export function permitTitle(lang: Lang, id: number): string {
  return translate(lang, 'permit_title', { id })
}

/** Where a client follows their e-permits in the web cabinet. */
export const PERMIT_HISTORY_PATH = '/online-application/ePermitHistory'

/**
 * What payments and operators do to an e-permit, each inside its own transaction: lock it for a
 * change (with the caller's id, only the caller's own), move its status, record a payment's outcome.
 */
export function permitChanges(trx: Db) {
  const permits = permitsRepository(trx)
  return {
    lockForChange: permits.lockForChange,
    setStatus: permits.setStatus,
    recordPaymentOutcome: permits.recordPaymentOutcome,
  }
}
