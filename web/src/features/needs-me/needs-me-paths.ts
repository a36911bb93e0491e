import { cabinetPath } from '../../config/cabinet-paths'
import type { ClientKind, RequestModel } from '../../gql/graphql'

/** The cabinet's tabs the first tab's actions lead to (the product's own tab names). */
const tab = cabinetPath
const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`

const HISTORY_KIND: Record<RequestModel, string> = {
  ONLINE_APPLICATION: 'online_application',
  LOADING_PERMISSION: 'loading_permission',
  UNLOADING_PERMISSION: 'unloading_permission',
}

export const needsMePaths = {
  /** The e-permit history, narrowed to one e-permit by its number. */
  permit: (permitId: string) => tab('ePermitHistory', query({ q: permitId })),
  repeatPermit: (permitId: string) => tab('ePermitCreate', query({ repeat: permitId })),
  /** The request history, narrowed to one kind and number. */
  request: (model: RequestModel, number: string) =>
    tab('historyTab', query({ kind: HISTORY_KIND[model], q: number })),
  driver: (kind: ClientKind, driverId: string) =>
    tab(
      kind === 'LEGAL_ENTITY' ? 'legalDriverEdit' : 'individualDriversEdit',
      query({ id: driverId }),
    ),
  clientData: (kind: ClientKind) =>
    tab(kind === 'LEGAL_ENTITY' ? 'legalData' : 'individualDataTab'),
  profile: tab('profileTab'),
  /** The team, where a person in no company sees the companies that suspended them. */
  team: tab('teamTab'),
  newPermit: tab('ePermitCreate'),
  loadingPermission: tab('loadPermissionTab'),
  onlineApplication: tab('onlineApplicationTab'),
} as const
