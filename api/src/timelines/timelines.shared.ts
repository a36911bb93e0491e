/** What other domains read of the status history: its one reader (ADR 0108). */
export {
  readStatusChanges,
  type StatusChangeRead,
  type StatusChangesQuery,
} from './timelines.repository.js'
