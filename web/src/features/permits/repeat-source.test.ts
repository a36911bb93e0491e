import { describe, expect, test } from 'vitest'
import type { PermitHistory_PermitFragment } from '../../gql/graphql'
import { repeatSourceOf } from './repeat-source'

const permit = {
  id: '12',
  kind: 'LEGAL_ENTITY',
  country: { id: '7' },
  permitType: { id: '2' },
  cargoType: 'Pagta',
  containerCount: 3,
  description: 'Sowgatlyk',
  departureOn: '2026-12-01',
  returnOn: '2026-12-10',
  driver: { id: '4' },
  car: { id: '5', plateNumber: 'AG 1 AG' },
  trailer: null,
} as unknown as PermitHistory_PermitFragment

describe('a repeated e-permit', () => {
  test('passes on everything but the trip’s dates; no trailer stays none', () => {
    const source = repeatSourceOf(permit)
    expect(source).toEqual({
      permitId: '12',
      kind: 'LEGAL_ENTITY',
      countryId: '7',
      permitTypeId: '2',
      cargoType: 'Pagta',
      containerCount: '3',
      description: 'Sowgatlyk',
      driverId: '4',
      carId: '5',
      trailerId: null,
    })
    expect(JSON.stringify(source)).not.toContain('2026-12')
  })

  test('a driver or car removed since (null) is left unpicked', () => {
    const source = repeatSourceOf({ ...permit, driver: null, car: null })
    expect([source.driverId, source.carId]).toEqual([null, null])
  })
})
