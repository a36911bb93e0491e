import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { DateField } from '../../components/date-field'
import { TextField } from '../../components/field'
import { FileField } from '../../components/file-field'
import { FormSection, WideField } from '../../components/form-layout'
import { MultiSelectField } from '../../components/multi-select-field'
import { PhoneField } from '../../components/phone-field'
import { SelectField } from '../../components/select-field'
import { type FragmentType, getFragmentData, graphql } from '../../gql'
import type { ClientDataReferenceQuery, ClientDocumentType } from '../../gql/graphql'
import { formatLimit, SCAN_FILES } from '../../lib/files'
import { todayIso } from '../../lib/form-checks'
import type { FieldErrors } from '../../lib/form-errors'
import { useLocalized } from '../../lib/localized'
import type { ScanControl } from './client-data-input'
import type { DataStart } from './sign-up-start'

/** What both kinds of client data show of a saved profile. */
export const ClientDataForm_profile = graphql(`
  fragment ClientDataForm_profile on ClientProfile {
    id
    region {
      id
    }
    city {
      id
    }
    phone
    email
    licenceNumber
    licenceExpiresOn
    licenceTypes {
      id
    }
    documents {
      id
      type
      fileName
      url
    }
  }
`)

export type SavedProfile = ReturnType<typeof useSavedProfile>
export type ProfileRef = FragmentType<typeof ClientDataForm_profile>

export const useSavedProfile = (ref: ProfileRef | null | undefined) =>
  getFragmentData(ClientDataForm_profile, ref) ?? null

type Reference = ClientDataReferenceQuery
type Errors = FieldErrors<string>

/** Region, then city: the city list is the chosen region's (spec §2). */
export function RegionCityFields({
  reference,
  profile,
  errors,
}: {
  reference: Reference
  profile: SavedProfile
  errors: Errors
}) {
  const { t } = useLingui()
  const localized = useLocalized()
  const [regionId, setRegionId] = useState(profile?.region.id ?? '')
  const region = reference.regions.find((candidate) => candidate.id === regionId)
  const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label)
  return (
    <>
      <SelectField
        label={t`Region`}
        name="regionId"
        required
        placeholder={t`Choose a region`}
        options={reference.regions.map((r) => ({ value: r.id, label: localized(r.name) }))}
        value={regionId}
        onChange={(event) => setRegionId(event.currentTarget.value)}
        error={errors.regionId}
      />
      <SelectField
        // A new region is a new list: the city chosen in another one is forgotten.
        key={regionId}
        label={t`City`}
        name="cityId"
        required
        disabled={!region}
        hint={region ? undefined : t`Choose the region first.`}
        placeholder={t`Choose a city`}
        options={(region?.cities ?? [])
          .map((city) => ({ value: city.id, label: localized(city.name) }))
          .sort(byName)}
        defaultValue={profile?.region.id === regionId ? profile.city.id : ''}
        error={errors.cityId}
      />
    </>
  )
}

/** Phone and e-mail of the client data (not the account's: a company's own). */
export function ContactFields({
  profile,
  start,
  errors,
}: {
  profile: SavedProfile
  start: DataStart
  errors: Errors
}) {
  const { t } = useLingui()
  return (
    <>
      <PhoneField
        label={t`Phone`}
        name="phone"
        required
        defaultValue={profile?.phone ?? start.phone}
        error={errors.phone}
      />
      <TextField
        label={t`E-mail`}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={profile?.email ?? start.email}
        error={errors.email}
      />
    </>
  )
}

/** The transport licence: its number, its codes (many) and until when it is valid. */
export function LicenceFields({
  reference,
  profile,
  errors,
}: {
  reference: Reference
  profile: SavedProfile
  errors: Errors
}) {
  const { t } = useLingui()
  const localized = useLocalized()
  return (
    <>
      <TextField
        label={t`License number`}
        name="licenceNumber"
        required
        defaultValue={profile?.licenceNumber}
        error={errors.licenceNumber}
      />
      <DateField
        label={t`License expiry date`}
        name="licenceExpiresOn"
        required
        min={todayIso()}
        defaultValue={profile?.licenceExpiresOn}
        error={errors.licenceExpiresOn}
      />
      <WideField>
        <MultiSelectField
          label={t`License codes`}
          name="licenceTypeIds"
          required
          hint={t`Choose every code your license carries.`}
          options={reference.licenceTypes.map((type) => ({
            value: type.id,
            label: localized(type.name),
          }))}
          defaultValue={profile?.licenceTypes.map((type) => type.id) ?? []}
          error={errors.licenceTypeIds}
        />
      </WideField>
    </>
  )
}

/** A scan's input and what it is called. */
export type ScanInput = ScanControl & { label: MessageDescriptor }

/**
 * The scans: required while no data exists; once it does, the saved one of each type is shown
 * (its preview opens the file) and a file chosen replaces it on the next save.
 */
export function ScanSection({
  scans,
  profile,
  errors,
}: {
  scans: readonly ScanInput[]
  profile: SavedProfile
  errors: Errors
}) {
  const { t, i18n } = useLingui()
  const limit = formatLimit(SCAN_FILES.maxBytes, i18n.locale)
  const latest = (type: ClientDocumentType) =>
    profile?.documents.find((document) => document.type === type)
  return (
    <FormSection title={t`Scans`}>
      {scans.map((scan) => {
        const saved = latest(scan.type)
        return (
          <WideField key={scan.control}>
            <FileField
              label={i18n._(scan.label)}
              name={scan.control}
              rule={SCAN_FILES}
              required={!profile}
              hint={
                saved
                  ? t`JPEG or PNG, smaller than ${limit}. Choose a file only to replace the saved one.`
                  : t`JPEG or PNG, smaller than ${limit}.`
              }
              saved={
                saved && {
                  name: saved.fileName,
                  href: saved.url,
                  image: /\.(jpe?g|png)$/i.test(saved.fileName),
                }
              }
              error={errors[scan.control]}
            />
          </WideField>
        )
      })}
    </FormSection>
  )
}
