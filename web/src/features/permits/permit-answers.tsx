import { useLingui } from '@lingui/react/macro'
import { CheckAnswers } from '../../components/check-answers'
import type { MutationForm } from '../../components/use-mutation-form'
import type { ClientKind } from '../../gql/graphql'
import { shownAnswer } from '../../lib/form-answers'
import type { PermitField } from './permit-checks'
import { kindWords } from './permit-words'

type Props = { form: MutationForm<PermitField>; kind: ClientKind }

/**
 * The e-permit request's "Check your answers" step: who requests it, the trip, the driver and
 * vehicles and the note, each with its "Change"; "Send request" sends it (ADR 0091).
 */
export function PermitAnswers({ form, kind }: Props) {
  const { t, i18n } = useLingui()
  const element = form.formRef.current
  if (!element) return null
  const labels: [PermitField, string][] = [
    ['countryId', t`Country`],
    ['permitTypeId', t`Permit type`],
    ['cargoType', t`Cargo type`],
    ['containerCount', t`Container number`],
    ['departureOn', t`Departure date`],
    ['returnOn', t`Return date`],
    ['driverId', t`Driver`],
    ['carId', t`Car`],
    ['trailerId', t`Trailer`],
    ['description', t`Note`],
  ]
  const rows = [
    {
      key: 'kind',
      field: 'kind',
      label: t`Who requests the e-permit?`,
      value: i18n._(kindWords[kind]),
    },
    ...labels.map(([field, label]) => ({
      key: field,
      field,
      label,
      value: shownAnswer(element, field) || t`Not given`,
    })),
  ]
  return <CheckAnswers form={form} rows={rows} sendLabel={t`Send request`} />
}
