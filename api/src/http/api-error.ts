import type { MessageKey, MessageParams } from '../i18n/messages.js'

export interface FieldProblem {
  key: MessageKey
  params?: MessageParams
}

/** An answer the client can act on: a 4xx status with a sentence, localized when it is sent. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey)
    this.name = 'ApiError'
  }
}

/** A 422 with problems per field, in the order they were found. */
export class ValidationFailed extends ApiError {
  constructor(readonly problems: Record<string, FieldProblem[]>) {
    super(422, 'invalid_data')
    this.name = 'ValidationFailed'
  }

  static field(field: string, key: MessageKey, params?: MessageParams): ValidationFailed {
    return new ValidationFailed({ [field]: [params ? { key, params } : { key }] })
  }
}

export const notFound = (key: MessageKey = 'route_not_found') => new ApiError(404, key)
export const unauthenticated = () => new ApiError(401, 'unauthenticated')
export const forbidden = () => new ApiError(403, 'forbidden')
