import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, Suspense, useRef, useState } from 'react'
import styles from './border-map.module.css'
import { CorridorsPanel } from './corridors-panel'
import maps from './maps.module.css'
import { NeighboursPanel, NeighboursPlaceholder } from './neighbours-panel'

const TABS = ['corridors', 'neighbours'] as const
const KEYS: Record<string, (index: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: () => TABS.length - 1,
}

/**
 * The border-transport map: two tabs (WAI-ARIA tabs, arrow keys move and select), the
 * international corridors through Turkmenistan and the neighbouring countries with their
 * checkpoints (docs/decisions/0042).
 */
export function BorderMap() {
  const { t } = useLingui()
  const [selected, setSelected] = useState(0)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const labels = [t`International corridors`, t`Neighbouring countries`]
  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEYS[event.key]
    if (!move) return
    event.preventDefault()
    const next = (move(selected) + TABS.length) % TABS.length
    setSelected(next)
    tabs.current[next]?.focus()
  }
  return (
    <section className={`${maps.section} ${maps.palette}`} aria-labelledby="border-map-title">
      <h2 id="border-map-title" className={maps.heading}>
        <Trans>Border transport map</Trans>
      </h2>
      <p className={maps.lead}>
        <Trans>
          Turkmenistan links Central Asia with the Caspian Sea, Iran and Afghanistan: the routes of
          international road transport through the country, and the neighbours its roads lead to.
        </Trans>
      </p>
      <div className={styles.tabs} role="tablist" aria-labelledby="border-map-title">
        {TABS.map((tab, i) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[i] = element
            }}
            type="button"
            role="tab"
            id={`border-tab-${tab}`}
            className={styles.tab}
            aria-selected={i === selected}
            aria-controls={`border-panel-${tab}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown}
          >
            {labels[i]}
          </button>
        ))}
      </div>
      {TABS.map((tab, i) => (
        <div
          key={tab}
          role="tabpanel"
          id={`border-panel-${tab}`}
          className={styles.panel}
          aria-labelledby={`border-tab-${tab}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a panel without focusable content takes focus itself
          tabIndex={0}
          hidden={i !== selected}
        >
          {tab === 'corridors' ? (
            <CorridorsPanel />
          ) : (
            <Suspense fallback={<NeighboursPlaceholder />}>
              <NeighboursPanel />
            </Suspense>
          )}
        </div>
      ))}
    </section>
  )
}
