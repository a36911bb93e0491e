import { useLingui } from '@lingui/react/macro'
import type { ChangeEvent } from 'react'
import { SelectField } from '../../components/select-field'
import { type FragmentType, getFragmentData } from '../../gql'
import { PermissionFleet_car, PermissionFleet_driver } from './api/permission-form-data'

type Props = {
  drivers: readonly FragmentType<typeof PermissionFleet_driver>[]
  cars: readonly FragmentType<typeof PermissionFleet_car>[]
}

/** Sets the value of one of the form's own fields, as typing would. */
function fill(form: HTMLFormElement | null, name: string, value: string) {
  const control = form?.elements.namedItem(name)
  if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) {
    control.value = value
  }
}

/**
 * The haulier's drivers and cars on file (both profiles), offered to fill a permission's driver,
 * brand and plate: a choice writes into those fields, which stay free to type in, for a vehicle
 * or a driver not on file. Nothing to offer, nothing shown.
 */
export function FleetPicks({ drivers: driverRefs, cars: carRefs }: Props) {
  const { t } = useLingui()
  const drivers = getFragmentData(PermissionFleet_driver, driverRefs)
  const cars = getFragmentData(PermissionFleet_car, carRefs)

  const pickDriver = (event: ChangeEvent<HTMLSelectElement>) => {
    const driver = drivers.find((one) => one.id === event.currentTarget.value)
    if (!driver) return
    const fullName = [driver.surname, driver.name, driver.patronymic].filter(Boolean).join(' ')
    fill(event.currentTarget.form, 'driverFullName', fullName)
  }
  const pickCar = (event: ChangeEvent<HTMLSelectElement>) => {
    const car = cars.find((one) => one.id === event.currentTarget.value)
    if (!car) return
    fill(event.currentTarget.form, 'vehicleBrandId', car.brand.id)
    fill(event.currentTarget.form, 'plateNumber', car.plateNumber)
  }

  return (
    <>
      {drivers.length > 0 && (
        <SelectField
          label={t`Driver on file`}
          name="fleetDriverId"
          placeholder={t`Not on file: type the name below`}
          hint={t`Fills the driver's name; you can still change it.`}
          options={drivers.map((driver) => ({
            value: driver.id,
            label: `${driver.surname} ${driver.name} ${driver.patronymic}`.trim(),
          }))}
          defaultValue=""
          onChange={pickDriver}
        />
      )}
      {cars.length > 0 && (
        <SelectField
          label={t`Car on file`}
          name="fleetCarId"
          placeholder={t`Not on file: choose the brand and type the plate below`}
          hint={t`Fills the brand and the plate number; you can still change them.`}
          options={cars.map((car) => ({
            value: car.id,
            label: `${car.plateNumber} — ${car.brand.title}`,
          }))}
          defaultValue=""
          onChange={pickCar}
        />
      )}
    </>
  )
}
