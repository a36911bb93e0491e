import { useLingui } from '@lingui/react/macro'
import styles from './border-map.module.css'
import { corridors, corridorTowns } from './corridors'
import { REGION_VIEW } from './generated/turkmenistan'
import { at, MapFrame } from './map-frame'
import { polylinePoints, projectPoint } from './projection'

/** The corridors' tab: the routes drawn on the region's map, and described beside it. */
export function CorridorsPanel() {
  const { i18n } = useLingui()
  return (
    <div className={styles.layout}>
      <MapFrame view={REGION_VIEW} labels drawing={<Routes />}>
        {corridorTowns.map((town) => (
          <span
            key={town.name.id}
            className={styles.town}
            data-minor={town.minor || undefined}
            style={at(REGION_VIEW, town.latitude, town.longitude)}
            aria-hidden="true"
          >
            {i18n._(town.name)}
          </span>
        ))}
      </MapFrame>
      <ul className={styles.legend}>
        {corridors.map((corridor) => (
          <li key={corridor.id} className={styles.entry}>
            <svg className={styles.swatch} viewBox="0 0 40 12" aria-hidden="true">
              <path d="M2 6h36" data-route={corridor.id} />
            </svg>
            <div>
              <h3 className={styles.entryTitle}>{i18n._(corridor.name)}</h3>
              <p className={styles.countries}>{i18n._(corridor.countries)}</p>
              <p className={styles.entryText}>{i18n._(corridor.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The corridors' lines (a halo under each keeps crossings readable) and the towns' dots. */
function Routes() {
  return (
    <g className={styles.routes}>
      {corridors.map((corridor) => (
        <g key={corridor.id} data-route={corridor.id}>
          <polyline className={styles.halo} points={polylinePoints(corridor.road)} />
          <polyline className={styles.road} points={polylinePoints(corridor.road)} />
          {corridor.ferry && (
            <polyline className={styles.ferry} points={polylinePoints(corridor.ferry)} />
          )}
        </g>
      ))}
      {corridorTowns.map((town) => {
        const { x, y } = projectPoint(town.latitude, town.longitude)
        return <circle key={town.name.id} className={styles.dot} cx={x} cy={y} r={4.5} />
      })}
    </g>
  )
}
