import type { ReactNode } from 'react'
import styles from './page-hero.module.css'

type Props = {
  title: string
  lead?: ReactNode
  /** A short line above the title naming the part of the site. */
  eyebrow?: ReactNode
}

/** The band under the top bar that names a content page: eyebrow, title, introduction. */
export function PageHero({ title, lead, eyebrow }: Props) {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <div className={styles.lead}>{lead}</div>}
      </div>
    </header>
  )
}
