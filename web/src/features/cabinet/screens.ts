import type { ComponentType } from 'react'
import type { Screen, ScreenKind } from './tab-registry'
import type { Tab } from './tabs'

/** What a screen is given: its parameters, the record its address names, and a way to move on. */
export type ScreenProps<K extends ScreenKind = ScreenKind> = {
  /** The screen's kind and parameters (group, subject or vehicle, mode), from the registry. */
  screen: Extract<Screen, { kind: K }>
  /** The tab's heading, translated: the screen shows it as its h1. */
  title: string
  /** The record of an edit tab (`?id=` of the address); null on every other tab. */
  recordId: string | null
  /**
   * The request whose confirmation page the address names (`/submitted/:id`, ADR 0091), on a
   * tab that sends requests; null otherwise, when the tab shows its form.
   */
  submittedId: string | null
  /** Opens another tab (a list after a save, an edit tab with its record). */
  open: (tab: Tab, recordId?: string) => void
}

/**
 * Where each screen plugs in: the cabinet's route (app/routes/cabinet.tsx) passes one component
 * per kind built so far, each a lazy chunk loaded with its feature's catalogs, so the cabinet's
 * first tab loads none of them. The screens are other features' (features never import each
 * other; the route composes them). A kind not passed shows the tab's "opens in the next release"
 * notice. (The initial tab is the cabinet's own: it carries the feedback banner.)
 */
export type Screens = { [K in Exclude<ScreenKind, 'initial'>]?: ComponentType<ScreenProps<K>> }
