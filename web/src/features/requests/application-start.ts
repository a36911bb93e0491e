import type { OnlineApplicationStartQuery } from '../../gql/graphql'

/** The fields of an online application the portal can fill before the haulier types. */
export type ApplicationStart = Partial<
  Record<'institutionName' | 'responsiblePerson' | 'phone' | 'email', string>
>

/**
 * A new online application starts from what the portal already knows, so nothing is typed twice:
 * the company the session works for as the institution, and the person signed in as the
 * responsible one, with their phone and e-mail. Every value stays the haulier's to change; the
 * permission and CMR numbers and the director are the application's own.
 */
export function applicationStart(
  me: OnlineApplicationStartQuery['me'] | undefined,
): ApplicationStart {
  if (!me) return {}
  return {
    ...(me.company ? { institutionName: me.company.name } : {}),
    responsiblePerson: me.name,
    phone: me.phone,
    email: me.email,
  }
}
