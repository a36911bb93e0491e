import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** §2: drivers by name, surname, patronymic and licence number. */
export const driverColumns: readonly MessageDescriptor[] = [
  msg`Name`,
  msg`Surname`,
  msg`Patronymic`,
  msg`Licence number`,
]

/** §2: cars and trailers by brand and plate number; the driver beside them. */
export const vehicleColumns: readonly MessageDescriptor[] = [
  msg`Brand`,
  msg`Plate number`,
  msg`Driver`,
]
