import { useSuspenseQuery } from '@apollo/client/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense, useEffect, useState } from 'react'
import { MapCheckpointsQuery } from './api/checkpoints'
import styles from './checkpoint-map.module.css'
import { CheckpointMarker } from './checkpoint-marker'
import { TURKMENISTAN_VIEW } from './generated/turkmenistan'
import { at, MapFrame } from './map-frame'
import maps from './maps.module.css'
import { cities } from './places'
import { projectPoint } from './projection'

const view = TURKMENISTAN_VIEW

/**
 * Turkmenistan's border checkpoints at their places, with their details on hover or focus
 * (data from the API). Its section is `#checkpoints`, which the carousel links to.
 */
export function CheckpointMap() {
  return (
    <section id="checkpoints" className={maps.section} aria-labelledby="checkpoints-title">
      <h2 id="checkpoints-title" className={maps.heading}>
        <Trans>Border checkpoints of Turkmenistan</Trans>
      </h2>
      <p className={maps.lead}>
        <Trans>
          Our inspectors work at the border checkpoints. Point at a checkpoint, or move to it with
          the Tab key, to see where it is and what it connects.
        </Trans>
      </p>
      <Suspense fallback={<MapFrame view={view} labels drawing={<Capital />} />}>
        <Markers />
      </Suspense>
    </section>
  )
}

type Shown = { pointer: string | null; focus: string | null; tapped: string | null }
const nothing: Shown = { pointer: null, focus: null, tapped: null }

function Markers() {
  const { data } = useSuspenseQuery(MapCheckpointsQuery)
  const [shown, setShown] = useState(nothing)
  const open = shown.pointer ?? shown.tapped ?? shown.focus

  // Escape hides the tooltip wherever focus is (WCAG 1.4.13: dismissable without moving).
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(nothing)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const onShow = (id: string, via: 'pointer' | 'focus', on: boolean) =>
    setShown((current) => ({
      ...current,
      tapped: via === 'focus' && !on ? null : current.tapped,
      [via]: on ? id : current[via] === id ? null : current[via],
    }))
  // A click or tap (a tap may not focus the button): opens the marker, or closes the open one.
  const onToggle = (id: string) => setShown(open === id ? nothing : { ...nothing, tapped: id })

  return (
    <MapFrame view={view} labels className={styles.map} drawing={<Capital />}>
      <CapitalName />
      <ul className={styles.markers}>
        {data.checkpoints.map((checkpoint) => (
          <CheckpointMarker
            key={checkpoint.id}
            checkpoint={checkpoint}
            view={view}
            open={open === checkpoint.id}
            onShow={onShow}
            onToggle={onToggle}
          />
        ))}
      </ul>
    </MapFrame>
  )
}

const { ashgabat } = cities
const capital = projectPoint(ashgabat.latitude, ashgabat.longitude)

/** The capital, for orientation (the enterprise's office is there). */
function Capital() {
  return <circle className={styles.capital} cx={capital.x} cy={capital.y} r={5} />
}

function CapitalName() {
  const { i18n } = useLingui()
  return (
    <span
      className={styles.capitalName}
      style={at(view, ashgabat.latitude, ashgabat.longitude)}
      aria-hidden="true"
    >
      {i18n._(ashgabat.name)}
    </span>
  )
}
