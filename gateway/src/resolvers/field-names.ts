import type { MutationResolvers, UserErrorCode } from '../__generated__/resolvers-types.js'

/** Where a problem sits in a mutation's input: a field's name, then list indexes (`documents.1`). */
export type FieldPath = string[]

/** A REST body written from input names: each key renamed as the table says. */
export type RestBody<T extends Record<string, string | readonly string[]>, V> = {
  [K in keyof V as K extends keyof T ? (T[K] extends string ? T[K] : never) : never]: V[K]
}

/** What the API's 422 on one REST field becomes. */
export type ErrorPlace = { path: FieldPath | null; code?: UserErrorCode }

/**
 * One resource's names: every input field of the schema by the REST field (or fields) that
 * carries it. The same table writes the request body (input names → REST names) and reads the
 * API's 422 (REST names → input paths), so the two cannot disagree. A REST field that stands
 * for no input field names nothing (the problem is the input's as a whole), unless `codes`
 * gives it a code of its own (`client` → `CLIENT_DATA_MISSING`). `aliases` name the input field
 * of an error-only name a resolver gives a problem it has placed itself.
 */
export class FieldNames<const T extends Record<string, string | readonly string[]>> {
  private readonly inputOf = new Map<string, string>()

  constructor(
    readonly restOf: T,
    private readonly options: {
      codes?: Record<string, UserErrorCode>
      aliases?: Record<string, string>
    } = {},
  ) {
    for (const [input, rest] of Object.entries(restOf)) {
      for (const name of typeof rest === 'string' ? [rest] : rest) this.inputOf.set(name, input)
    }
    for (const [name, input] of Object.entries(options.aliases ?? {})) this.inputOf.set(name, input)
  }

  /** The REST body of `values`, keyed by input names. */
  body<const V extends { [K in keyof T]?: unknown }>(values: V): RestBody<T, V> {
    const body: Record<string, unknown> = {}
    for (const [input, value] of Object.entries(values)) {
      const rest = this.restOf[input]
      if (typeof rest === 'string') body[rest] = value
    }
    return body as RestBody<T, V>
  }

  /**
   * Where the API's field (`transports`, `file.1`, `license_types.0`) is in the input:
   * `['vehicleIds']`, `['documents', '1']`, `['licenceTypeIds', '0']`.
   */
  placeOf(restField: string): ErrorPlace {
    const [base = '', ...rest] = restField.split('.')
    const codes = this.options.codes ?? {}
    const code = codes[restField] ?? codes[base]
    if (code) return { path: null, code }
    const input = this.inputOf.get(restField) ?? this.inputOf.get(base)
    if (input === undefined) return { path: null }
    return { path: this.inputOf.has(restField) ? [input] : [input, ...rest] }
  }

  /** The input field names this table knows (a test checks them against each input type). */
  get inputNames(): string[] {
    return [...new Set([...Object.keys(this.restOf), ...this.inputOf.values()])]
  }

  /** The same table without input fields a mutation does not have (an update's `kind`). */
  without<K extends keyof T & string>(...inputs: K[]): FieldNames<Omit<T, K>> {
    const kept = Object.fromEntries(
      Object.entries(this.restOf).filter(([input]) => !inputs.includes(input as K)),
    ) as Omit<T, K>
    return new FieldNames(kept, this.options)
  }
}

/** A mutation whose input has no REST counterpart (or whose REST errors name no field). */
export const NO_FIELDS = new FieldNames({})

/** The table each mutation reads the API's 422 with, by the mutation's name. */
export type MutationFieldNames = Partial<
  Record<
    keyof MutationResolvers,
    Pick<FieldNames<Record<string, string>>, 'placeOf' | 'inputNames'>
  >
>
