import type { ClientKind, PermitHistory_PermitFragment } from '../../gql/graphql'

/** What a repeated e-permit passes on to the new request: everything but the dates. */
export type RepeatSource = {
  permitId: string
  kind: ClientKind
  countryId: string
  permitTypeId: string
  cargoType: string
  containerCount: string
  description: string
  driverId: string | null
  carId: string | null
  trailerId: string | null
}

/**
 * A permit as the start of a new request. The trip's dates are left out: a repeat is a new trip,
 * and last trip's days are in the past or about to be. A driver or vehicle no longer listed is
 * left out by the form (it offers only what the profile has now).
 */
export function repeatSourceOf(permit: PermitHistory_PermitFragment): RepeatSource {
  return {
    permitId: permit.id,
    kind: permit.kind,
    countryId: permit.country.id,
    permitTypeId: permit.permitType.id,
    cargoType: permit.cargoType,
    containerCount: String(permit.containerCount),
    description: permit.description,
    driverId: permit.driver?.id ?? null,
    carId: permit.car?.id ?? null,
    trailerId: permit.trailer?.id ?? null,
  }
}
