import { describe, expect, it } from 'vitest'
import { returnPathIn, safeReturnPath, withReturn } from './return-path'

describe('the path a visitor returns to after signing in', () => {
  it('keeps a path of the portal with its query and fragment', () => {
    expect(safeReturnPath('/online-application/ePermitHistory')).toBe(
      '/online-application/ePermitHistory',
    )
    expect(safeReturnPath('/online-application/historyTab?page=2#top')).toBe(
      '/online-application/historyTab?page=2#top',
    )
    expect(returnPathIn('?next=%2Foffice%2Fpermits')).toBe('/office/permits')
  })

  it('refuses anything that could lead off the portal', () => {
    for (const hostile of [
      '//evil.com',
      '//evil.com/online-application',
      '/\\evil.com',
      '/\\/evil.com',
      '\\\\evil.com',
      '/\t/evil.com',
      '/ /evil.com',
      'https://evil.com/online-application',
      'http:/evil.com',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' /online-application',
      'online-application',
      'data:text/html,hi',
      '',
      null,
      undefined,
      `/${'a'.repeat(2000)}`,
    ]) {
      expect(safeReturnPath(hostile), String(hostile)).toBeUndefined()
    }
  })

  it('never returns to the account pages themselves', () => {
    for (const page of ['/login', '/login?next=/x', '/signup', '/password-reset/abc']) {
      expect(safeReturnPath(page), page).toBeUndefined()
    }
    expect(safeReturnPath('/loginless')).toBe('/loginless')
  })

  it('carries the return in the account page address only when there is somewhere to return', () => {
    expect(withReturn('/login', '/online-application/ePermitHistory')).toBe(
      '/login?next=%2Fonline-application%2FePermitHistory',
    )
    expect(withReturn('/login', '/')).toBe('/login')
    expect(withReturn('/login', '//evil.com')).toBe('/login')
    expect(withReturn('/signup', undefined)).toBe('/signup')
  })
})
