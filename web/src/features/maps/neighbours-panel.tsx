import { useSuspenseQuery } from '@apollo/client/react'
import { Plural } from '@lingui/react/macro'
import { type FragmentType, getFragmentData } from '../../gql/fragment-masking'
import { graphql } from '../../gql/gql'
import { useLocalized } from '../../lib/localized'
import { MapCheckpointsQuery } from './api/checkpoints'
import styles from './border-map.module.css'
import { REGION_VIEW } from './generated/turkmenistan'
import { MapFrame } from './map-frame'
import { projectPoint } from './projection'

export const NeighbourListCheckpoint = graphql(`
  fragment NeighbourList_checkpoint on Checkpoint {
    id
    name {
      tm
      ru
      en
    }
    borderingCountry {
      id
      code
      name {
        tm
        ru
        en
      }
    }
    latitude
    longitude
  }
`)

type Checkpoint = ReturnType<typeof byCountry>[number]['checkpoints'][number]

/** The checkpoints grouped by the country they open onto, most checkpoints first. */
function byCountry(items: readonly FragmentType<typeof NeighbourListCheckpoint>[]) {
  const checkpoints = items.map((item) => getFragmentData(NeighbourListCheckpoint, item))
  const countries = new Map<
    string,
    { country: (typeof checkpoints)[number]['borderingCountry']; checkpoints: typeof checkpoints }
  >()
  for (const checkpoint of checkpoints) {
    const code = checkpoint.borderingCountry.code
    const entry = countries.get(code) ?? { country: checkpoint.borderingCountry, checkpoints: [] }
    entry.checkpoints.push(checkpoint)
    countries.set(code, entry)
  }
  return [...countries.values()].sort((a, b) => b.checkpoints.length - a.checkpoints.length)
}

/** The neighbours' tab: each neighbour tinted, the checkpoints as dots, and the list by country. */
export function NeighboursPanel() {
  const { data } = useSuspenseQuery(MapCheckpointsQuery)
  const localized = useLocalized()
  const countries = byCountry(data.checkpoints)
  return (
    <div className={styles.layout}>
      <MapFrame view={REGION_VIEW} labels tinted drawing={<Dots countries={countries} />} />
      <ul className={styles.legend}>
        {countries.map(({ country, checkpoints }) => {
          const count = checkpoints.length
          return (
            <li key={country.id} className={styles.entry}>
              <span className={styles.tint} data-country={country.code} aria-hidden="true" />
              <div>
                <h3 className={styles.entryTitle}>{localized(country.name)}</h3>
                <p className={styles.countries}>
                  {/* Border checkpoints of every kind: Azerbaijan's is a sea port. */}
                  <Plural value={count} one="# border checkpoint" other="# border checkpoints" />
                </p>
                <p className={styles.entryText}>
                  {checkpoints.map((checkpoint) => localized(checkpoint.name)).join(' · ')}
                </p>
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

function Dots({ countries }: { countries: ReturnType<typeof byCountry> }) {
  const all: Checkpoint[] = countries.flatMap((entry) => entry.checkpoints)
  return (
    <g>
      {all.map((checkpoint) => {
        const { x, y } = projectPoint(checkpoint.latitude, checkpoint.longitude)
        return <circle key={checkpoint.id} className={styles.checkpointDot} cx={x} cy={y} r={5.5} />
      })}
    </g>
  )
}

/** While the checkpoints load: the map without them, no list yet. */
export function NeighboursPlaceholder() {
  return (
    <div className={styles.layout}>
      <MapFrame view={REGION_VIEW} labels tinted />
    </div>
  )
}
