import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Month names for "February 1994", translated by hand, so the page reads the same in every
 * browser (engines' `Intl` month names differ, and not every one has Turkmen).
 */
export const MONTHS: readonly MessageDescriptor[] = [
  msg`January`,
  msg`February`,
  msg`March`,
  msg`April`,
  msg`May`,
  msg`June`,
  msg`July`,
  msg`August`,
  msg`September`,
  msg`October`,
  msg`November`,
  msg`December`,
]
