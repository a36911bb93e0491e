import { TURKMENISTAN_PATH, TURKMENISTAN_VIEW } from './generated/turkmenistan'
import styles from './office-map.module.css'
import { cities } from './places'
import { placeInView, viewBox } from './projection'

const view = TURKMENISTAN_VIEW
const office = placeInView(view, cities.ashgabat.latitude, cities.ashgabat.longitude)

type Props = {
  /** What the pin marks, e.g. the enterprise's name. */
  label: string
  /** The office's address, as the contacts page shows it. */
  address: string
}

/**
 * Turkmenistan's outline with a pin at the enterprise's office in Ashgabat, its name and address
 * beside it (the contacts page). Light: Turkmenistan's path only, no neighbours, no data.
 */
export function OfficeMap({ label, address }: Props) {
  const left = `${(office.left * 100).toFixed(2)}%`
  const top = `${(office.top * 100).toFixed(2)}%`
  return (
    <figure className={styles.figure}>
      <div className={styles.map} style={{ aspectRatio: `${view.width} / ${view.height}` }}>
        <svg viewBox={viewBox(view)} aria-hidden="true" focusable="false">
          <path className={styles.country} d={TURKMENISTAN_PATH} />
        </svg>
        <span className={styles.pin} style={{ left, top }}>
          <svg viewBox="0 0 24 32" width="32" height="42" aria-hidden="true" focusable="false">
            <path d="M12 31s10-10.2 10-18.5A10 10 0 0 0 2 12.5C2 20.8 12 31 12 31z" />
            <circle cx="12" cy="12.5" r="4" />
          </svg>
        </span>
      </div>
      <figcaption className={styles.caption}>
        <strong>{label}</strong>
        <span>{address}</span>
      </figcaption>
    </figure>
  )
}
