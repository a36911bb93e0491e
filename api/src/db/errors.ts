/**
 * PostgreSQL's unique_violation, as both engines report it; with `constraint`, only a violation
 * of that index (PGlite may leave the constraint's name out: then any unique violation counts).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false
  const found = error as { code?: unknown; constraint?: unknown }
  if (found.code !== '23505') return false
  return (
    constraint === undefined || found.constraint === undefined || found.constraint === constraint
  )
}
