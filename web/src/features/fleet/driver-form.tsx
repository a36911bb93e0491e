import { useLingui } from '@lingui/react/macro'
import { DateField } from '../../components/date-field'
import { fieldsSideBySide, TextField } from '../../components/field'
import { ForWriters } from '../../components/for-writers'
import { MultiSelectField } from '../../components/multi-select-field'
import { MutationForm, SubmitButton } from '../../components/mutation-form'
import { useMutationForm } from '../../components/use-mutation-form'
import { type FragmentType, getFragmentData, graphql } from '../../gql'
import type { DriverForm_DriverFragment } from '../../gql/graphql'
import { dateOutOfRange, todayIso } from '../../lib/form-checks'
import { type FieldErrors, formText, formValues, missingFields } from '../../lib/form-errors'
import { useLocalized } from '../../lib/localized'
import { useCreateDriver } from './api/create-driver'
import { useDriverFormData } from './api/driver-form-data'
import { useUpdateDriver } from './api/update-driver'
import styles from './fleet.module.css'
import { FleetFormFrame, type FormTab, useFleetReturn } from './fleet-form-frame'
import type { SavedState } from './fleet-list'
import { type FleetList_vehicle, fullName } from './fleet-rows'
import { clientKindOf } from './fleet-subjects'
import { linkedVehicleOptions, withVehicleFields } from './linked-vehicles'

export const DriverForm_driver = graphql(`
  fragment DriverForm_driver on Driver {
    id
    kind
    name
    surname
    patronymic
    licenceNumber
    licenceExpiresOn
    licenceCategories {
      id
    }
    cars {
      id
    }
    trailers {
      id
    }
  }
`)

const FIELDS = [
  'name',
  'surname',
  'patronymic',
  'licenceNumber',
  'licenceExpiresOn',
  'licenceCategoryIds',
  'carIds',
  'trailerIds',
] as const
type DriverField = (typeof FIELDS)[number]
const REQUIRED = ['name', 'surname', 'patronymic', 'licenceNumber', 'licenceExpiresOn'] as const

/**
 * A driver's form, new or edited, for either profile: name, surname, patronymic, licence number
 * and expiry, licence categories, and the profile's cars and trailers the driver takes. A car
 * that has another driver says whose it is; linking it here moves it.
 */
export function DriverForm({ tab }: { tab: FormTab }) {
  const { group, recordId } = tab
  const { data } = useDriverFormData({
    kind: clientKindOf(group),
    id: recordId ?? '',
    editing: recordId !== undefined,
    legal: group === 'legal',
  })
  const profile = group === 'legal' ? data.legalEntityProfile : data.individualProfile
  const driver = data.driver ? getFragmentData(DriverForm_driver, data.driver) : null
  const found = recordId === undefined || driver?.kind === clientKindOf(group)
  return (
    <FleetFormFrame tab={tab} profileMissing={!profile} found={found}>
      <DriverFields
        key={driver?.id ?? 'new'}
        tab={tab}
        driver={found ? driver : null}
        categories={data.drivingLicenceCategories}
        cars={data.cars}
        trailers={data.trailers}
      />
    </FleetFormFrame>
  )
}

type Category = { id: string; name: string; description: { tm: string; ru: string; en: string } }
type FieldsProps = {
  tab: FormTab
  driver: DriverForm_DriverFragment | null
  categories: readonly Category[]
  cars: readonly FragmentType<typeof FleetList_vehicle>[]
  trailers: readonly FragmentType<typeof FleetList_vehicle>[]
}

