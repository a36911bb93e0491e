/**
 * Where a visitor asked to go before signing in, carried in the address of the login and
 * sign-up pages (`?next=/online-application/ePermitHistory`), so it survives a reload and a
 * session that ended on another tab (ADR 0082). Only a path of this portal is ever followed:
 * anything that could leave it (`//evil.com`, `/\evil.com`, `https://…`, `javascript:…`) is
 * refused, and so are the account pages themselves, which would only lead back here.
 */
export const RETURN_PARAM = 'next'

const ACCOUNT_PAGES = ['/login', '/signup', '/password-reset']
// A base no real address shares: a value resolving to another origin was never a path of ours.
const BASE = 'http://portal.invalid'

const unsafeInPath = (character: string) => {
  const code = character.charCodeAt(0)
  return code <= 0x20 || code === 0x7f || character === '\\'
}

/** The same-origin path in `value` (path, query and fragment), or undefined. */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2000) return undefined
  // A path starts with one slash; a second one, or a backslash browsers read as one, names a host.
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  // Control characters and whitespace are stripped by URL parsers: "/\t/evil.com" is "//evil.com".
  if ([...value].some(unsafeInPath)) return undefined
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return undefined
  }
  if (url.origin !== BASE) return undefined
  const isAccountPage = ACCOUNT_PAGES.some(
    (page) => url.pathname === page || url.pathname.startsWith(`${page}/`),
  )
  if (isAccountPage) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/** The return path a page's address carries (`?next=`), checked. */
export const returnPathIn = (search: string) =>
  safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM))

/**
 * An account page's address that brings the visitor back to `from` (a location's path, query
 * and fragment) once they are signed in; the page alone when `from` is no path to return to.
 */
export function withReturn(page: string, from: string | undefined): string {
  const next = safeReturnPath(from)
  return next && next !== '/' ? `${page}?${RETURN_PARAM}=${encodeURIComponent(next)}` : page
}

/** The login page's address from the page the visitor is on now. */
export const loginFromHere = () =>
  withReturn(
    '/login',
    `${window.location.pathname}${window.location.search}${window.location.hash}`,
  )
