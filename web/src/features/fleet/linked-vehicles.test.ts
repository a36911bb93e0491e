import { describe, expect, test } from 'vitest'
import { linkedVehicleOptions, withVehicleFields } from './linked-vehicles'

const vehicle = (id: string, plateNumber: string, driver: { id: string; name: string } | null) => ({
  __typename: 'Vehicle' as const,
  id,
  plateNumber,
  brand: { __typename: 'Brand' as const, id: '1', title: 'MAN' },
  driver: driver && { __typename: 'Driver' as const, ...driver, surname: 'Annaýew' },
})

describe("a driver's cars and trailers", () => {
  test('read as brand and plate, naming another driver who has one now', () => {
    const refs = [
      vehicle('1', 'AG 1111 AG', null),
      vehicle('2', 'AG 2222 AG', { id: '7', name: 'Döwlet' }),
      vehicle('3', 'AG 3333 AG', { id: '8', name: 'Merdan' }),
    ]
    const options = linkedVehicleOptions(refs as never, '8', (name) => `now with ${name}`)
    expect(options).toEqual([
      { value: '1', label: 'MAN · AG 1111 AG' },
      { value: '2', label: 'MAN · AG 2222 AG (now with Döwlet Annaýew)' },
      { value: '3', label: 'MAN · AG 3333 AG' },
    ])
  })

  test('a problem with an item of vehicleIds goes under the cars or the trailers by its index', () => {
    const error = (field: string[] | null) => ({ field, message: 'm', code: 'INVALID' })
    const payload = {
      userErrors: [
        error(['vehicleIds', '0']),
        error(['vehicleIds', '1']),
        error(['vehicleIds', '2']),
        error(['vehicleIds']),
        error(['name']),
        error(null),
      ],
    }
    expect(withVehicleFields(payload, 2).userErrors.map((each) => each.field)).toEqual([
      ['carIds'],
      ['carIds'],
      ['trailerIds'],
      ['carIds'],
      ['name'],
      null,
    ])
  })
})
