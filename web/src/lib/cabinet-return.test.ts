import { describe, expect, it } from 'vitest'
import { cabinetReturnIn, returnedWith } from './cabinet-return'
import { withReturn } from './return-path'

const REQUEST = '/online-application/ePermitCreate?kind=LEGAL_ENTITY'

describe('the page a cabinet tab returns to once it has saved', () => {
  it('is the e-permit request, with its query, named in the address', () => {
    const address = withReturn('/online-application/legalDriverCreate', REQUEST)
    expect(address).toBe(
      '/online-application/legalDriverCreate?next=%2Fonline-application%2FePermitCreate%3Fkind%3DLEGAL_ENTITY',
    )
    const back = cabinetReturnIn(new URL(address, 'http://portal.invalid').search)
    expect(back?.path).toBe(REQUEST)
    expect(back?.label.message ?? back?.label.id).toBeTruthy()
  })

  it('is no page that is not one to return to, nor a path off the portal', () => {
    for (const next of [
      '/online-application/ePermitHistory',
      '/online-application/ePermitCreateX',
      '/login',
      '/',
      '//evil.com/online-application/ePermitCreate',
      'https://evil.com/online-application/ePermitCreate',
      '/\\evil.com',
    ]) {
      expect(cabinetReturnIn(`?next=${encodeURIComponent(next)}`), next).toBeUndefined()
    }
    expect(cabinetReturnIn('')).toBeUndefined()
  })

  it('leaves a page without a return as it is', () => {
    expect(withReturn('/online-application/legalData', undefined)).toBe(
      '/online-application/legalData',
    )
  })

  it('tells the page returned to only a sentence it was given', () => {
    expect(returnedWith({ returnedWith: 'The driver A B has been saved.' })).toBe(
      'The driver A B has been saved.',
    )
    for (const state of [null, undefined, 'text', { returnedWith: 3 }, {}]) {
      expect(returnedWith(state)).toBeUndefined()
    }
  })
})
