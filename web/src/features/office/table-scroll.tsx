import type { ReactNode } from 'react'
import styles from './screens.module.css'

/**
 * A table that scrolls sideways on a narrow screen: a region named like its caption that the
 * keyboard reaches (Tab, then the arrow keys), as WCAG asks of any scrolling area. A shadow on
 * the side where columns are hidden shows that it scrolls (a phone shows its scrollbar only while
 * it scrolls). A named section is a region (Biome refuses the role written out as redundant).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll
    <section className={styles.tableWrap} aria-label={label} tabIndex={0}>
      {children}
    </section>
  )
}
