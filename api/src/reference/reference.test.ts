import { describe, expect } from 'vitest'
import { it } from '../testing/fixtures.js'

describe('reference data', () => {
  it('answers every list in three languages to anyone, without a session', async ({ server }) => {
    const answer = await server.get('/api/reference-data')
    expect(answer.status).toBe(200)
    const data = answer.body
    const counts = await Promise.all(
      (
        [
          'countries',
          'brands',
          'driving_license_categories',
          'permit_types',
          'license_types',
        ] as const
      ).map(async (table) =>
        Number(
          (
            await server.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    )
    expect([
      data.countries.length,
      data.brands.length,
      data.driving_licence_categories.length,
      data.permit_types.length,
      data.license_types.length,
    ]).toEqual(counts)
    const turkmenistan = data.countries.find((country: any) => country.code === 'tm')
    expect(turkmenistan).toMatchObject({ name_tm: 'Türkmenistan', name_ru: 'Туркменистан' })
    expect(data.permit_types.map((type: any) => type.number)).toEqual([1, 2, 3, 4])
    expect(data.permit_types[0].price).toBeGreaterThan(0)
    expect(new Set(data.brands.map((brand: any) => brand.kind))).toEqual(
      new Set(['truck', 'trailer', 'both']),
    )
    expect(data.validity_period).toBe('30')
    // Ashgabat is UTC+5 all year: today there, plus the 30 days.
    const ashgabatToday = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10)
    const expected = new Date(Date.parse(ashgabatToday) + 30 * 86_400_000).toISOString()
    expect(data.permission_valid_until).toBe(expected.slice(0, 10))
  })

  it('nests every city under its own region', async ({ server }) => {
    const { body } = await server.get('/api/reference-data')
    const cities = await server.db.selectFrom('cities').select(['id', 'region_id']).execute()
    const nested = body.regions.flatMap((region: any) =>
      region.cities.map((city: any) => ({ id: city.id, region_id: region.id })),
    )
    expect(nested).toHaveLength(cities.length)
    expect(nested).toEqual(expect.arrayContaining(cities))
  })
})

describe('border checkpoints', () => {
  it('answers the 13 checkpoints with region, bordering country and place', async ({ server }) => {
    const answer = await server.get('/api/checkpoints')
    expect(answer.status).toBe(200)
    const { checkpoints } = answer.body
    expect(checkpoints).toHaveLength(13)
    const howdan = checkpoints.find((checkpoint: any) => checkpoint.code === 'howdan')
    expect(howdan).toMatchObject({
      name_en: 'Gaudan – Bajgiran',
      region: { name_en: expect.stringContaining('Ahal') },
      country: { code: 'ir' },
      lat: 37.656,
      lon: 58.406,
    })
    for (const checkpoint of checkpoints) {
      // Every marker lands inside Turkmenistan's bounding box.
      expect(checkpoint.lat).toBeGreaterThan(35)
      expect(checkpoint.lat).toBeLessThan(43)
      expect(checkpoint.lon).toBeGreaterThan(52)
      expect(checkpoint.lon).toBeLessThan(67)
      expect(checkpoint.description_tm.length).toBeGreaterThan(20)
    }
  })
})
