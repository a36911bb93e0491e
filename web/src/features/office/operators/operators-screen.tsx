import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { LoadingOverlay } from '../../../components/loading-overlay'
import { popup } from '../../../components/popup'
import { useConfirm } from '../../../components/use-confirm'
import { failureOf } from '../../../components/use-mutation-form'
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

function OperatorTable({ operators }: { operators: readonly Operators_OperatorFragment[] }) {
  const { t, i18n } = useLingui()
  const { ask, dialog } = useConfirm()
  const [deactivate] = useDeactivateOperator()
  const [busy, setBusy] = useState<string | null>(null)
  const statusWords: Record<OperatorStatus, string> = {
    INVITED: t`Invited`,
    ACTIVE: t`Active`,
    DEACTIVATED: t`Deactivated`,
  }

  const [reactivate] = useReactivateOperator()

  /** Deactivates or reactivates `operator` after a question; a refusal shows in a popup. */
  async function onChange(operator: Operators_OperatorFragment, step: 'deactivate' | 'reactivate') {
    const deactivating = step === 'deactivate'
    const confirmed = await ask(
      deactivating
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
    )
    if (!confirmed) return
    setBusy(operator.id)
    const title = deactivating ? t`Not deactivated` : t`Not reactivated`
    const variables = { input: { operatorId: operator.id } }
    try {
      const answer = deactivating
        ? (await deactivate({ variables })).data?.deactivateOperator
        : (await reactivate({ variables })).data?.reactivateOperator
      const problem = answer?.userErrors[0]
      if (problem) popup.show({ title, message: problem.message, tone: 'failure' })
    } catch (error) {
      const message =
        failureOf(error) === 'unavailable'
          ? t`The service is not available right now. Please try again later.`
          : t`Error has occurred, please try again later`
      popup.show({ title, message, tone: 'failure' })
    } finally {
      setBusy(null)
    }
  }

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
                    type="button"
                    className="button button--ghost"
                    disabled={busy === operator.id}
                    onClick={() => onChange(operator, 'deactivate')}
                  >
                    {t`Deactivate`}
                    <span className="visually-hidden"> {operator.name}</span>
                  </button>
                )}
                {operator.status === 'DEACTIVATED' && (
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={busy === operator.id}
                    onClick={() => onChange(operator, 'reactivate')}
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
      {dialog}
    </TableScroll>
  )
}
