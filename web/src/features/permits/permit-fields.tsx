import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { DateField } from '../../components/date-field'
import { TextField } from '../../components/field'
import { ForWriters } from '../../components/for-writers'
import { FormActions, FormSection, formCard } from '../../components/form-layout'
import { MutationForm, SubmitButton } from '../../components/mutation-form'
import { SelectField } from '../../components/select-field'
import { TextAreaField } from '../../components/text-area-field'
import { useAskForData } from '../../components/use-ask-for-data'
import { useMutationForm } from '../../components/use-mutation-form'
import type { ClientKind } from '../../gql/graphql'
import { todayIso } from '../../lib/form-checks'
import { formText } from '../../lib/form-errors'
import { useLocalized } from '../../lib/localized'
import { useNamedOptions } from '../../lib/names'
import { withReturn } from '../../lib/return-path'
import { usePermitFormData } from './api/permit-form-data'
import { useRequestPermit } from './api/request-permit'
import { PermitAnswers } from './permit-answers'
import { PERMIT_FIELDS, type PermitValues, permitProblems } from './permit-checks'
import { KIND_PARAM, permitPaths } from './permit-paths'
import styles from './permits.module.css'
import type { RepeatSource } from './repeat-source'
import { VehiclePicks } from './vehicle-picks'

type Props = {
  kind: ClientKind
  /** The permit a "Repeat" starts from, or null for an empty form. */
  source: RepeatSource | null
  /** After the request is sent: its new permit's id. */
  onRequested: (permitId: string) => void
  /** Whether the answers are being checked (the page hides what is not the check meanwhile). */
  onReview: (reviewing: boolean) => void
}

/**
 * The e-permit request of one profile (spec §2, §5): country, permit type, cargo, containers,
 * the trip's dates (return not before departure), then the driver, that driver's car and an
 * optional trailer. Without the profile's data, the 'No data / Fill in the data' popup.
 */
export function PermitFields({ kind, source, onRequested, onReview }: Props) {
  const { t } = useLingui()
  const localized = useLocalized()
  const { data } = usePermitFormData(kind)
  // Abroad only, in the reader's alphabetical order (ADR 0084).
  const destinations = useNamedOptions(
    data.countries.filter((country) => country.permitDestination),
  )
  const profile = kind === 'LEGAL_ENTITY' ? data.legalEntityProfile : data.individualProfile
  // What this page lacks is added on other tabs, which come back here, to this profile's form.
  const here = useReturnHere(kind)
  const dataPath = withReturn(
    kind === 'LEGAL_ENTITY' ? permitPaths.legalData : permitPaths.individualData,
    here,
  )
  const askForData = useAskForData(dataPath)
  const request = useRequestPermit()
  const today = todayIso()
  const [departure, setDeparture] = useState('')

  useEffect(() => {
    if (!profile) askForData()
  }, [profile, askForData])

  const form = useMutationForm({
    fields: PERMIT_FIELDS,
    // Nothing is sent before the haulier has checked the answers (ADR 0091).
    review: true,
    read: (element) =>
      Object.fromEntries(
        PERMIT_FIELDS.map((field) => [field, formText(element, field)]),
      ) as PermitValues,
    check: (values) =>
      permitProblems(values, today, {
        required: t`Please fill in this field`,
        containers: t`Enter a whole number from 0 to 1000`,
        departurePast: t`The departure cannot be in the past`,
        returnBeforeDeparture: t`The return cannot be before the departure`,
      }),
    mutate: ({ containerCount, trailerId, description, ...values }, attempt) =>
      request(
        {
          ...values,
          kind,
          containerCount: Number(containerCount),
          trailerId: trailerId || null,
          description: description || null,
        },
        attempt,
      ),
    onSuccess: (payload) => {
      if (payload.permit) onRequested(payload.permit.id)
    },
    onFailure: (error) => {
      if (error?.code === 'CLIENT_DATA_MISSING') askForData()
    },
    failure: {
      title: t`The e-permit was not requested`,
      message: t`Please check the data and try again.`,
    },
  })

  useEffect(() => onReview(form.reviewing), [form.reviewing, onReview])

  if (!profile) {
    return (
      <p className={styles.notice}>
        {t`Fill in your data first: an e-permit is requested for it.`}{' '}
        <Link to={dataPath}>{t`Go to your data`}</Link>
      </p>
    )
  }
  // An e-permit names a driver and the driver's car: said before anything is typed, not found
  // out at the form's second section, where leaving to add them would lose the trip typed.
  if (!data.drivers.some((driver) => driver.cars.length > 0)) {
    return data.drivers.length === 0 ? (
      <p className={styles.notice}>
        {t`Add a driver and their car first: an e-permit names both.`}{' '}
        <Link to={withReturn(permitPaths.addDriver[kind], here)}>{t`Add a driver`}</Link>
      </p>
    ) : (
      <p className={styles.notice}>
        {t`Give one of your drivers a car first: an e-permit names the driver and the car.`}{' '}
        <Link to={withReturn(permitPaths.addCar[kind], here)}>{t`Add a car`}</Link>
      </p>
    )
  }

  return (
    <>
      {form.reviewing && <PermitAnswers form={form} kind={kind} />}
      <MutationForm form={form} className={formCard} aria-labelledby="permit-form-title">
        <FormSection title={t`The trip`}>
          <SelectField
            label={t`Country`}
            name="countryId"
            placeholder={t`Choose a country`}
            options={destinations}
            defaultValue={source?.countryId ?? ''}
            required
            error={form.errors.countryId}
          />
          <SelectField
            label={t`Permit type`}
            name="permitTypeId"
            placeholder={t`Choose a permit type`}
            options={data.permitTypes.map((type) => ({
              value: type.id,
              label: localized(type.name),
            }))}
            defaultValue={source?.permitTypeId ?? ''}
            required
            error={form.errors.permitTypeId}
          />
          <TextField
            label={t`Cargo type`}
            name="cargoType"
            defaultValue={source?.cargoType}
            autoComplete="off"
            required
            maxLength={300}
            error={form.errors.cargoType}
          />
          <TextField
            label={t`Container number`}
            name="containerCount"
            hint={t`How many containers, 0 to 1000`}
            defaultValue={source?.containerCount}
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={4}
            error={form.errors.containerCount}
          />
          <DateField
            label={t`Departure date`}
            name="departureOn"
            min={today}
            required
            onDay={setDeparture}
            error={form.errors.departureOn}
          />
          <DateField
            label={t`Return date`}
            name="returnOn"
            hint={t`Not before the departure`}
            min={departure || today}
            required
            error={form.errors.returnOn}
          />
        </FormSection>
        <VehiclePicks drivers={data.drivers} source={source} errors={form.errors} />
        <FormSection title={t`For the operator`}>
          <TextAreaField
            label={t`Note`}
            name="description"
            hint={t`Optional, at most 2000 characters`}
            defaultValue={source?.description}
            maxLength={2000}
            error={form.errors.description}
          />
        </FormSection>
        <ForWriters note>
          <FormActions>
            <SubmitButton busy={form.busy} busyLabel={t`Sending…`}>
              {t`Continue`}
            </SubmitButton>
          </FormActions>
        </ForWriters>
      </MutationForm>
    </>
  )
}

/** This page's address with `kind` chosen: where a tab sent to add what is missing returns. */
function useReturnHere(kind: ClientKind) {
  const { pathname, search } = useLocation()
  const params = new URLSearchParams(search)
  params.set(KIND_PARAM, kind)
  return `${pathname}?${params}`
}
