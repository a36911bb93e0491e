/**
 * A mutation's payload before its object field is resolved: the id of what it saved, and the
 * problems a person can fix. The generated resolver types map the save payloads to it, so it
 * imports none of them (a type cycle with generated code otherwise).
 */
export interface SavedPayload<E = { code: string; field?: string | null; message: string }> {
  savedId: number | null
  userErrors: E[]
}
