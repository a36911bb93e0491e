// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { session } from './session'

test('the role is remembered with the name, kept when a name changes, and forgotten on clear', () => {
  session.open('Aýna Operator', 'OPERATOR')
  expect(session.get()).toEqual({
    authenticated: true,
    userName: 'Aýna Operator',
    role: 'OPERATOR',
  })
  expect(localStorage.getItem('role')).toBe('OPERATOR')

  session.open('Aýna Berdiýewa')
  expect(session.get().role).toBe('OPERATOR')

  session.clear()
  expect(session.get()).toEqual({ authenticated: false, userName: '', role: null })
  expect(localStorage.getItem('role')).toBeNull()
})
