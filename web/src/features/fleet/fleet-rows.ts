import { type FragmentType, getFragmentData, graphql } from '../../gql'

export const FleetList_driver = graphql(`
  fragment FleetList_driver on Driver {
    id
    name
    surname
    patronymic
    licenceNumber
  }
`)

export const FleetList_vehicle = graphql(`
  fragment FleetList_vehicle on Vehicle {
    id
    plateNumber
    brand {
      id
      title
    }
    driver {
      id
      name
      surname
    }
  }
`)

/** A row of a fleet list: its cells in the columns' order, and how a person names the record. */
export type FleetRow = { id: string; name: string; cells: (string | null)[] }

export const fullName = (person: { name: string; surname: string }) =>
  `${person.name} ${person.surname}`

export function driverRow(ref: FragmentType<typeof FleetList_driver>): FleetRow {
  const driver = getFragmentData(FleetList_driver, ref)
  return {
    id: driver.id,
    name: fullName(driver),
    cells: [driver.name, driver.surname, driver.patronymic, driver.licenceNumber],
  }
}

/** A vehicle without a driver has an empty driver cell (`null`; the list says "no driver"). */
export function vehicleRow(ref: FragmentType<typeof FleetList_vehicle>): FleetRow {
  const vehicle = getFragmentData(FleetList_vehicle, ref)
  return {
    id: vehicle.id,
    name: vehicle.plateNumber,
    cells: [
      vehicle.brand.title,
      vehicle.plateNumber,
      vehicle.driver ? fullName(vehicle.driver) : null,
    ],
  }
}
