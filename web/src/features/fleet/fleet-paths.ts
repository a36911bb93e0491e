import { cabinetPath } from '../../config/cabinet-paths'

/** The address of a cabinet tab; an edit tab names its record (`?id=`). */
export const pathOf = (tab: string, recordId?: string) =>
  cabinetPath(tab, recordId === undefined ? '' : `?id=${encodeURIComponent(recordId)}`)
