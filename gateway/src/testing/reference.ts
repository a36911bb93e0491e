import { type Browser, dataOf } from './browser.js'

/** Ids from the reference lists that cabinet tests fill their forms with. */
export async function referenceIds(browser: Browser) {
  const data = dataOf(
    await browser.graphql(`{
      regions { id cities { id } }
      licenceTypes { id }
      brands { id kind }
      countries { id code }
      drivingLicenceCategories { id name }
      permitTypes { id number price }
    }`),
  )
  const brandOf = (kind: string) =>
    data.brands.find((brand: { kind: string }) => brand.kind === kind).id as string
  return {
    regionId: data.regions[0].id as string,
    cityId: data.regions[0].cities[0].id as string,
    licenceTypeIds: data.licenceTypes.slice(0, 2).map((t: { id: string }) => t.id) as string[],
    truckBrandId: brandOf('TRUCK'),
    trailerBrandId: brandOf('TRAILER'),
    countryId: data.countries.find((c: { code: string }) => c.code === 'tr').id as string,
    categoryIds: data.drivingLicenceCategories
      .slice(0, 2)
      .map((c: { id: string }) => c.id) as string[],
    permitType: data.permitTypes[0] as { id: string; number: number; price: number },
  }
}

/** A calendar day `days` from today, yyyy-mm-dd. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}
