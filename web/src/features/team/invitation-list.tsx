import { useLingui } from '@lingui/react/macro'
import type { TeamTab_InvitationFragment } from '../../gql/graphql'
import { formatDayTime } from '../../lib/dates'
import { useRevokeInvitation } from './api/revoke-invitation'
import styles from './team.module.css'
import { languageWords, roleWords } from './team-words'
import { useTeamAction } from './use-team-action'

/** The invitations not yet accepted, each with its Revoke (administrators only). */
export function InvitationList({
  invitations,
}: {
  invitations: readonly TeamTab_InvitationFragment[]
}) {
  const { t, i18n } = useLingui()
  const { act, busy, dialog } = useTeamAction()
  const [revoke] = useRevokeInvitation()
  if (invitations.length === 0) return null

  const onRevoke = (invitation: TeamTab_InvitationFragment) =>
    act(
      invitation.id,
      {
        title: t`Revoke the invitation of ${invitation.email}?`,
        message: t`The link in the letter stops working.`,
        confirmLabel: t`Revoke`,
        danger: true,
      },
      { done: t`The invitation is revoked.`, failed: t`Not revoked` },
      async () =>
        (await revoke({ variables: { input: { invitationId: invitation.id } } })).data
          ?.revokeInvitation,
    )

  return (
    <section className={styles.section} aria-labelledby="invitations-title">
      <h2 id="invitations-title">{t`Invitations waiting`}</h2>
      <ul className={styles.list}>
        {invitations.map((invitation) => (
          <li key={invitation.id} className={styles.card}>
            <div className={styles.who}>
              <p className={styles.name}>{invitation.email}</p>
              <p className={styles.badges}>
                <span className={styles.badge}>{i18n._(roleWords[invitation.role])}</span>
                <span className={styles.badge}>{i18n._(languageWords[invitation.language])}</span>
                <span className={styles.email}>
                  {t`valid until ${formatDayTime(invitation.expiresAt)}`}
                </span>
              </p>
            </div>
            <div className={styles.actions}>
              <button
                type="button"
                className="button button--ghost"
                disabled={busy === invitation.id}
                onClick={() => onRevoke(invitation)}
              >
                {t`Revoke`}
                <span className="visually-hidden"> {invitation.email}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {dialog}
    </section>
  )
}
