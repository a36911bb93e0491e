import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ClientKind, VehicleType } from '../../gql/graphql'

/**
 * The fleet's 18 tabs are three lists and three forms (drivers, cars, trailers) for each of the
 * haulier's two profiles. One list and one form component serve them all, told apart by these.
 */
export type FleetGroup = 'individual' | 'legal'
export type FleetSubject = 'driver' | 'car' | 'trailer'
export type VehicleSubject = Exclude<FleetSubject, 'driver'>

export const clientKindOf = (group: FleetGroup): ClientKind =>
  group === 'legal' ? 'LEGAL_ENTITY' : 'INDIVIDUAL'

export const vehicleTypeOf = (subject: VehicleSubject): VehicleType =>
  subject === 'car' ? 'CAR' : 'TRAILER'

export const isVehicle = (subject: FleetSubject): subject is VehicleSubject => subject !== 'driver'

/** The eyebrow over a fleet tab's heading: whose drivers, cars and trailers they are. */
export const groupLabels: Record<FleetGroup, MessageDescriptor> = {
  individual: msg`Individual data`,
  legal: msg`Legal entity data`,
}

/** What a subject's screens say that differs between drivers, cars and trailers. */
type SubjectTexts = {
  add: MessageDescriptor
  empty: MessageDescriptor
  emptyHint: MessageDescriptor
  listLabel: MessageDescriptor
  deleteTitle: MessageDescriptor
  deleteQuestion: MessageDescriptor
  deleted: MessageDescriptor
  saved: MessageDescriptor
  notFound: MessageDescriptor
}

export const subjectTexts: Record<FleetSubject, SubjectTexts> = {
  driver: {
    add: msg`Add a driver`,
    empty: msg`No drivers yet`,
    emptyHint: msg`Add the drivers who take your cars abroad: e-permits name them.`,
    listLabel: msg`Your drivers`,
    deleteTitle: msg`Delete the driver?`,
    deleteQuestion: msg`{name} will be removed from your drivers. Their cars and trailers stay, without a driver.`,
    deleted: msg`The driver has been deleted`,
    saved: msg`The driver {name} has been saved`,
    notFound: msg`This driver does not exist or has been deleted.`,
  },
  car: {
    add: msg`Add a car`,
    empty: msg`No cars yet`,
    emptyHint: msg`Add your trucks with their registration cards: e-permits name them.`,
    listLabel: msg`Your cars`,
    deleteTitle: msg`Delete the car?`,
    deleteQuestion: msg`The car {name} will be removed from your cars.`,
    deleted: msg`The car has been deleted`,
    saved: msg`The car {name} has been saved`,
    notFound: msg`This car does not exist or has been deleted.`,
  },
  trailer: {
    add: msg`Add a trailer`,
    empty: msg`No trailers yet`,
    emptyHint: msg`Add your trailers and semi-trailers with their registration cards.`,
    listLabel: msg`Your trailers`,
    deleteTitle: msg`Delete the trailer?`,
    deleteQuestion: msg`The trailer {name} will be removed from your trailers.`,
    deleted: msg`The trailer has been deleted`,
    saved: msg`The trailer {name} has been saved`,
    notFound: msg`This trailer does not exist or has been deleted.`,
  },
}

/** The labels of a car's and a trailer's form (§2: the same form, its labels differ). */
export const vehicleLabels: Record<
  VehicleSubject,
  { brand: MessageDescriptor; plate: MessageDescriptor; card: MessageDescriptor }
> = {
  car: {
    brand: msg`Car brand`,
    plate: msg`Car plate number`,
    card: msg`Car registration card number`,
  },
  trailer: {
    brand: msg`Trailer brand`,
    plate: msg`Trailer plate number`,
    card: msg`Trailer registration card number`,
  },
}

/** A text of these with its placeholders filled (`{name}`), in the interface language. */
export const withValues = (
  i18n: {
    _: (id: string, values?: Record<string, unknown>, options?: { message?: string }) => string
  },
  text: MessageDescriptor,
  values: Record<string, string>,
) => i18n._(text.id, values, text.message === undefined ? undefined : { message: text.message })
