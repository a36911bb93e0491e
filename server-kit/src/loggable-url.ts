/** What of a URL a log may keep. */
export interface UrlLogRules {
  /** Query parameters whose values are kept: they select or name something, never carry a secret. */
  keptParams: ReadonlySet<string>
  /**
   * Paths that carry a secret (a reset link's code): what a pattern matches becomes its first
   * group, the part to keep, followed by `[redacted]`.
   */
  secretPaths?: readonly RegExp[]
}

/**
 * A URL as a log may keep it: the path without its secret segments, and the query's parameter
 * names with only the values `keptParams` allows. Every other value is `[redacted]`, so a parameter
 * added later is safe before anyone thinks of it: a reset code, a verify code, a payment's
 * signature or a GraphQL GET's variables never reach the log.
 */
export function loggableUrl(url: string, rules: UrlLogRules): string {
  const search = url.indexOf('?')
  let path = search === -1 ? url : url.slice(0, search)
  for (const secret of rules.secretPaths ?? []) path = path.replace(secret, '$1[redacted]')
  if (search === -1) return path
  const params = url
    .slice(search + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? ''
      return rules.keptParams.has(name) ? pair : `${name}=[redacted]`
    })
  return `${path}?${params.join('&')}`
}
