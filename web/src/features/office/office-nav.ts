import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { OFFICE_PATH } from '../../config/office'

/** A section of the office: its address (under the office's) and its name in the side menu. */
export type OfficeSection = { path: string; label: MessageDescriptor }

/** The office's side menu, in the order an operator's day goes. */
export const officeSections: readonly OfficeSection[] = [
  { path: `${OFFICE_PATH}/permits`, label: msg`E-permits` },
  { path: `${OFFICE_PATH}/requests`, label: msg`Permissions and applications` },
  { path: `${OFFICE_PATH}/news`, label: msg`News` },
  { path: `${OFFICE_PATH}/operators`, label: msg`Operators` },
]
