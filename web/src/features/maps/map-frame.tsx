import { useLingui } from '@lingui/react/macro'
import type { CSSProperties, ReactNode } from 'react'
import { NEIGHBOUR_PATHS } from './generated/neighbours'
import { TURKMENISTAN_PATH } from './generated/turkmenistan'
import styles from './maps.module.css'
import { areaLabels } from './places'
import { type MapView, placeInView, viewBox } from './projection'

type Props = {
  view: MapView
  /** Drawn over the countries, in the map's SVG units (routes, dots). */
  drawing?: ReactNode
  /** Laid over the map in HTML (markers, labels), placed with `at()`. */
  children?: ReactNode
  /** Labels the countries and the sea (those that fall inside the view). */
  labels?: boolean
  /** Colours each neighbour on its own (the neighbours' tab). */
  tinted?: boolean
  className?: string
}

/**
 * Turkmenistan and the countries around it, from the generated outlines, in the part `view`
 * shows. The SVG is a picture (hidden from screen readers); what it means is told by the HTML
 * laid over it and by the text beside each map.
 */
export function MapFrame({ view, drawing, children, labels, tinted, className }: Props) {
  const ratio: CSSProperties = { aspectRatio: `${view.width} / ${view.height}` }
  return (
    <div
      className={`${styles.frame} ${styles.palette} ${className ?? ''}`}
      style={ratio}
      data-tinted={tinted}
    >
      <svg className={styles.svg} viewBox={viewBox(view)} aria-hidden="true" focusable="false">
        <rect
          className={styles.sea}
          x={view.x}
          y={view.y}
          width={view.width}
          height={view.height}
        />
        {NEIGHBOUR_PATHS.map(({ code, d }) => (
          <path key={code} className={styles.land} data-country={code} d={d} />
        ))}
        <path className={styles.home} d={TURKMENISTAN_PATH} />
        {drawing}
      </svg>
      {labels && <AreaLabels view={view} />}
      {children}
    </div>
  )
}

/** CSS that puts an HTML element at a place of the view. */
export function at(view: MapView, latitude: number, longitude: number): CSSProperties {
  const { left, top } = placeInView(view, latitude, longitude)
  return { left: `${(left * 100).toFixed(2)}%`, top: `${(top * 100).toFixed(2)}%` }
}

function AreaLabels({ view }: { view: MapView }) {
  const { i18n } = useLingui()
  const inside = areaLabels.filter((label) => {
    const { left, top } = placeInView(view, label.latitude, label.longitude)
    return left > 0.04 && left < 0.96 && top > 0.04 && top < 0.96
  })
  return inside.map((label) => (
    <span
      key={label.code}
      className={styles.areaLabel}
      data-area={label.code}
      style={at(view, label.latitude, label.longitude)}
      aria-hidden="true"
    >
      {i18n._(label.name)}
    </span>
  ))
}
