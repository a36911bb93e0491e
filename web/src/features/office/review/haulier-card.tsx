import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { TextField } from '../../../components/field'
import { MutationForm, SubmitButton } from '../../../components/mutation-form'
import { useConfirm } from '../../../components/use-confirm'
import { useMutationForm } from '../../../components/use-mutation-form'
import { getFragmentData } from '../../../gql'
import type {
  ClientDocumentType,
  Haulier_ApplicantFragment,
  Haulier_ProfileFragment,
} from '../../../gql/graphql'
import { formatDay } from '../../../lib/dates'
import { formText } from '../../../lib/form-errors'
import { useLocalized } from '../../../lib/localized'
import { formatMoney, parseMoney } from '../../../lib/money'
import { displayPhone } from '../../../lib/phone'
import { Haulier_profile } from '../api/review-permit'
import { useSetDeposit } from '../api/set-deposit'
import styles from '../screens.module.css'
import { Documents } from './documents'
import { Fact } from './fact'

const scanWords: Record<ClientDocumentType, MessageDescriptor> = {
  LICENCE: msg`Transport licence`,
  PATENT: msg`Patent`,
  CERTIFICATE: msg`Certificate`,
  STATE_REGISTER_EXTRACT: msg`State register extract`,
}

/**
 * The haulier behind a request: their account, each client profile with its scans and deposit,
 * the company's with its bank details and bank account number (what "Account number" means in the
 * haulier's own legal data).
 * Phones are written grouped, as the cabinet shows them (`+993 65 123456`), not as stored.
 */
export function HaulierCard({ applicant }: { applicant: Haulier_ApplicantFragment }) {
  const { t } = useLingui()
  const individual = applicant.individualProfile
  const legal = applicant.legalEntityProfile
  return (
    <section className={styles.panel} aria-labelledby="haulier-title">
      <h2 id="haulier-title">{t`The haulier`}</h2>
      <dl className={styles.facts}>
        <Fact term={t`Name`} value={applicant.name} />
        <Fact term={t`E-mail`} value={applicant.email} />
        <Fact term={t`Phone`} value={displayPhone(applicant.phone)} />
        <Fact term={t`Institution`} value={applicant.institutionName ?? '—'} />
        {/* The id the queues' haulier filter takes, named apart from the company's bank account. */}
        <Fact term={t`Portal account No.`} value={applicant.id} />
      </dl>
      {legal && (
        <ProfileBlock
          title={t`Company: ${legal.companyName}`}
          accountId={applicant.id}
          profile={getFragmentData(Haulier_profile, legal)}
          facts={[
            [t`Address`, legal.address],
            [t`State register number`, legal.stateRegisterNumber],
            [t`Certificate number`, legal.certificateNumber],
            [t`Bank details`, legal.bankDetails],
            [t`Bank account number`, legal.accountNumber],
          ]}
        />
      )}
      {individual && (
        <ProfileBlock
          title={t`Individual: ${individual.surname} ${individual.name} ${individual.patronymic}`}
          accountId={applicant.id}
          profile={getFragmentData(Haulier_profile, individual)}
          facts={[
            [t`Patent number`, individual.patentNumber],
            [t`Patent valid until`, formatDay(individual.patentExpiresOn)],
          ]}
        />
      )}
      {!legal && !individual && <p>{t`The haulier has filled in no client data yet.`}</p>}
    </section>
  )
}

function ProfileBlock({
  title,
  accountId,
  profile,
  facts,
}: {
  title: string
  accountId: string
  profile: Haulier_ProfileFragment
  facts: [string, string][]
}) {
  const { t, i18n } = useLingui()
  const localized = useLocalized()
  return (
    <div className={styles.screen}>
      <h3>{title}</h3>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <Fact key={term} term={term} value={value} />
        ))}
        <Fact term={t`City`} value={localized(profile.city.name)} />
        <Fact term={t`Phone`} value={displayPhone(profile.phone)} />
        <Fact term={t`E-mail`} value={profile.email} />
        <Fact
          term={t`Licence`}
          value={`${profile.licenceNumber}, ${t`until`} ${formatDay(profile.licenceExpiresOn)}`}
        />
        <Fact
          term={t`Deposit`}
          value={
            profile.balance === null || profile.balance === undefined
              ? '—'
              : formatMoney(profile.balance, i18n.locale)
          }
        />
      </dl>
      <Documents
        documents={profile.documents.map((document) => ({
          id: document.id,
          label: i18n._(scanWords[document.type]),
          fileName: document.fileName,
          url: document.url,
        }))}
      />
      <DepositForm accountId={accountId} profile={profile} />
    </div>
  )
}

/** Sets the deposit of one client profile, after a question. */
function DepositForm({
  accountId,
  profile,
}: {
  accountId: string
  profile: Haulier_ProfileFragment
}) {
  const { t, i18n } = useLingui()
  const { ask, dialog } = useConfirm()
  const [setDeposit] = useSetDeposit(profile)
  const form = useMutationForm({
    fields: ['balance'] as const,
    read: (element) => ({ balance: parseMoney(formText(element, 'balance')) ?? Number.NaN }),
    check: ({ balance }) =>
      Number.isNaN(balance) ? { balance: t`Enter an amount in manat, like 1 500 or 1 500,75` } : {},
    mutate: async ({ balance }) => {
      // Written as the card writes the deposit once it is set.
      const amount = formatMoney(balance, i18n.locale)
      const confirmed = await ask({
        title: t`Set the deposit?`,
        message: t`The deposit becomes ${amount}.`,
        confirmLabel: t`Set the deposit`,
      })
      if (!confirmed) return { userErrors: [], cancelled: true as const }
      return (
        await setDeposit({ variables: { input: { accountId, kind: profile.kind, balance } } })
      ).data?.setDeposit
    },
    succeeded: (payload) => !('cancelled' in payload) && payload.userErrors.length === 0,
    placeErrors: (_, payload) => ('cancelled' in payload ? {} : undefined),
    onSuccess: (_, element) => element.reset(),
    failure: { title: t`Deposit not set`, message: t`Error has occurred, please try again later` },
  })
  return (
    <MutationForm form={form} className={styles.filter}>
      <TextField
        label={t`New deposit, manat`}
        name="balance"
        inputMode="decimal"
        hint={t`Tenge after a comma: 1 500,75`}
        required
        error={form.errors.balance}
      />
      <div className={styles.filterActions}>
        <SubmitButton busy={form.busy}>{t`Set the deposit`}</SubmitButton>
      </div>
      {dialog}
    </MutationForm>
  )
}
