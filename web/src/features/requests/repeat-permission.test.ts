import { describe, expect, test } from 'vitest'
import type { RequestHistory_PageFragment } from '../../gql/graphql'
import { permissionTabOf, repeatOf, repeatStateOf } from './repeat-permission'

type Filed = Extract<
  RequestHistory_PageFragment['items'][number],
  { __typename: 'CargoPermission' }
>

const filed = {
  __typename: 'CargoPermission',
  id: '3',
  model: 'UNLOADING_PERMISSION',
  status: 'PENDING',
  permissionNumber: 'UR-1',
  cmrNumber: 'CMR-1',
  createdAt: '2026-11-24T10:00:00Z',
  statusHistory: [],
  driverFullName: 'Serdar Orazow',
  plateNumber: 'AG 1 AG',
  loadingPoint: 'Türkmenbaşy',
  unloadingPoint: 'Baku',
  route: 'Türkmenbaşy — Baku',
  cargo: 'Polipropilen',
  cargoOwner: 'Türkmenhimiýa',
  applicant: 'Ulag Hyzmat HJ',
  placeOfIssue: 'Türkmenbaşy',
  vehicleCountry: { __typename: 'Country', id: '9' },
  vehicleBrand: null,
} satisfies Filed

describe('a repeated permission', () => {
  test('opens the tab of its direction with what was filed, its numbers left out', () => {
    expect(permissionTabOf(filed)).toBe('/online-application/unloadPermissionTab')
    const { repeat } = repeatStateOf(filed)
    expect(repeat.number).toBe('UR-1')
    expect(repeat.values).toMatchObject({
      vehicleCountryId: '9',
      vehicleBrandId: '',
      route: filed.route,
    })
    expect(repeat.values).not.toHaveProperty('permissionNumber')
    expect(repeat.values).not.toHaveProperty('cmrNumber')
  })

  test('is read back from the location’s state; anything else there is none, unknown fields dropped', () => {
    expect(repeatOf(repeatStateOf(filed))).toEqual(repeatStateOf(filed).repeat)
    for (const state of [null, undefined, 'x', {}, { repeat: null }, { repeat: { number: 1 } }]) {
      expect(repeatOf(state)).toBeNull()
    }
    const odd = { repeat: { number: 'UR-1', values: { route: 'A — B', admin: 'yes', cargo: 5 } } }
    expect(repeatOf(odd)).toEqual({ number: 'UR-1', values: { route: 'A — B' } })
  })
})
