import { Trans } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { type FragmentType, getFragmentData } from '../../gql/fragment-masking'
import { graphql } from '../../gql/gql'
import { useLocalized } from '../../lib/localized'
import styles from './checkpoint-map.module.css'
import { type MapView, placeInView } from './projection'

export const CheckpointMarkerCheckpoint = graphql(`
  fragment CheckpointMarker_checkpoint on Checkpoint {
    id
    name {
      tm
      ru
      en
    }
    description {
      tm
      ru
      en
    }
    region {
      id
      name {
        tm
        ru
        en
      }
    }
    borderingCountry {
      id
      name {
        tm
        ru
        en
      }
    }
    latitude
    longitude
    phone
  }
`)

type Props = {
  checkpoint: FragmentType<typeof CheckpointMarkerCheckpoint>
  view: MapView
  open: boolean
  /** The pointer or focus came to the marker (true) or left it (false). */
  onShow: (id: string, via: 'pointer' | 'focus', on: boolean) => void
  onToggle: (id: string) => void
}

/**
 * A checkpoint on the map: a button at its place, its details in a tooltip shown while the
 * pointer is over the marker or its tooltip, or while the marker has focus (a tap focuses or
 * toggles it). The tooltip opens towards the middle of the map, so it stays on the map.
 */
export function CheckpointMarker({ checkpoint, view, open, onShow, onToggle }: Props) {
  const item = getFragmentData(CheckpointMarkerCheckpoint, checkpoint)
  const localized = useLocalized()
  const { left, top } = placeInView(view, item.latitude, item.longitude)
  const place: CSSProperties = {
    left: `${(left * 100).toFixed(2)}%`,
    top: `${(top * 100).toFixed(2)}%`,
  }
  const tip = `checkpoint-tip-${item.id}`
  return (
    <li
      className={styles.marker}
      style={place}
      data-open={open || undefined}
      data-side={left < 0.3 ? 'start' : left > 0.7 ? 'end' : 'middle'}
      data-below={top < 0.45 || undefined}
      onMouseEnter={() => onShow(item.id, 'pointer', true)}
      onMouseLeave={() => onShow(item.id, 'pointer', false)}
    >
      <button
        type="button"
        className={styles.pin}
        aria-describedby={tip}
        onFocus={() => onShow(item.id, 'focus', true)}
        onBlur={() => onShow(item.id, 'focus', false)}
        onClick={() => onToggle(item.id)}
      >
        <span className="visually-hidden">{localized(item.name)}</span>
      </button>
      <div id={tip} role="tooltip" className={styles.tip} hidden={!open}>
        <strong className={styles.tipTitle}>{localized(item.name)}</strong>
        <span className={styles.tipText}>{localized(item.description)}</span>
        <dl className={styles.facts}>
          <dt>
            <Trans>Region</Trans>
          </dt>
          <dd>{localized(item.region.name)}</dd>
          <dt>
            <Trans>Bordering country</Trans>
          </dt>
          <dd>{localized(item.borderingCountry.name)}</dd>
          <dt>
            <Trans>Contacts</Trans>
          </dt>
          <dd>
            {item.phone ? (
              <a href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}>{item.phone}</a>
            ) : (
              <span className={styles.noPhone}>
                <Trans>No public phone; the enterprise's general department answers.</Trans>
              </span>
            )}
          </dd>
        </dl>
      </div>
    </li>
  )
}
