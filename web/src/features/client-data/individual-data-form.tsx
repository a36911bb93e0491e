import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { DateField } from '../../components/date-field'
import { TextField } from '../../components/field'
import { ForWriters } from '../../components/for-writers'
import { FormActions, FormSection, formCard } from '../../components/form-layout'
import { MutationForm, SubmitButton } from '../../components/mutation-form'
import { useMutationForm } from '../../components/use-mutation-form'
import { type FragmentType, getFragmentData, graphql } from '../../gql'
import type { ClientDataReferenceQuery, IndividualDocumentType } from '../../gql/graphql'
import { todayIso } from '../../lib/form-checks'
import { formText } from '../../lib/form-errors'
import { useSaveIndividualProfile } from './api/save-client-profile'
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

export const IndividualFields_profile = graphql(`
  fragment IndividualFields_profile on IndividualProfile {
    id
    surname
    name
    patronymic
    patentNumber
    patentExpiresOn
  }
`)

const SCANS = [
  { control: 'patentScan', type: 'PATENT', label: msg`Patent scan` },
  { control: 'licenceScan', type: 'LICENCE', label: msg`License scan` },
] as const satisfies readonly (ScanInput & { type: IndividualDocumentType })[]

const OWN_FIELDS = ['surname', 'name', 'patronymic', 'patentNumber', 'patentExpiresOn'] as const
const FIELDS = [...OWN_FIELDS, ...COMMON_FIELDS, ...SCANS.map((scan) => scan.control)]
const REQUIRED = [...OWN_FIELDS, ...COMMON_REQUIRED] as const

type Props = {
  reference: ClientDataReferenceQuery
  profile: (ProfileRef & FragmentType<typeof IndividualFields_profile>) | null
  /** What the form starts from when nothing is saved yet (sign-up-start.ts). */
  start: DataStart
  onSaved: () => void
}

/** Individual data (spec §2): the person, where they are registered, licence, patent, scans. */
export function IndividualDataForm({ reference, profile: ref, start, onSaved }: Props) {
  const { t } = useLingui()
  const profile = useSavedProfile(ref)
  const own = getFragmentData(IndividualFields_profile, ref)
  const texts = useCheckTexts()
  const saved = useSavedPopup()
  const [save] = useSaveIndividualProfile()
  const form = useMutationForm({
    fields: FIELDS,
    read: (element) => ({
      ...readCommon(element),
      surname: formText(element, 'surname'),
      name: formText(element, 'name'),
      patronymic: formText(element, 'patronymic'),
      patentNumber: formText(element, 'patentNumber'),
      patentExpiresOn: formText(element, 'patentExpiresOn'),
      scans: readScans(element, SCANS),
    }),
    check: (values, element) =>
      checkClientData(values, {
        form: element,
        required: REQUIRED,
        dates: ['licenceExpiresOn', 'patentExpiresOn'],
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
      const payload = answer.data?.saveIndividualProfile
      return payload && { ...payload, userErrors: scanErrorsPlaced(payload.userErrors, scans) }
    },
    onSuccess: () => {
      saved()
      onSaved()
    },
    failure: { title: t`Data not saved`, message: t`Please make sure your data is correct` },
  })
  const errors = form.errors as Record<string, string | undefined>

  return (
    <MutationForm form={form} className={formCard} aria-label={t`Individual data`}>
      <FormSection title={t`The haulier`}>
        <TextField
          label={t`Surname`}
          name="surname"
          autoComplete="family-name"
          required
          defaultValue={own?.surname}
          error={errors.surname}
        />
        <TextField
          label={t`Name`}
          name="name"
          autoComplete="given-name"
          required
          defaultValue={own?.name}
          error={errors.name}
        />
        <TextField
          label={t`Patronymic`}
          name="patronymic"
          autoComplete="additional-name"
          required
          defaultValue={own?.patronymic}
          error={errors.patronymic}
        />
        <ContactFields profile={profile} start={start} errors={errors} />
      </FormSection>
      <FormSection title={t`Region and city`}>
        <RegionCityFields reference={reference} profile={profile} errors={errors} />
      </FormSection>
      <FormSection title={t`License and patent`}>
        <LicenceFields reference={reference} profile={profile} errors={errors} />
        <TextField
          label={t`Patent number`}
          name="patentNumber"
          required
          defaultValue={own?.patentNumber}
          error={errors.patentNumber}
        />
        <DateField
          label={t`Patent expiry date`}
          name="patentExpiresOn"
          required
          min={todayIso()}
          defaultValue={own?.patentExpiresOn}
          error={errors.patentExpiresOn}
        />
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
