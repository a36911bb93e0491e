import { dateOutOfRange } from '../../lib/form-checks'
import { type FieldErrors, missingFields } from '../../lib/form-errors'

export const PERMIT_FIELDS = [
  'countryId',
  'permitTypeId',
  'cargoType',
  'containerCount',
  'departureOn',
  'returnOn',
  'driverId',
  'carId',
  'trailerId',
  'description',
] as const
export type PermitField = (typeof PERMIT_FIELDS)[number]
export type PermitValues = Record<PermitField, string>

const REQUIRED = PERMIT_FIELDS.filter((field) => field !== 'trailerId' && field !== 'description')
const CONTAINERS = /^\d{1,4}$/

/** The form's messages, in the reader's language. */
export type PermitCheckTexts = {
  required: string
  containers: string
  departurePast: string
  returnBeforeDeparture: string
}

/**
 * What the e-permit form checks before sending (spec §5), the API checking it again: every
 * field but the trailer and the note, a whole number of containers from 0 to 1000, a departure
 * not before `today` and a return not before the departure. The car is asked for once a driver is.
 */
export function permitProblems(
  values: PermitValues,
  today: string,
  texts: PermitCheckTexts,
): FieldErrors<PermitField> {
  const problems: FieldErrors<PermitField> = missingFields(values, REQUIRED, texts.required)
  // The car is offered only once a driver is chosen: without a driver, the driver's field alone
  // says what to do, and no problem is told of a field the page does not show.
  if (!values.driverId) delete problems.carId
  const containers = values.containerCount
  if (containers && (!CONTAINERS.test(containers) || Number(containers) > 1000)) {
    problems.containerCount = texts.containers
  }
  if (dateOutOfRange(values.departureOn, { min: today })) {
    problems.departureOn = texts.departurePast
  }
  if (dateOutOfRange(values.returnOn, { min: values.departureOn || today })) {
    problems.returnOn = texts.returnBeforeDeparture
  }
  return problems
}
