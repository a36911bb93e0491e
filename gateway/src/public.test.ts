import { describe, expect, test } from 'vitest'
import { dataOf } from './testing/browser.js'
import { stackForThisFile } from './testing/stack.js'

const stack = stackForThisFile()

describe('public content through GraphQL', () => {
  test('the main page: four latest news with posters on the gateway, in three languages', async () => {
    const data = dataOf(
      await stack.browser().graphql(`{
        latestNews { id title { tm ru en } bodyHtml { ru } posterUrl publishedAt views }
      }`),
    )
    expect(data.latestNews).toHaveLength(4)
    const [first] = data.latestNews
    expect(first.title.tm).not.toBe(first.title.en)
    expect(first.posterUrl).toMatch(/^\/storage\/posters\/[\w-]+\.svg$/)
    const poster = await stack.browser().get(first.posterUrl)
    expect(poster.status).toBe(200)
    expect(poster.headers.get('content-type')).toContain('image/svg+xml')
  })

  test('news pages of 12 with totals; a page past the last is null', async () => {
    const data = dataOf(
      await stack.browser().graphql(`{
        second: newsPage(page: 2) { items { id } pageInfo { page pageSize totalCount pageCount hasNextPage hasPreviousPage } }
        past: newsPage(page: 99) { items { id } }
      }`),
    )
    expect(data.second.items).toHaveLength(12)
    expect(data.second.pageInfo).toEqual({
      page: 2,
      pageSize: 12,
      totalCount: 30,
      pageCount: 3,
      hasNextPage: true,
      hasPreviousPage: true,
    })
    expect(data.past).toBeNull()
  })

  test('reading an article counts a view and brings related news; an unknown id is null', async () => {
    const read = `query ($id: ID!) { newsArticle(id: $id) { item { id views } relatedNews { id } } }`
    const first = dataOf(await stack.browser().graphql(read, { id: '5' })).newsArticle
    const second = dataOf(await stack.browser().graphql(read, { id: '5' })).newsArticle
    expect(second.item.views).toBe(first.item.views + 1)
    expect(first.relatedNews).toHaveLength(4)
    expect(dataOf(await stack.browser().graphql(read, { id: '99999' })).newsArticle).toBeNull()
    expect(dataOf(await stack.browser().graphql(read, { id: 'not-an-id' })).newsArticle).toBeNull()
  })

  test('the informational pages', async () => {
    const data = dataOf(
      await stack.browser().graphql(`{
        servicesPage { title { en } sections { code title { ru } services { code title { tm } } } }
        aboutPage { foundedIn introduction { en } duties { code text { ru } } }
        contactsPage { address { en } workingHours { days opensAt closesAt } departments { code name { en } phones emails } }
      }`),
    )
    expect(data.servicesPage.sections).toHaveLength(3)
    expect(data.aboutPage.foundedIn).toBe('1994-02')
    expect(data.aboutPage.duties).toHaveLength(14)
    expect(data.aboutPage.introduction.length).toBeGreaterThan(0)
    expect(data.contactsPage.workingHours).toEqual([
      { days: 'mon-fri', opensAt: '09:00', closesAt: '18:00' },
      { days: 'sat', opensAt: '09:00', closesAt: '13:00' },
    ])
    expect(data.contactsPage.departments.map((d: { code: string }) => d.code)).toEqual([
      'GENERAL',
      'TECHNICAL',
    ])
  })

  test('13 checkpoints with their region, bordering country and coordinates', async () => {
    const { checkpoints } = dataOf(
      await stack.browser().graphql(`{
        checkpoints { id code name { tm ru en } description { en } region { id name { en } cities { id } }
          borderingCountry { code name { en } } latitude longitude phone }
      }`),
    )
    expect(checkpoints).toHaveLength(13)
    for (const checkpoint of checkpoints) {
      expect(checkpoint.region.cities.length).toBeGreaterThan(0)
      expect(checkpoint.latitude).toBeGreaterThan(35)
      expect(checkpoint.latitude).toBeLessThan(43)
      expect(checkpoint.longitude).toBeGreaterThan(52)
      expect(checkpoint.longitude).toBeLessThan(67)
    }
  })

  test('reference lists: countries, brands by vehicle type, categories, licence and permit types, regions, validity', async () => {
    const data = dataOf(
      await stack.browser().graphql(`{
        countries { id code permitDestination name { en } }
        trailerBrands: brands(vehicleType: TRAILER) { kind }
        carBrands: brands(vehicleType: CAR) { kind }
        brands { id }
        drivingLicenceCategories { id name description { ru } }
        licenceTypes { id name { tm } }
        permitTypes { id number name { en } description { ru } price }
        regions { id name { en } cities { id name { ru } region { id } } }
        permissionValidityDays
      }`),
    )
    expect(data.countries.some((c: { code: string }) => c.code === 'tm')).toBe(true)
    // Every country is an e-permit's destination but the home one.
    for (const country of data.countries as { code: string; permitDestination: boolean }[]) {
      expect(country.permitDestination, country.code).toBe(country.code !== 'tm')
    }
    expect(new Set(data.trailerBrands.map((b: { kind: string }) => b.kind))).toEqual(
      new Set(['TRAILER', 'BOTH']),
    )
    expect(new Set(data.carBrands.map((b: { kind: string }) => b.kind))).toEqual(
      new Set(['TRUCK', 'BOTH']),
    )
    const both = data.carBrands.filter((b: { kind: string }) => b.kind === 'BOTH').length
    expect(data.brands).toHaveLength(data.carBrands.length + data.trailerBrands.length - both)
    expect(data.permitTypes.map((t: { number: number }) => t.number)).toEqual([1, 2, 3, 4])
    expect(data.permissionValidityDays).toBe(30)
    const [region] = data.regions
    expect(region.cities[0].region.id).toBe(region.id)
  })
})

describe('feedback', () => {
  test('a message reaches the department', async () => {
    const answer = dataOf(
      await stack
        .browser()
        .graphql(
          `mutation ($input: FeedbackInput!) { sendFeedback(input: $input) { sent userErrors { field code message } } }`,
          {
            input: {
              department: 'TECHNICAL',
              name: 'Aýna Berdiýewa',
              email: 'ayna@example.com',
              phone: '+993 61 23 45 67',
              message: 'Portalda e-rugsatnama sahypasy açylmaýar.',
            },
          },
        ),
    )
    expect(answer.sendFeedback).toEqual({ sent: true, userErrors: [] })
  })

  test("the API's 422 comes back as userErrors under the input's field names, in the request's language", async () => {
    const answer = await stack
      .browser({ lang: 'ru' })
      .graphql(
        `mutation ($input: FeedbackInput!) { sendFeedback(input: $input) { sent userErrors { field code message } } }`,
        { input: { name: ' ', phone: '12345', message: 'Salam', email: 'not-mail' } },
      )
    expect(answer.status).toBe(200)
    expect(answer.errors).toBeUndefined()
    const { sent, userErrors } = answer.data.sendFeedback
    expect(sent).toBe(false)
    const fields = userErrors.map((e: { field: string[] }) => e.field.join('.')).sort()
    expect(fields).toEqual(['email', 'name', 'phone'])
    for (const error of userErrors) {
      expect(error.code).toBe('INVALID')
      expect(error.message).toMatch(/[а-яё]/i)
    }
  })
})
