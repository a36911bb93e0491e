import { useLingui } from '@lingui/react/macro'
import { DateField } from '../../components/date-field'
import { fieldsSideBySide, TextField } from '../../components/field'
import { ForWriters } from '../../components/for-writers'
import { MutationForm, SubmitButton } from '../../components/mutation-form'
import { SelectField } from '../../components/select-field'
import { useMutationForm } from '../../components/use-mutation-form'
import { getFragmentData, graphql } from '../../gql'
import type { VehicleForm_VehicleFragment } from '../../gql/graphql'
import { dateOutOfRange, todayIso } from '../../lib/form-checks'
import { type FieldErrors, formText, missingFields } from '../../lib/form-errors'
import { useCreateVehicle } from './api/create-vehicle'
import { useUpdateVehicle } from './api/update-vehicle'
import { useVehicleFormData } from './api/vehicle-form-data'
import styles from './fleet.module.css'
import { FleetFormFrame, type FormTab, useFleetReturn } from './fleet-form-frame'
import { FleetList_driver, fullName } from './fleet-rows'
import { clientKindOf, type VehicleSubject, vehicleLabels, vehicleTypeOf } from './fleet-subjects'

export const VehicleForm_vehicle = graphql(`
  fragment VehicleForm_vehicle on Vehicle {
    id
    plateNumber
    cardNumber
    cardIssuedOn
    brand {
      id
    }
    driver {
      id
    }
  }
`)

const FIELDS = ['brandId', 'plateNumber', 'cardNumber', 'cardIssuedOn', 'driverId'] as const
type VehicleField = (typeof FIELDS)[number]
const REQUIRED = ['brandId', 'plateNumber', 'cardNumber', 'cardIssuedOn'] as const

/**
 * A car's or a trailer's form, new or edited, for either profile (§2: one form, its title and
 * labels differ): brand (a truck brand for a car, a trailer brand for a trailer), plate number,
 * registration card number and date, and the driver (optional).
 */
export function VehicleForm({ tab, subject }: { tab: FormTab; subject: VehicleSubject }) {
  const { group, recordId } = tab
  const type = vehicleTypeOf(subject)
  const { data } = useVehicleFormData({
    kind: clientKindOf(group),
    type,
    id: recordId ?? '',
    editing: recordId !== undefined,
    legal: group === 'legal',
  })
  const profile = group === 'legal' ? data.legalEntityProfile : data.individualProfile
  const record = data.vehicle
  // An address naming a trailer on a car tab (or another profile's) is no record of this tab.
  const found =
    recordId === undefined || (record?.type === type && record.kind === clientKindOf(group))
  const vehicle = found && record ? getFragmentData(VehicleForm_vehicle, record) : null
  return (
    <FleetFormFrame tab={tab} profileMissing={!profile} found={found}>
      <VehicleFields
        key={vehicle?.id ?? 'new'}
        tab={tab}
        subject={subject}
        vehicle={vehicle}
        brands={data.brands}
        drivers={data.drivers.map((ref) => getFragmentData(FleetList_driver, ref))}
      />
    </FleetFormFrame>
  )
}

type FieldsProps = {
  tab: FormTab
  subject: VehicleSubject
  vehicle: VehicleForm_VehicleFragment | null
  brands: readonly { id: string; title: string }[]
  drivers: readonly { id: string; name: string; surname: string }[]
}

function VehicleFields({ tab, subject, vehicle, brands, drivers }: FieldsProps) {
  const { t, i18n } = useLingui()
  const { askForData, afterSave } = useFleetReturn(tab)
  const kind = clientKindOf(tab.group)
  const labels = vehicleLabels[subject]
  const [create] = useCreateVehicle()
  const [update] = useUpdateVehicle()
  const today = todayIso()

  const form = useMutationForm({
    fields: FIELDS,
    read: (element) => ({
      brandId: formText(element, 'brandId'),
      plateNumber: formText(element, 'plateNumber'),
      cardNumber: formText(element, 'cardNumber'),
      cardIssuedOn: formText(element, 'cardIssuedOn'),
      driverId: formText(element, 'driverId') || null,
    }),
    check: (values) => {
      const problems: FieldErrors<VehicleField> = missingFields(
        values,
        REQUIRED,
        t`Please fill in this field`,
      )
      if (dateOutOfRange(values.cardIssuedOn, { max: today })) {
        problems.cardIssuedOn = t`The card cannot be issued in the future`
      }
      return problems
    },
    mutate: async (values, attempt) =>
      vehicle
        ? (await update({ variables: { kind, input: { id: vehicle.id, ...values } } })).data
            ?.updateVehicle
        : (
            await create({
              variables: { kind, input: { kind, type: vehicleTypeOf(subject), ...values } },
              context: attempt.context,
            })
          ).data?.createVehicle,
    // The plate as the API keeps it ("AG1234AG" for "ag1234ag"), as the list shows it.
    onSuccess: (payload, element) => {
      const saved = payload.vehicle && getFragmentData(VehicleForm_vehicle, payload.vehicle)
      afterSave({ saved: saved?.plateNumber ?? formText(element, 'plateNumber') })
    },
    onFailure: (error) => {
      if (error?.code === 'CLIENT_DATA_MISSING') askForData()
    },
    failure: {
      title: subject === 'car' ? t`The car was not saved` : t`The trailer was not saved`,
      message: t`Please check the data and try again.`,
    },
  })

  return (
    <MutationForm form={form} className={styles.form}>
      <div className={`${styles.columns} ${fieldsSideBySide}`}>
        <SelectField
          label={i18n._(labels.brand)}
          name="brandId"
          placeholder={t`Choose a brand`}
          options={brands.map((brand) => ({ value: brand.id, label: brand.title }))}
          defaultValue={vehicle?.brand.id ?? ''}
          required
          error={form.errors.brandId}
        />
        <TextField
          label={i18n._(labels.plate)}
          name="plateNumber"
          defaultValue={vehicle?.plateNumber}
          hint={t`As on the plate, e.g. AG 1234 AG`}
          autoComplete="off"
          required
          maxLength={20}
          error={form.errors.plateNumber}
        />
        <TextField
          label={i18n._(labels.card)}
          name="cardNumber"
          defaultValue={vehicle?.cardNumber}
          autoComplete="off"
          required
          maxLength={50}
          error={form.errors.cardNumber}
        />
        <DateField
          label={t`Card start date`}
          name="cardIssuedOn"
          defaultValue={vehicle?.cardIssuedOn}
          max={today}
          required
          error={form.errors.cardIssuedOn}
        />
        <SelectField
          label={t`Driver`}
          name="driverId"
          placeholder={t`No driver`}
          hint={drivers.length === 0 ? t`No drivers in this profile yet` : undefined}
          options={drivers.map((driver) => ({ value: driver.id, label: fullName(driver) }))}
          defaultValue={vehicle?.driver?.id ?? ''}
          error={form.errors.driverId}
        />
      </div>
      <ForWriters note>
        <div className={styles.formActions}>
          <SubmitButton busy={form.busy} busyLabel={t`Saving…`}>
            {t`Save`}
          </SubmitButton>
        </div>
      </ForWriters>
    </MutationForm>
  )
}
