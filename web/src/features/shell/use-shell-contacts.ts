import { useQuery } from '@apollo/client/react'
import type { LocalizedText } from '../../lib/localized'
import { ShellContactsQuery } from './api/shell-contacts'

export type ShellContacts = { address?: LocalizedText; phone?: string; email?: string }

/**
 * The contacts the shell shows: the general department's first phone and e-mail and the address.
 * Read under the shell's own small Suspense boundaries (nothing shown while they load), with the
 * pages' hook; an error leaves them out rather than failing the frame of every page.
 */
export function useShellContacts(): ShellContacts {
  const { data } = useQuery(ShellContactsQuery, { errorPolicy: 'all' })
  const page = data?.contactsPage
  const general =
    page?.departments.find((department) => department.code === 'GENERAL') ?? page?.departments[0]
  return { address: page?.address, phone: general?.phones[0], email: general?.emails[0] }
}

/** `tel:` address of a phone number as people write it (`+993 12 39-45-12`). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
