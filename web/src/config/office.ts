import { CABINET_PATH } from './cabinet-paths'

/**
 * The operator office's address (docs/decisions, the office's address scheme): every screen of
 * the office lives under it, so one prefix is one lazy chunk and one access rule.
 */
export const OFFICE_PATH = '/office'

/**
 * Where a signed-in account starts: an operator in the office, a haulier on the cabinet's first
 * tab (ADR 0090), which answers "what needs me?" (ADR 0090; before it, the main page).
 */
export const startPageOf = (role: string | null | undefined) =>
  role === 'OPERATOR' ? OFFICE_PATH : CABINET_PATH

/** Where /login sends an account already signed in: the office, or the main page (spec §2). */
export const homeOf = (role: string | null | undefined) => (role === 'OPERATOR' ? OFFICE_PATH : '/')

/**
 * Where an account lands after signing in: the page it asked for (a checked same-origin path,
 * lib/return-path.ts) when its role may open it — the office is an operator's, the cabinet a
 * haulier's — else `fallback`, its start page by default (ADR 0082).
 */
export function landingOf(
  role: string | null | undefined,
  asked: string | undefined,
  fallback = startPageOf(role),
): string {
  if (!asked) return fallback
  const inOffice = asked === OFFICE_PATH || asked.startsWith(`${OFFICE_PATH}/`)
  const inCabinet = asked === CABINET_PATH || asked.startsWith(`${CABINET_PATH}/`)
  if (role === 'OPERATOR' ? inCabinet : inOffice) return fallback
  return asked
}
