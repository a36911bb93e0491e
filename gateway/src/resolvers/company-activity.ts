import type {
  CompanyActivityKind,
  CompanyActivityRecordKind,
  CompanyActivityResolvers,
} from '../__generated__/resolvers-types.js'
import type { ActivityRow } from '../rest/company-activity.js'
import { clientKindOf, requestModelOf, statusActorOf } from './enums.js'

const RECORD_KINDS: Record<ActivityRow['record']['kind'], CompanyActivityRecordKind> = {
  permit: 'PERMIT',
  online_application: 'ONLINE_APPLICATION',
  cargo_permission: 'CARGO_PERMISSION',
  driver: 'DRIVER',
  transport: 'VEHICLE',
  member: 'MEMBER',
  invitation: 'INVITATION',
}

export const CompanyActivity: CompanyActivityResolvers = {
  kind: (row) => row.kind.toUpperCase() as CompanyActivityKind,
  actor: (row) => statusActorOf(row.actor === 'member' ? 'client' : row.actor),
  record: (row) => ({
    kind: RECORD_KINDS[row.record.kind],
    id: String(row.record.id),
    title: row.record.title,
    requestModel: row.record.model_id === null ? null : requestModelOf(row.record.model_id),
    clientKind: row.record.is_legal === null ? null : clientKindOf(row.record.is_legal),
    vehicleType: row.record.is_car === null ? null : row.record.is_car ? 'CAR' : 'TRAILER',
  }),
}
