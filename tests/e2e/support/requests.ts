import { expect } from '@playwright/test'
import type { GatewayClient } from './gateway.js'

/** Files loading permissions (or unloading ones) through the gateway, as the haulier. */
export async function seedPermissions(
  gateway: GatewayClient,
  numbers: readonly string[],
  direction: 'Loading' | 'Unloading' = 'Loading',
) {
  const ids = await gateway.call<{ brands: { id: string }[]; countries: { id: string }[] }>(
    '{ brands(vehicleType: CAR) { id } countries { id } }',
  )
  const vehicleBrandId = ids.brands[0]?.id
  const vehicleCountryId = ids.countries[0]?.id
  for (const permissionNumber of numbers) {
    const answer = await gateway.call<Record<string, { userErrors: unknown[] }>>(
      `mutation ($input: CargoPermissionInput!) { filed: file${direction}Permission(input: $input) { userErrors { message } } }`,
      {
        input: {
          permissionNumber,
          vehicleBrandId,
          vehicleCountryId,
          plateNumber: 'AG 5555 AG',
          driverFullName: 'Serdar Orazow',
          loadingPoint: 'Türkmenbaşy',
          unloadingPoint: 'Baku',
          route: 'Türkmenbaşy — Baku',
          cargo: 'Polipropilen',
          cargoOwner: 'Türkmenhimiýa',
          applicant: 'Ulag Hyzmat HJ',
          placeOfIssue: 'Türkmenbaşy',
          cmrNumber: `CMR-${permissionNumber}`,
        },
      },
    )
    expect(answer.filed?.userErrors).toEqual([])
  }
}
