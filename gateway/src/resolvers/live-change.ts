import type { LiveChangeResolvers, LiveSubject } from '../__generated__/resolvers-types.js'
import { permitStatusOf, requestStatusOf } from './enums.js'

const SUBJECTS: Record<string, LiveSubject> = {
  permit: 'PERMIT',
  cargo_permission: 'CARGO_PERMISSION',
  online_application: 'ONLINE_APPLICATION',
  payment: 'PAYMENT',
}

/** One change of a live stream (ADR 0107), from the API's event. */
export const LiveChange: LiveChangeResolvers = {
  eventId: (row) => String(row.id),
  kind: (row) => (row.kind === 'resync' ? 'RESYNC' : row.kind === 'claim' ? 'CLAIM' : 'STATUS'),
  subject: (row) => ('subject' in row ? (SUBJECTS[row.subject] ?? null) : null),
  recordId: (row) => ('record_id' in row ? String(row.record_id) : null),
  permitStatus: (row) =>
    'subject' in row && row.subject === 'permit' && row.status !== null
      ? permitStatusOf(Number(row.status))
      : null,
  requestStatus: (row) =>
    'subject' in row &&
    (row.subject === 'cargo_permission' || row.subject === 'online_application') &&
    row.status !== null
      ? requestStatusOf(Number(row.status))
      : null,
}
