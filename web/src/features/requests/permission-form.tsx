import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { TextField } from '../../components/field'
import { ForWriters } from '../../components/for-writers'
import { FormActions, FormSection, formCard } from '../../components/form-layout'
import { MutationForm, SubmitButton } from '../../components/mutation-form'
import { SelectField } from '../../components/select-field'
import { useMutationForm } from '../../components/use-mutation-form'
import { formatDay } from '../../lib/dates'
import { formText, missingFields } from '../../lib/form-errors'
import { useNamedOptions } from '../../lib/names'
import { useFilePermission } from './api/file-permission'
import { usePermissionFormData } from './api/permission-form-data'
import { FleetPicks } from './fleet-picks'
import { PERMISSION_FIELDS, type PermissionRepeat, repeatOf } from './repeat-permission'
import { requestPaths } from './request-paths'
import { RequestSubmitted } from './request-submitted'
import styles from './requests.module.css'

const FIELDS = PERMISSION_FIELDS

/** The longest each field may be, as the API allows: numbers 50, names 100, places 300. */
const MAX_LENGTH: Record<(typeof FIELDS)[number], number> = {
  permissionNumber: 50,
  plateNumber: 50,
  cmrNumber: 50,
  vehicleBrandId: 100,
  vehicleCountryId: 100,
  driverFullName: 100,
  loadingPoint: 300,
  unloadingPoint: 300,
  route: 300,
  cargo: 300,
  cargoOwner: 300,
  applicant: 300,
  placeOfIssue: 300,
}

type Direction = 'load' | 'unload'
type Props = { screen: { direction: Direction }; title: string; submittedId: string | null }

const MODEL_OF: Record<Direction, 'LOADING_PERMISSION' | 'UNLOADING_PERMISSION'> = {
  load: 'LOADING_PERMISSION',
  unload: 'UNLOADING_PERMISSION',
}

/** The tab: its form, or the confirmation page of a permission it filed (`/submitted/:id`). */
export function PermissionTab({ screen, title, submittedId }: Props) {
  if (submittedId !== null) {
    return <RequestSubmitted model={MODEL_OF[screen.direction]} requestId={submittedId} />
  }
  return <PermissionForm direction={screen.direction} title={title} />
}

/**
 * The loading and the unloading permission tabs (spec §2): one form, its own title. A filing
 * leads to its confirmation page (ADR 0091), and the form starts empty for the next one; the
 * expiry it shows is the server's (today plus the validity period). The history's "Repeat"
 * opens it filled from a filed permission (in the location's state), its numbers left empty.
 */
function PermissionForm({ direction, title }: { direction: Direction; title: string }) {
  const { t } = useLingui()
  const location = useLocation()
  const navigate = useNavigate()
  const [source] = useState<PermissionRepeat | null>(() => repeatOf(location.state))
  const { data } = usePermissionFormData()
  // Turkmenistan included: a vehicle's country may be ours.
  const countries = useNamedOptions(data.countries)
  const file = useFilePermission(direction)

  const form = useMutationForm({
    fields: FIELDS,
    read: (element) =>
      Object.fromEntries(FIELDS.map((field) => [field, formText(element, field)])) as Record<
        (typeof FIELDS)[number],
        string
      >,
    check: (input) => missingFields(input, FIELDS, t`Please fill in this field`),
    mutate: file,
    onSuccess: (payload) => {
      // The next filing starts empty: going back from the confirmation does not fill it again.
      if (source) navigate(location.pathname, { replace: true, state: null })
      if (payload.permission) {
        navigate(requestPaths.submitted(MODEL_OF[direction], payload.permission.id))
      }
    },
    failure: { title: t`Application not accepted`, message: t`Error has occured` },
  })

  // The applicant is the company the session works for until the haulier says otherwise.
  const start: Partial<Record<(typeof FIELDS)[number], string>> = {
    applicant: data.me?.company?.name ?? '',
    ...source?.values,
  }
  const text = (name: (typeof FIELDS)[number], label: string, hint?: string) => (
    <TextField
      label={label}
      name={name}
      hint={hint}
      autoComplete="off"
      required
      maxLength={MAX_LENGTH[name]}
      defaultValue={start[name]}
      error={form.errors[name]}
    />
  )

  return (
    <section className={styles.tab} aria-labelledby="permission-title">
      <h1 id="permission-title" className={styles.title}>
        {title}
      </h1>
      {source && (
        <p className={styles.notice} role="status">
          {t`Filled from permission ${source.number}. Enter the numbers of the new permission and CMR.`}
        </p>
      )}
      <MutationForm form={form} className={formCard} aria-labelledby="permission-title">
        <FormSection title={t`Permission and vehicle`}>
          {text('permissionNumber', t`Permission number`)}
          <FleetPicks
            drivers={[...data.individualDrivers, ...data.legalDrivers]}
            cars={[...data.individualCars, ...data.legalCars]}
          />
          <SelectField
            label={t`Car brand`}
            name="vehicleBrandId"
            placeholder={t`Choose a brand`}
            options={data.brands.map((brand) => ({ value: brand.id, label: brand.title }))}
            defaultValue={source?.values.vehicleBrandId ?? ''}
            required
            error={form.errors.vehicleBrandId}
          />
          {text('driverFullName', t`Driver (transporter) full name`)}
          <SelectField
            label={t`Car state affiliation`}
            name="vehicleCountryId"
            placeholder={t`Choose a country`}
            options={countries}
            defaultValue={source?.values.vehicleCountryId ?? ''}
            required
            error={form.errors.vehicleCountryId}
          />
          {text('plateNumber', t`Car state number`, t`As on the plate, e.g. AG 1234 AG`)}
          <TextField
            label={t`Expiry date`}
            value={formatDay(data.permissionExpiresOn)}
            hint={t`Set by the enterprise: the validity period counted from today.`}
            readOnly
          />
        </FormSection>
        <FormSection title={t`Cargo and route`}>
          {text('loadingPoint', t`Loading point`)}
          {text('unloadingPoint', t`Unloading point`)}
          {text('route', t`Cargo route`)}
          {text('cargo', t`Cargo type`)}
          {text('cargoOwner', t`Cargo ownership`)}
          {text('cmrNumber', t`CMR number`)}
        </FormSection>
        <FormSection title={t`About the applicant`}>
          {text('applicant', t`Applicant`)}
          {text('placeOfIssue', t`Place of issue`)}
        </FormSection>
        <ForWriters note>
          <FormActions>
            <SubmitButton busy={form.busy} busyLabel={t`Saving…`}>
              {t`Save`}
            </SubmitButton>
          </FormActions>
        </ForWriters>
      </MutationForm>
    </section>
  )
}
