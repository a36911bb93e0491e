import { GraphQLError } from 'graphql'
import { describe, expect, test } from 'vitest'
import { formatError } from './errors.js'
import { InputProblem } from './resolvers/user-errors.js'

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