function DriverFields({ tab, driver, categories, cars, trailers }: FieldsProps) {
  const { t } = useLingui()
  const localized = useLocalized()
  const { askForData, afterSave } = useFleetReturn(tab)
  const kind = clientKindOf(tab.group)
  const [create] = useCreateDriver()
  const [update] = useUpdateDriver()
  const today = todayIso()
  const elsewhere = (name: string) => t`now with ${name}`
  const carOptions = linkedVehicleOptions(cars, driver?.id, elsewhere)
  const trailerOptions = linkedVehicleOptions(trailers, driver?.id, elsewhere)

  const form = useMutationForm({
    fields: FIELDS,
    read: (element) => ({
      name: formText(element, 'name'),
      surname: formText(element, 'surname'),
      patronymic: formText(element, 'patronymic'),
      licenceNumber: formText(element, 'licenceNumber'),
      licenceExpiresOn: formText(element, 'licenceExpiresOn'),
      licenceCategoryIds: formValues(element, 'licenceCategoryIds'),
      carIds: formValues(element, 'carIds'),
      trailerIds: formValues(element, 'trailerIds'),
    }),
    check: (values) => {
      const problems: FieldErrors<DriverField> = missingFields(
        values,
        REQUIRED,
        t`Please fill in this field`,
      )
      if (dateOutOfRange(values.licenceExpiresOn, { min: today })) {
        problems.licenceExpiresOn = t`The licence must be valid today or later`
      }
      return problems
    },
    mutate: async ({ carIds, trailerIds, ...values }, attempt) => {
      const fields = { ...values, vehicleIds: [...carIds, ...trailerIds] }
      const payload = driver
        ? (await update({ variables: { kind, input: { id: driver.id, ...fields } } })).data
            ?.updateDriver
        : (
            await create({
              variables: { kind, input: { kind, ...fields } },
              context: attempt.context,
            })
          ).data?.createDriver
      return payload && withVehicleFields(payload, carIds.length)
    },
    onSuccess: (payload, element) => {
      const state: SavedState = {
        saved: `${formText(element, 'name')} ${formText(element, 'surname')}`,
        moved: payload.reassignedVehicles.map(({ vehicle, previousDriver }) => ({
          plate: vehicle.plateNumber,
          from: previousDriver ? fullName(previousDriver) : '',
        })),
      }
      afterSave(state)
    },
    onFailure: (error) => {
      if (error?.code === 'CLIENT_DATA_MISSING') askForData()
    },
    failure: {
      title: t`The driver was not saved`,
      message: t`Please check the data and try again.`,
    },
  })

  return (
    <MutationForm form={form} className={styles.form}>
      <div className={`${styles.columns} ${fieldsSideBySide}`}>
        <TextField
          label={t`Name`}
          name="name"
          defaultValue={driver?.name}
          autoComplete="off"
          required
          maxLength={100}
          error={form.errors.name}
        />
        <TextField
          label={t`Surname`}
          name="surname"
          defaultValue={driver?.surname}
          autoComplete="off"
          required
          maxLength={100}
          error={form.errors.surname}
        />
        <TextField
          label={t`Patronymic`}
          name="patronymic"
          defaultValue={driver?.patronymic}
          autoComplete="off"
          required
          maxLength={100}
          error={form.errors.patronymic}
        />
        <TextField
          label={t`Driving licence number`}
          name="licenceNumber"
          defaultValue={driver?.licenceNumber}
          autoComplete="off"
          required
          maxLength={50}
          error={form.errors.licenceNumber}
        />
        <DateField
          label={t`Licence expiry date`}
          name="licenceExpiresOn"
          defaultValue={driver?.licenceExpiresOn}
          min={today}
          required
          error={form.errors.licenceExpiresOn}
        />
        <MultiSelectField
          label={t`Licence categories`}
          name="licenceCategoryIds"
          options={categories.map((category) => ({
            value: category.id,
            label: `${category.name} — ${localized(category.description)}`,
          }))}
          defaultValue={driver?.licenceCategories.map((category) => category.id)}
          error={form.errors.licenceCategoryIds}
        />
        <MultiSelectField
          label={t`Cars the driver takes`}
          name="carIds"
          hint={carOptions.length === 0 ? t`No cars in this profile yet` : undefined}
          options={carOptions}
          defaultValue={driver?.cars.map((car) => car.id)}
          error={form.errors.carIds}
        />
        <MultiSelectField
          label={t`Trailers the driver takes`}
          name="trailerIds"
          hint={trailerOptions.length === 0 ? t`No trailers in this profile yet` : undefined}
          options={trailerOptions}
          defaultValue={driver?.trailers.map((trailer) => trailer.id)}
          error={form.errors.trailerIds}
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
