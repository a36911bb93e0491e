import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { useApolloClient, useSuspenseQuery } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect } from 'react'
import { Link, Navigate } from 'react-router'
import { CABINET_PATH } from '../../config/cabinet-paths'
import { usePageTitle } from '../../lib/page-title'
import { loginFromHere } from '../../lib/return-path'
import { session } from '../../lib/session'
import { OfficeMeQuery } from './api/office-me'
import styles from './office.module.css'

/**
 * The office's door: the gateway says whose session this is (never the page's remembered flag),
 * and only an operator's passes. No session leads to the login page; a haulier's is told the
 * office is not for their account, and no office query runs for them (the gateway would refuse
 * it anyway).
 */
export function OfficeGuard({ children }: { children: ReactNode }) {
  useOfficeCachePolicies()
  const { t } = useLingui()
  const { data, error } = useSuspenseQuery(OfficeMeQuery, {
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  })
  const me = data?.me ?? null
  // A gateway that cannot answer says nothing of the session: it is kept, and the office waits.
  const unknown = !me && error !== undefined && !isUnauthenticated(error)
  useEffect(() => {
    if (me) session.open(me.name, me.role)
    else if (!unknown) session.clear()
  }, [me, unknown])
  if (unknown) {
    return (
      <section className={`page ${styles.notice}`} role="alert">
        <p>{t`The service is not available right now. Please try again later.`}</p>
      </section>
    )
  }
  if (!me) return <Navigate to={loginFromHere()} replace />
  if (me.role !== 'OPERATOR') return <NotForYourAccount />
  return children
}

/** What a haulier sees at an office address: a plain notice and the way to their cabinet. */
function NotForYourAccount() {
  const { t } = useLingui()
  usePageTitle(t`Not for your account`)
  return (
    <section className={`page ${styles.notice}`} aria-labelledby="office-refused">
      <h1 id="office-refused">{t`Not for your account`}</h1>
      <p>{t`This part of the portal is for the enterprise's operators only.`}</p>
      <p>
        <Link to={CABINET_PATH}>{t`Go to your cabinet`}</Link>
      </p>
    </section>
  )
}

let policiesAdded = false

/**
 * The cache's rules for the office's types, added when the office first loads rather than in
 * the client every visitor downloads: a loading and an unloading permission may share an id (the
 * model tells them apart), and the office, which has no id, merges its fields into one entry.
 */
function useOfficeCachePolicies() {
  const client = useApolloClient()
  if (policiesAdded) return
  policiesAdded = true
  const cache = client.cache as { policies?: { addTypePolicies: (policies: object) => void } }
  cache.policies?.addTypePolicies({
    CargoPermissionForReview: { keyFields: ['model', 'id'] },
    // One person may be a member of two companies in two roles: a member is part of its company.
    HaulierMember: { keyFields: false },
    Office: { merge: true },
  })
}

const isUnauthenticated = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((problem) => problem.extensions?.code === 'UNAUTHENTICATED')
