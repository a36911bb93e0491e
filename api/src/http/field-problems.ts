import type { MessageKey, MessageParams } from '../i18n/messages.js'
import { type FieldProblem, ValidationFailed } from './api-error.js'

/**
 * The one way to gather problems per field from several checks (schema, dates, files, reference
 * data, the caller's own rows), so one 422 tells the person everything to fix at once. A field
 * usually has one problem (the one to fix first); a field that stands for several things (the
 * documents of `file[i]`) may list one per thing.
 */
export class FieldProblems {
  private readonly found: Record<string, FieldProblem[]> = {}

  add(field: string, key: MessageKey, params?: MessageParams) {
    this.found[field] = [...(this.found[field] ?? []), params ? { key, params } : { key }]
  }

  /** Adds the problem unless the field has one already: the first found is the one to fix. */
  addFirst(field: string, key: MessageKey, params?: MessageParams) {
    if (!this.found[field]) this.add(field, key, params)
  }

  addAll(problems: Record<string, FieldProblem[]>) {
    for (const [field, list] of Object.entries(problems)) {
      for (const { key, params } of list) this.add(field, key, params)
    }
  }

  /** Whether `field` or one of its items ("types.1") has a problem already. */
  has(field: string): boolean {
    return Object.keys(this.found).some((name) => name === field || name.startsWith(`${field}.`))
  }

  get any(): boolean {
    return Object.keys(this.found).length > 0
  }

  throwIfAny() {
    if (this.any) this.fail()
  }

  /** The 422 of the problems found; for a check whose types need to know it ends here. */
  fail(): never {
    throw new ValidationFailed(this.found)
  }
}
