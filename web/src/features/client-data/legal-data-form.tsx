import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { DateField } from '../../components/date-field'
import { TextField } from '../../components/field'
import { ForWriters } from '../../components/for-writers'
import { FormActions, FormSection, formCard, WideField } from '../../components/form-layout'
import { MutationForm, SubmitButton } from '../../components/mutation-form'
import { useMutationForm } from '../../components/use-mutation-form'
import { type FragmentType, getFragmentData, graphql } from '../../gql'
import type { ClientDataReferenceQuery, LegalEntityDocumentType } from '../../gql/graphql'
import { todayIso } from '../../lib/form-checks'
import { formText } from '../../lib/form-errors'
import { useSaveLegalEntityProfile } from './api/save-client-profile'
import {
  ContactFields,
  LicenceFields,
  type ProfileRef,
  RegionCityFields,
  type ScanInput,
  ScanSection,
  useSavedProfile,
} from './client-data-fields'
import {
  COMMON_FIELDS,
  COMMON_REQUIRED,
  checkClientData,
  readCommon,
  readScans,
  scanErrorsPlaced,
} from './client-data-input'
import type { DataStart } from './sign-up-start'
import { useCheckTexts, useSavedPopup } from './use-client-data-texts'

export const LegalFields_profile = graphql(`
  fragment LegalFields_profile on LegalEntityProfile {
    id
    companyName
    address
    stateRegisterNumber
    stateRegisterExpiresOn
    certificateNumber
    bankDetails
    accountNumber
  }
`)

const SCANS = [
  { control: 'licenceScan', type: 'LICENCE', label: msg`License scan` },
  { control: 'certificateScan', type: 'CERTIFICATE', label: msg`Certificate scan` },
  {
    control: 'registerExtractScan',
    type: 'STATE_REGISTER_EXTRACT',
    label: msg`State register extract scan`,
  },
] as const satisfies readonly (ScanInput & { type: LegalEntityDocumentType })[]

const OWN_FIELDS = [
  'companyName',
  'address',
  'stateRegisterNumber',
  'stateRegisterExpiresOn',
  'certificateNumber',
  'bankDetails',
  'accountNumber',
] as const
const FIELDS = [...OWN_FIELDS, ...COMMON_FIELDS, ...SCANS.map((scan) => scan.control)]
const REQUIRED = [...OWN_FIELDS, ...COMMON_REQUIRED] as const

type Props = {
  reference: ClientDataReferenceQuery
  profile: (ProfileRef & FragmentType<typeof LegalFields_profile>) | null
  /** What the form starts from when nothing is saved yet (sign-up-start.ts). */
  start: DataStart
  onSaved: () => void
}

/**
 * Legal-entity data (spec §2): the company, where it is registered, its licence, state register
 * entry and certificate, its bank, and the three scans.
 */
export function LegalDataForm({ reference, profile: ref, start, onSaved }: Props) {
  const { t } = useLingui()
  const profile = useSavedProfile(ref)
  const own = getFragmentData(LegalFields_profile, ref)
  const texts = useCheckTexts()
  const saved = useSavedPopup()
  const [save] = useSaveLegalEntityProfile()
  const form = useMutationForm({
    fields: FIELDS,
    read: (element) =>
      ({
        ...readCommon(element),
        ...Object.fromEntries(OWN_FIELDS.map((field) => [field, formText(element, field)])),
        scans: readScans(element, SCANS),
      }) as ReturnType<typeof readCommon> &
        Record<(typeof OWN_FIELDS)[number], string> & {
          scans: ReturnType<typeof readScans<LegalEntityDocumentType>>
        },
    check: (values, element) =>
      checkClientData(values, {
        form: element,
        required: REQUIRED,
        dates: ['licenceExpiresOn', 'stateRegisterExpiresOn'],
        scans: SCANS,
        chosen: values.scans,
        firstSave: !profile,
        texts,
      }),
    mutate: async ({ regionId: _region, scans, ...input }, attempt) => {
      const documents = scans.map(({ type, file }) => ({ type, file }))
      const answer = await save({
        variables: { input: { ...input, documents } },
        context: attempt.context,
      })
      const payload = answer.data?.saveLegalEntityProfile
      return payload && { ...payload, userErrors: scanErrorsPlaced(payload.userErrors, scans) }
    },
    onSuccess: () => {
      saved()
      onSaved()
    },
    failure: { title: t`Data not saved`, message: t`Please make sure your data is correct` },
  })
  const errors = form.errors as Record<string, string | undefined>
  const started: Partial<Record<string, string>> = start
  const text = (field: (typeof OWN_FIELDS)[number]) => ({
    name: field,
    required: true,
    defaultValue: own?.[field] ?? started[field],
    error: errors[field],
  })

  return (
    <MutationForm form={form} className={formCard} aria-label={t`Legal entity data`}>
      <FormSection title={t`The company`}>
        <WideField>
          <TextField label={t`Company name`} autoComplete="organization" {...text('companyName')} />
        </WideField>
        <ContactFields profile={profile} start={start} errors={errors} />
        <WideField>
          <TextField label={t`Address`} autoComplete="street-address" {...text('address')} />
        </WideField>
      </FormSection>
      <FormSection title={t`Region and city`}>
        <RegionCityFields reference={reference} profile={profile} errors={errors} />
      </FormSection>
      <FormSection title={t`License`}>
        <LicenceFields reference={reference} profile={profile} errors={errors} />
      </FormSection>
      <FormSection title={t`Registration`}>
        <TextField label={t`State register (EGRPO) number`} {...text('stateRegisterNumber')} />
        <DateField
          label={t`Register expiry date`}
          min={todayIso()}
          {...text('stateRegisterExpiresOn')}
        />
        <TextField label={t`Certificate number`} {...text('certificateNumber')} />
      </FormSection>
      <FormSection title={t`Bank`}>
        <TextField
          label={t`Bank details`}
          hint={t`The bank and its code.`}
          {...text('bankDetails')}
        />
        <TextField label={t`Account number`} inputMode="numeric" {...text('accountNumber')} />
      </FormSection>
      <ScanSection scans={SCANS} profile={profile} errors={errors} />
      <ForWriters note>
        <FormActions>
          <SubmitButton busy={form.busy} busyLabel={t`Saving…`}>
            {t`Save`}
          </SubmitButton>
        </FormActions>
      </ForWriters>
    </MutationForm>
  )
}
