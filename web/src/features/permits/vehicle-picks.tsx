import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { FormSection, WideField } from '../../components/form-layout'
import { SelectField } from '../../components/select-field'
import { type FragmentType, getFragmentData } from '../../gql'
import type { PermitForm_VehicleFragment } from '../../gql/graphql'
import { formatDay } from '../../lib/dates'
import type { FieldErrors } from '../../lib/form-errors'
import { PermitForm_vehicle } from './api/permit-form-data'
import styles from './permits.module.css'
import type { RepeatSource } from './repeat-source'

type VehicleRef = FragmentType<typeof PermitForm_vehicle>
type Driver = {
  id: string
  name: string
  surname: string
  cars: readonly VehicleRef[]
  trailers: readonly VehicleRef[]
}

type Props = {
  drivers: readonly Driver[]
  source: RepeatSource | null
  errors: FieldErrors<'driverId' | 'carId' | 'trailerId'>
}

/**
 * The driver, then that driver's car (offered once a driver is picked), then an optional trailer
 * whose details show once it is picked (spec §4). A repeated permit's driver and vehicles are
 * picked again when the profile still lists them together.
 */
export function VehiclePicks({ drivers, source, errors }: Props) {
  const { t } = useLingui()
  const [driverId, setDriverId] = useState(() =>
    drivers.some((driver) => driver.id === source?.driverId) ? (source?.driverId ?? '') : '',
  )
  const driver = drivers.find((each) => each.id === driverId)
  const cars = (driver?.cars ?? []).map((ref) => getFragmentData(PermitForm_vehicle, ref))
  const trailers = (driver?.trailers ?? []).map((ref) => getFragmentData(PermitForm_vehicle, ref))
  const [carId, setCarId] = useState(() => listed(cars, source?.carId))
  const [trailerId, setTrailerId] = useState(() => listed(trailers, source?.trailerId))
  const trailer = trailers.find((each) => each.id === trailerId)
  const plate = (vehicle: PermitForm_VehicleFragment) =>
    `${vehicle.plateNumber} · ${vehicle.brand.title}`

  return (
    <FormSection title={t`Driver and vehicles`}>
      <SelectField
        label={t`Driver`}
        name="driverId"
        placeholder={drivers.length ? t`Choose a driver` : t`No drivers yet`}
        options={drivers.map((each) => ({
          value: each.id,
          label: `${each.name} ${each.surname}`,
        }))}
        value={driverId}
        onChange={(event) => {
          setDriverId(event.currentTarget.value)
          setCarId('')
          setTrailerId('')
        }}
        required
        error={errors.driverId}
      />
      {driver && (
        <SelectField
          label={t`Car`}
          name="carId"
          placeholder={cars.length ? t`Choose a car` : t`This driver has no car`}
          options={cars.map((car) => ({ value: car.id, label: plate(car) }))}
          value={carId}
          onChange={(event) => setCarId(event.currentTarget.value)}
          required
          error={errors.carId}
        />
      )}
      {driver && (
        <SelectField
          label={t`Trailer`}
          name="trailerId"
          hint={t`Optional`}
          placeholder={t`No trailer`}
          options={trailers.map((each) => ({ value: each.id, label: plate(each) }))}
          value={trailerId}
          onChange={(event) => setTrailerId(event.currentTarget.value)}
          error={errors.trailerId}
        />
      )}
      {trailer && (
        <WideField>
          <dl className={styles.facts} aria-label={t`The trailer`}>
            <dt>{t`Trailer brand`}</dt>
            <dd>{trailer.brand.title}</dd>
            <dt>{t`Trailer plate number`}</dt>
            <dd>{trailer.plateNumber}</dd>
            <dt>{t`Registration card`}</dt>
            <dd>
              {trailer.cardNumber}, {formatDay(trailer.cardIssuedOn)}
            </dd>
          </dl>
        </WideField>
      )}
    </FormSection>
  )
}

const listed = (vehicles: readonly { id: string }[], id: string | null | undefined) =>
  vehicles.some((vehicle) => vehicle.id === id) ? (id ?? '') : ''
