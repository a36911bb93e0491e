import { useLingui } from '@lingui/react/macro'
import { LoadingOverlay } from '../../../components/loading-overlay'
import { useMutationAction } from '../../../components/use-mutation-action'
import { getFragmentData } from '../../../gql'
import type { Language, OperatorStatus, Operators_OperatorFragment } from '../../../gql/graphql'
import { formatDay } from '../../../lib/dates'
import { usePageTitle } from '../../../lib/page-title'
import {
  Operators_operator,
  useDeactivateOperator,
  useOperators,
  useReactivateOperator,
} from '../api/operators'
import styles from '../screens.module.css'
import { TableScroll } from '../table-scroll'
import { InviteForm, languageNames } from './invite-form'

/**
 * The operators' accounts (`/office/operators`): the list, an invitation, a deactivation and its
 * undoing.
 */
export function OperatorsScreen() {
  const { t } = useLingui()
  const { data, loading, error } = useOperators()
  const operators = data?.office?.operators
  usePageTitle(t`Operators`)
  return (
    <section className={styles.screen} aria-labelledby="operators-title">
      <h1 id="operators-title">{t`Operators`}</h1>
      {operators === undefined && loading ? (
        <LoadingOverlay />
      ) : !operators ? (
        <p className={styles.notice} role={error ? 'alert' : undefined}>
          {t`The operators could not be loaded. Please try again later.`}
        </p>
      ) : (
        <OperatorTable operators={getFragmentData(Operators_operator, operators)} />
      )}
      <InviteForm />
    </section>
  )
}

type Change = { operator: Operators_OperatorFragment; step: 'deactivate' | 'reactivate' }

/** The id of an operator's Deactivate or Reactivate: one shows at a time, the other after it. */
const stepButtonIdOf = (operator: Pick<Operators_OperatorFragment, 'id'>) =>
  `operator-step-${operator.id}`

function OperatorTable({ operators }: { operators: readonly Operators_OperatorFragment[] }) {
  const { t, i18n } = useLingui()
  const [deactivate] = useDeactivateOperator()
  const [reactivate] = useReactivateOperator()
  const statusWords: Record<OperatorStatus, string> = {
    INVITED: t`Invited`,
    ACTIVE: t`Active`,
    DEACTIVATED: t`Deactivated`,
  }

  // Deactivates or reactivates an operator after a question; a refusal shows in a popup. Done,
  // the pressed button is gone with the state it changed: the focus goes to the one in its place.
  const change = useMutationAction({
    mutate: async ({ operator, step }: Change) => {
      const variables = { input: { operatorId: operator.id } }
      return step === 'deactivate'
        ? (await deactivate({ variables })).data?.deactivateOperator
        : (await reactivate({ variables })).data?.reactivateOperator
    },
    focusAfterSuccess: ({ operator }) => document.getElementById(stepButtonIdOf(operator)),
    failureTitle: ({ step }) => (step === 'deactivate' ? t`Not deactivated` : t`Not reactivated`),
    confirm: ({ operator, step }) =>
      step === 'deactivate'
        ? {
            title: t`Deactivate ${operator.name}?`,
            message: t`${operator.email} can no longer log in; their sessions end at once.`,
            confirmLabel: t`Deactivate`,
            danger: true,
          }
        : {
            title: t`Reactivate ${operator.name}?`,
            message: t`${operator.email} can log in again with their password.`,
            confirmLabel: t`Reactivate`,
          },
  })

  return (
    <TableScroll label={t`Operators, by name`}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t`Operators, by name`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Name`}</th>
            <th scope="col">{t`E-mail`}</th>
            <th scope="col">{t`State`}</th>
            <th scope="col">{t`Language`}</th>
            <th scope="col">{t`Since`}</th>
            <th scope="col">
              <span className="visually-hidden">{t`Actions`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {operators.map((operator) => (
            <tr key={operator.id}>
              <td>
                {operator.name}
                {operator.isYou && <span className={styles.sub}>{t`you`}</span>}
              </td>
              <td>{operator.email}</td>
              <td>{statusWords[operator.status]}</td>
              <td>{i18n._(languageNames[operator.language as Language])}</td>
              <td>{formatDay(operator.createdAt)}</td>
              <td>
                {!operator.isYou && operator.status !== 'DEACTIVATED' && (
                  <button
                    id={stepButtonIdOf(operator)}
                    type="button"
                    className="button button--ghost"
                    disabled={change.busy}
                    onClick={() => change.run({ operator, step: 'deactivate' })}
                  >
                    {t`Deactivate`}
                    <span className="visually-hidden"> {operator.name}</span>
                  </button>
                )}
                {operator.status === 'DEACTIVATED' && (
                  <button
                    id={stepButtonIdOf(operator)}
                    type="button"
                    className="button button--ghost"
                    disabled={change.busy}
                    onClick={() => change.run({ operator, step: 'reactivate' })}
                  >
                    {t`Reactivate`}
                    <span className="visually-hidden"> {operator.name}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {change.dialog}
    </TableScroll>
  )
}
