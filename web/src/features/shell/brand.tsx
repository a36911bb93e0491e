import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import styles from './brand.module.css'
import { Emblem } from './emblem'

/** The emblem and the enterprise's name, leading to the main page. */
export function Brand() {
  return (
    <Link to="/" className={styles.brand}>
      <Emblem className={styles.emblem} />
      <span className={styles.words}>
        <span className={styles.name}>
          Türkmenawtoulag
          <wbr />
          gözegçilik
        </span>
        <span className={styles.subtitle}>
          <Trans>State enterprise</Trans>
        </span>
      </span>
    </Link>
  )
}
