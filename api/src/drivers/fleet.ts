import Type from 'typebox'

/**
 * Building blocks shared by the driver and transport routes: the client kind and entity ids as
 * they arrive in paths and bodies, and the calendar day the enterprise works in.
 */

/** A row id in a path or a body (PostgreSQL `integer`). */
export const EntityId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

/** 0 or 1 in a path; anything else is a 404 (the route's `config.notFound`). */
export const KindFlag = Type.Integer({ minimum: 0, maximum: 1 })

export const IdParams = Type.Object({ id: EntityId })

/**
 * `is_legal` (and `is_transport`) in a body: the earlier client sends '1'/'0' strings or 1/0
 * numbers, others send booleans. An enum without a type keeps the validator from coercing, so
 * null or "true" is refused instead of silently read as false or true.
 */
export const BodyFlag = (description: string) =>
  Type.Unsafe<boolean | 0 | 1 | '0' | '1'>({
    enum: [true, false, 1, 0, '1', '0'],
    description,
    examples: ['1'],
  })

export function isSet(flag: boolean | 0 | 1 | '0' | '1'): boolean {
  return flag === true || flag === 1 || flag === '1'
}

/** Plates are compared as the inspector reads them: no outer spaces, single spaces, upper case. */
export function normalizePlate(plate: string): string {
  return plate.trim().replace(/\s+/g, ' ').toUpperCase()
}

/** Unique ids in the order given; a form that sends an id twice means it once. */
export function uniqueIds(ids: readonly number[]): number[] {
  return [...new Set(ids)]
}
