import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useMemberRole } from '../lib/member-role'
import styles from './read-only-note.module.css'

type Props = {
  children: ReactNode
  /** A form's actions: a viewer reads a short note in their place instead of nothing. */
  note?: boolean
}

/**
 * What changes the company's records (a submit, an add, an edit, a delete, Pay): shown to an
 * administrator or a dispatcher; a viewer, who may only read, sees nothing or the note.
 */
export function ForWriters({ children, note = false }: Props) {
  const { canWrite } = useMemberRole()
  if (canWrite) return children
  return note ? (
    <p className={styles.note} role="note">
      <Trans>Your role lets you read only.</Trans>
    </p>
  ) : null
}
