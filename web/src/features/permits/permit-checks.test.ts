import { describe, expect, test } from 'vitest'
import { type PermitValues, permitProblems } from './permit-checks'

const texts = {
  required: 'required',
  containers: 'containers',
  departurePast: 'past',
  returnBeforeDeparture: 'before',
}
const today = '2026-11-24'
const filled: PermitValues = {
  countryId: '1',
  permitTypeId: '2',
  cargoType: 'Pagta',
  containerCount: '0',
  departureOn: '2026-11-24',
  returnOn: '2026-11-24',
  driverId: '3',
  carId: '4',
  trailerId: '',
  description: '',
}

describe('the e-permit form’s own checks', () => {
  test('a complete request leaving today and back today passes; the trailer and note are optional', () => {
    expect(permitProblems(filled, today, texts)).toEqual({})
  })

  test('a return before the departure, or a departure in the past, is marked under its field', () => {
    expect(permitProblems({ ...filled, returnOn: '2026-11-23' }, today, texts)).toEqual({
      returnOn: 'before',
    })
    expect(
      permitProblems(
        { ...filled, departureOn: '2026-12-10', returnOn: '2026-12-09' },
        today,
        texts,
      ),
    ).toEqual({ returnOn: 'before' })
    expect(permitProblems({ ...filled, departureOn: '2026-11-23' }, today, texts)).toEqual({
      departureOn: 'past',
    })
  })

  test('containers are a whole number from 0 to 1000; every required field left empty is named', () => {
    for (const count of ['1001', '-1', '2.5', 'two', '10000']) {
      expect(permitProblems({ ...filled, containerCount: count }, today, texts)).toEqual({
        containerCount: 'containers',
      })
    }
    const empty = Object.fromEntries(Object.keys(filled).map((key) => [key, ''])) as PermitValues
    expect(Object.keys(permitProblems(empty, today, texts)).sort()).toEqual([
      'cargoType',
      'containerCount',
      'countryId',
      'departureOn',
      'driverId',
      'permitTypeId',
      'returnOn',
    ])
  })

  test('the car, shown once a driver is chosen, is asked for only then', () => {
    expect(permitProblems({ ...filled, driverId: '', carId: '' }, today, texts)).toEqual({
      driverId: 'required',
    })
    expect(permitProblems({ ...filled, carId: '' }, today, texts)).toEqual({ carId: 'required' })
  })
})
