import { useLingui } from '@lingui/react/macro'
import { LoadingOverlay } from '../../components/loading-overlay'
import { getFragmentData } from '../../gql'
import type { MemberRole, TeamTab_MemberFragment } from '../../gql/graphql'
import { useChangeMemberRole } from './api/change-member-role'
import { useReactivateMember, useSuspendMember } from './api/member-status'
import { useRemoveMember } from './api/remove-member'
import { TeamTab_invitation, TeamTab_member, TeamTab_members, useTeam } from './api/team'
import { InvitationList } from './invitation-list'
import { InviteForm } from './invite-form'
import { LeaveCompany, SuspendedMemberships } from './leave-company'
import { type MemberActions, MemberCard } from './member-card'
import styles from './team.module.css'
import { roleWords } from './team-words'
import { useTeamAction } from './use-team-action'

/**
 * The cabinet's Team tab: the company's members with their roles and states and, to an
 * administrator, the invitations waiting, an invitation form and each member's changes; to
 * everyone, leaving the company. Every change's answer carries what it changed, so the list
 * updates from it. A person in no company (removed, or suspended) is told so here, and sees
 * the companies that suspended them, to leave if they wish.
 */
export function TeamTab({ title }: { title: string }) {
  const { t, i18n } = useLingui()
  const { data, loading, error } = useTeam()
  const me = data?.me
  const company = me?.company
  const team = getFragmentData(TeamTab_members, data?.companyMembers)
  const administrator = company?.role === 'ADMINISTRATOR'
  const members = getFragmentData(TeamTab_member, team?.members ?? [])
  // The API keeps a company's last active administrator in it (ADR 0111).
  const onlyAdministrator =
    administrator &&
    !members.some(
      (member) => !member.isYou && member.role === 'ADMINISTRATOR' && member.status === 'ACTIVE',
    )
  return (
    <section className={styles.tab} aria-labelledby="team-title">
      <h1 id="team-title" className={styles.title}>
        {title}
      </h1>
      {company && (
        <p className={styles.lead}>
          {t`${company.name}: your role is ${i18n._(roleWords[company.role])}.`}
        </p>
      )}
      {me && !company ? (
        <>
          <p className={styles.notice}>
            {t`You are not an active member of any company now. An administrator can invite you into theirs.`}
          </p>
          {me.suspendedCompanies.length > 0 && (
            <SuspendedMemberships companies={me.suspendedCompanies} />
          )}
        </>
      ) : !team && loading ? (
        <LoadingOverlay />
      ) : !team ? (
        <p className={styles.notice} role={error ? 'alert' : undefined}>
          {t`The team could not be loaded. Please try again later.`}
        </p>
      ) : (
        <>
          <Members members={members} administrator={administrator} />
          {administrator && (
            <>
              <InvitationList invitations={getFragmentData(TeamTab_invitation, team.invitations)} />
              <InviteForm />
            </>
          )}
          {company && <LeaveCompany company={company} onlyAdministrator={onlyAdministrator} />}
        </>
      )}
    </section>
  )
}

function Members({
  members,
  administrator,
}: {
  members: readonly TeamTab_MemberFragment[]
  administrator: boolean
}) {
  const { t, i18n } = useLingui()
  const { act, busy, dialog } = useTeamAction()
  const [changeRole] = useChangeMemberRole()
  const [suspend] = useSuspendMember()
  const [reactivate] = useReactivateMember()
  const [remove] = useRemoveMember()
  const input = (member: TeamTab_MemberFragment) => ({
    variables: { input: { memberId: member.id } },
  })

  const actions: MemberActions = {
    changeRole: (member, role: MemberRole) =>
      act(
        member.id,
        {
          title: t`Change the role of ${member.name} to ${i18n._(roleWords[role])}?`,
          message: t`${member.email} will have the role from their next step.`,
          confirmLabel: t`Change role`,
        },
        { done: t`The role is changed.`, failed: t`Role not changed` },
        async () =>
          (await changeRole({ variables: { input: { memberId: member.id, role } } })).data
            ?.changeMemberRole,
      ),
    suspend: (member) =>
      act(
        member.id,
        {
          title: t`Suspend ${member.name}?`,
          message: t`${member.email} will reach none of the company's records until reactivated.`,
          confirmLabel: t`Suspend`,
          danger: true,
        },
        { done: t`The member is suspended.`, failed: t`Not suspended` },
        async () => (await suspend(input(member))).data?.suspendMember,
      ),
    reactivate: (member) =>
      act(
        member.id,
        {
          title: t`Reactivate ${member.name}?`,
          message: t`${member.email} will work for the company again.`,
          confirmLabel: t`Reactivate`,
        },
        { done: t`The member is active again.`, failed: t`Not reactivated` },
        async () => (await reactivate(input(member))).data?.reactivateMember,
      ),
    remove: (member) =>
      act(
        member.id,
        {
          title: t`Remove ${member.name} from the company?`,
          message: t`${member.email} keeps their account but reaches the company no more.`,
          confirmLabel: t`Remove`,
          danger: true,
        },
        { done: t`The member is removed.`, failed: t`Not removed` },
        async () => (await remove(input(member))).data?.removeMember,
      ),
  }

  return (
    <section className={styles.section} aria-labelledby="members-title">
      <h2 id="members-title">{t`Members`}</h2>
      <ul className={styles.list}>
        {members.map((member) => (
          <MemberCard
            key={member.id}
            member={member}
            actions={administrator ? actions : null}
            busy={busy === member.id}
          />
        ))}
      </ul>
      {dialog}
    </section>
  )
}
