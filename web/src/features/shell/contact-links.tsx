import { Suspense } from 'react'
import { MailIcon, PhoneIcon } from '../../components/icons'
import styles from './controls.module.css'
import { telHref, useShellContacts } from './use-shell-contacts'

/** The enterprise's phone and e-mail as links; nothing until they are known. */
export function ContactLinks({ stacked = false }: { stacked?: boolean }) {
  return (
    <ul className={styles.contacts} data-stacked={stacked || undefined}>
      <Suspense fallback={null}>
        <Links />
      </Suspense>
    </ul>
  )
}

function Links() {
  const { phone, email } = useShellContacts()
  return (
    <>
      {phone && (
        <li>
          <a href={telHref(phone)} className={styles.contact}>
            <PhoneIcon size={16} />
            <span>{phone}</span>
          </a>
        </li>
      )}
      {email && (
        <li>
          <a href={`mailto:${email}`} className={styles.contact}>
            <MailIcon size={16} />
            <span>{email}</span>
          </a>
        </li>
      )}
    </>
  )
}
