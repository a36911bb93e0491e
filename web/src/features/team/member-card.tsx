import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import type { MemberRole, TeamTab_MemberFragment } from '../../gql/graphql'
import { formatDay } from '../../lib/dates'
import styles from './team.module.css'
import { ROLES, roleWords, statusWords } from './team-words'

export type MemberActions = {
  changeRole: (member: TeamTab_MemberFragment, role: MemberRole) => void
  suspend: (member: TeamTab_MemberFragment) => void
  reactivate: (member: TeamTab_MemberFragment) => void
  remove: (member: TeamTab_MemberFragment) => void
}

type Props = {
  member: TeamTab_MemberFragment
  /** An administrator's buttons; none for anyone else. */
  actions: MemberActions | null
  busy: boolean
}

/** One member: name, e-mail, role and status; to an administrator, what may be changed. */
export function MemberCard({ member, actions, busy }: Props) {
  const { t, i18n } = useLingui()
  const suspended = member.status === 'SUSPENDED'
  return (
    <li className={styles.card}>
      <div className={styles.who}>
        <p className={styles.name}>
          {member.name} {member.isYou && <span className={styles.badge}>{t`you`}</span>}
        </p>
        <p className={styles.email}>{member.email}</p>
        <p className={styles.badges}>
          <span className={styles.badge}>{i18n._(roleWords[member.role])}</span>
          <span className={`${styles.badge} ${suspended ? styles.suspended : ''}`}>
            {i18n._(statusWords[member.status])}
          </span>
          <span className={styles.email}>{t`since ${formatDay(member.since)}`}</span>
        </p>
      </div>
      {actions && !member.isYou && (
        <div className={styles.actions}>
          <RoleChange member={member} onChange={actions.changeRole} busy={busy} />
          {suspended ? (
            <MemberButton member={member} busy={busy} onClick={actions.reactivate}>
              {t`Reactivate`}
            </MemberButton>
          ) : (
            <MemberButton member={member} busy={busy} onClick={actions.suspend}>
              {t`Suspend`}
            </MemberButton>
          )}
          <MemberButton member={member} busy={busy} onClick={actions.remove}>
            {t`Remove`}
          </MemberButton>
        </div>
      )}
    </li>
  )
}

/** A button acting on one member; a screen reader hears whom it acts on ("Remove Aýna …"). */
function MemberButton({
  member,
  busy,
  onClick,
  children,
}: {
  member: TeamTab_MemberFragment
  busy: boolean
  onClick: (member: TeamTab_MemberFragment) => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className="button button--ghost"
      disabled={busy}
      onClick={() => onClick(member)}
    >
      {children}
      <span className="visually-hidden"> {member.name}</span>
    </button>
  )
}

/** The role to give, and the button that gives it (a choice alone changes nothing). */
function RoleChange({
  member,
  onChange,
  busy,
}: {
  member: TeamTab_MemberFragment
  onChange: MemberActions['changeRole']
  busy: boolean
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  return (
    <form
      className={styles.roleChange}
      onSubmit={(event) => {
        event.preventDefault()
        const role = new FormData(event.currentTarget).get('role') as MemberRole
        if (role !== member.role) onChange(member, role)
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {t`Role of ${member.name}`}
      </label>
      <select id={id} name="role" defaultValue={member.role} key={member.role}>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {i18n._(roleWords[role])}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--ghost" disabled={busy}>
        {t`Change role`}
        <span className="visually-hidden"> {member.name}</span>
      </button>
    </form>
  )
}
