import { GraphQLError, GraphQLScalarType, Kind } from 'graphql'
import { GraphQLUpload } from 'graphql-upload-minimal'

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

function day(value: unknown): string {
  if (typeof value !== 'string' || !DAY.test(value)) {
    throw new GraphQLError('A Date is a calendar day written yyyy-mm-dd.')
  }
  const [year, month, date] = value.split('-').map(Number) as [number, number, number]
  const check = new Date(Date.UTC(year, month - 1, date))
  if (check.getUTCMonth() !== month - 1)
    throw new GraphQLError(`${value} is not a day of the calendar.`)
  return value
}

/** A calendar day, `yyyy-mm-dd`, checked on the way in (no 31 February reaches the API). */
export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  serialize: (value) => String(value),
  parseValue: day,
  parseLiteral: (node) => {
    if (node.kind !== Kind.STRING) throw new GraphQLError('A Date is a string, yyyy-mm-dd.')
    return day(node.value)
  },
})

/** An instant, ISO 8601; only ever output. */
export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: () => {
    throw new GraphQLError('DateTime is not taken as input.')
  },
})

export const scalars = { Date: DateScalar, DateTime: DateTimeScalar, Upload: GraphQLUpload }
