import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { CompanyCard_CompanyFragment, MemberRole } from '../../../gql/graphql'
import styles from '../screens.module.css'
import cardStyles from './company-card.module.css'
import { Fact } from './fact'

export const roleWords: Record<MemberRole, MessageDescriptor> = {
  ADMINISTRATOR: msg`Administrator`,
  DISPATCHER: msg`Dispatcher`,
  VIEWER: msg`Viewer`,
}

/** "Merdan Ataýew (dispatcher)": the member who filed a record, or a dash when unknown. */
export function useFiledBy(member: { name: string; role: MemberRole } | null | undefined) {
  const { i18n } = useLingui()
  return member ? `${member.name} (${i18n._(roleWords[member.role])})` : '—'
}

/** The haulier company behind a record: its name, e-mail, and its members with their roles. */
export function CompanyCard({ company }: { company: CompanyCard_CompanyFragment }) {
  const { t, i18n } = useLingui()
  return (
    <section className={styles.panel} aria-labelledby="company-title">
      <h2 id="company-title">{t`The company`}</h2>
      <dl className={styles.facts}>
        <Fact term={t`Company`} value={company.name} />
        <Fact term={t`E-mail`} value={company.email} />
      </dl>
      <h3 className={cardStyles.heading}>{t`Members (${company.members.length})`}</h3>
      <ul className={cardStyles.members}>
        {company.members.map((member) => (
          <li key={member.id} className={cardStyles.member}>
            <span className={cardStyles.name}>{member.name}</span>
            <span className={cardStyles.role}>{i18n._(roleWords[member.role])}</span>
            {!member.active && <span className={cardStyles.suspended}>{t`Suspended`}</span>}
            <span className={cardStyles.email}>{member.email}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
