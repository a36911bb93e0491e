/**
 * One attempt to submit a form, named by its idempotency key (ADR 0079). The gateway makes the
 * creates of a request once per key, so a submit sent again after it got no answer (the network
 * dropped, the service was down) reuses the key and cannot make a second record; any other submit
 * is a new attempt with a new key.
 */
export type SubmitAttempt = {
  key: string
  /** The mutation's Apollo context: spread into `mutate({ variables, context })`. */
  context: { headers: { 'Idempotency-Key': string } }
}

export function submitAttempt(key: string = crypto.randomUUID()): SubmitAttempt {
  return { key, context: { headers: { 'Idempotency-Key': key } } }
}

/**
 * Whether two readings of a form are the same submit: equal text, numbers and lists, and the very
 * same files (a file picked again is another submit, even with the same name).
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (a instanceof Blob || b instanceof Blob) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}
