import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { cabinetPath } from '../config/cabinet-paths'
import { returnPathIn } from './return-path'

/**
 * A cabinet page that sends the haulier to another tab for something it lacks (the e-permit
 * request without the profile's data, a driver or a car) names itself in that tab's address
 * (`?next=`, built by `withReturn` as the login's is), and the tab, once it has saved, takes the
 * haulier back there (ADR 0115). Only the pages listed here are returned to, each with the words
 * of its way back.
 */
const RETURN_PAGES: Record<string, MessageDescriptor> = {
  [cabinetPath('ePermitCreate')]: msg`Back to your e-permit request`,
}

/** Where a tab sends the haulier back to once it has saved, and the way back's words. */
export type CabinetReturn = { path: string; label: MessageDescriptor }

/** The return an address's query names (`?next=`), when it is one of the pages above. */
export function cabinetReturnIn(search: string): CabinetReturn | undefined {
  const path = returnPathIn(search)
  const label = path && RETURN_PAGES[new URL(path, 'http://portal.invalid').pathname]
  return path && label ? { path, label } : undefined
}

/** What the page returned to is told by the tab that saved: one sentence, already translated. */
export type ReturnedState = { returnedWith: string }

export const returnedWith = (state: unknown): string | undefined =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as Partial<ReturnedState>).returnedWith === 'string'
    ? (state as ReturnedState).returnedWith
    : undefined
