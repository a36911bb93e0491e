import { GraphQLError } from 'graphql'
import { describe, expect, test } from 'vitest'
import { formatError, withoutAddresses } from './errors.js'
import { InputProblem } from './resolvers/user-errors.js'

describe('what a client sees of an unexpected error', () => {
  test('in development, the message without any address of the API', () => {
    const error = new Error(
      'connect ECONNREFUSED 127.0.0.1:8081 (POST http://127.0.0.1:8081/api/online-application, [::1]:8081, ::1:8081, localhost:8081)',
    )
    const shown = formatError(false)({ message: error.message }, error)
    expect(shown.extensions?.code).toBe('INTERNAL_SERVER_ERROR')
    expect(shown.message).not.toMatch(/8081|127\.0\.0\.1|ECONNREFUSED|localhost|::1|http:/)
    expect(shown.message).toMatch(/^connect \[internal\]/)
  })

  test('messages with no address pass unchanged', () => {
    expect(withoutAddresses('The permit 12 was not found at 10:30:15')).toBe(
      'The permit 12 was not found at 10:30:15',
    )
  })

  test('in production, a fixed sentence', () => {
    const error = new GraphQLError('boom at 10.0.0.5:5432')
    const shown = formatError(true)({ message: error.message }, error)
    expect(shown).toMatchObject({
      message: 'Something went wrong; please try again shortly.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    })
  })
})

describe('what a client sees of an error', () => {
  test('a problem the gateway found in an input, outside a payload, is BAD_USER_INPUT with its sentence', () => {
    const problem = new InputProblem({ field: ['id'], message: 'Not a valid id.', code: 'INVALID' })
    const thrown = new GraphQLError(problem.message, { path: ['driver'], originalError: problem })
    const formatted = formatError(true)(
      { message: problem.message, path: ['driver'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      thrown,
    )
    expect(formatted).toEqual({
      message: 'Not a valid id.',
      path: ['driver'],
      extensions: { code: 'BAD_USER_INPUT', field: ['id'] },
    })
  })

  test('anything else is hidden in production', () => {
    const formatted = formatError(true)(
      { message: 'connect ECONNREFUSED 127.0.0.1:8081', extensions: { code: 'X' } },
      new Error('connect ECONNREFUSED 127.0.0.1:8081'),
    )
    expect(formatted.extensions?.code).toBe('INTERNAL_SERVER_ERROR')
    expect(formatted.message).not.toContain('127.0.0.1')
  })
})
