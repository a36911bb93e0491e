import { describe, expect } from 'vitest'
import { enterpriseToday } from '../calendar/days.js'
import { haulier } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import { permitReadyHaulier, requestPermit } from '../testing/permits.js'
import { seedCargoPermission, seedOnlineApplication } from '../testing/requests.js'
import type { TestServer } from '../testing/test-server.js'

/** The haulier's own history, narrowed (issue 28, ADR 0089): in SQL, counted under the filter. */

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)
const keysOf = (items: { model_id: number; id: number }[]) =>
  items.map((item) => [item.model_id, item.id])
const idsOf = (list: { id: number }[]) => list.map((item) => item.id)

async function seedHistory(server: TestServer, userId: number) {
  return {
    load: await seedCargoPermission(server, userId, 2, {
      number: 'LD-77/A',
      createdAt: daysAgo(1),
    }),
    unload: await seedCargoPermission(server, userId, 3, {
      number: 'UL-12',
      status: 1,
      createdAt: daysAgo(5),
    }),
    application: await seedOnlineApplication(server, userId, {
      number: 'OA-5',
      status: 2,
      createdAt: daysAgo(40),
    }),
  }
}

describe('GET /api/history/{page} with filters', () => {
  it('narrows by status, kind, filing days and text, alone and together, counting what is left', async ({
    server,
  }) => {
    const user = await haulier(server)
    const other = await haulier(server)
    await seedCargoPermission(server, other.id, 2, { number: 'LD-77/A' })
    const { load, unload, application } = await seedHistory(server, user.id)
    const history = async (query: string) => {
      const answer = await server.get(`/api/history/1${query}`, { token: user.token, lang: 'en' })
      expect(answer.status).toBe(200)
      return answer.body as { payload: { model_id: number; id: number }[]; history_length: number }
    }

    const all = await history('')
    expect(keysOf(all.payload)).toEqual([
      [2, load],
      [3, unload],
      [1, application],
    ])
    expect(all.history_length).toBe(3)
    expect(keysOf((await history('?status=1')).payload)).toEqual([[3, unload]])
    expect(keysOf((await history('?model_id=1')).payload)).toEqual([[1, application]])
    expect(keysOf((await history('?model_id=2')).payload)).toEqual([[2, load]])
    const lastWeek = enterpriseToday(daysAgo(7))
    const recent = await history(`?filed_from=${lastWeek}`)
    expect(keysOf(recent.payload)).toEqual([
      [2, load],
      [3, unload],
    ])
    expect(recent.history_length).toBe(2)
    expect(keysOf((await history(`?filed_to=${lastWeek}`)).payload)).toEqual([[1, application]])
    // Part of a permission number, any case; another haulier's same number stays theirs.
    const byNumber = await history('?q=ld-77')
    expect(keysOf(byNumber.payload)).toEqual([[2, load]])
    expect(byNumber.history_length).toBe(1)
    expect(keysOf((await history('?q=OA-5')).payload)).toEqual([[1, application]])
    // The CMR number the seeds file (permissions CMR-778812, applications CMR-55120).
    expect((await history('?q=CMR-7788')).history_length).toBe(2)
    expect((await history('?q=%25')).payload).toEqual([])
    const together = await history(`?status=0&model_id=2&filed_from=${lastWeek}&q=77`)
    expect(keysOf(together.payload)).toEqual([[2, load]])
    expect((await history('?status=0&model_id=3')).history_length).toBe(0)
  })

  it('refuses a bad day, an unknown status or kind, with the parameter named', async ({
    server,
  }) => {
    const user = await haulier(server)
    for (const query of ['filed_from=2026-02-30', 'filed_to=yesterday', 'status=7', 'model_id=4']) {
      const answer = await server.get(`/api/history/1?${query}`, { token: user.token, lang: 'en' })
      expect(answer.status, query).toBe(422)
      const [name] = query.split('=') as [string]
      expect(Object.keys(answer.body.errors), query).toEqual([name])
      expect(answer.body.errors[name][0], query).toMatch(/\w+/)
    }
    const russian = await server.get('/api/history/1?status=9', { token: user.token, lang: 'ru' })
    expect(russian.status).toBe(422)
    expect(russian.text).toMatch(/[а-я]/)
  })
})

describe('GET /api/request-to-permission with filters', () => {
  it('narrows the e-permit history by status, country, days and number, counting what is left', async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    const [home, abroad] = user.ref.countryIds
    const first = await requestPermit(server, user, { type_of_cargo: 'Pagta süýümi' })
    const second = await requestPermit(server, user, { country: abroad, type_of_cargo: 'Kerpiç' })
    await server.db.updateTable('permits').set({ status: 2 }).where('id', '=', first).execute()
    await server.db
      .updateTable('permits')
      .set({ created_at: daysAgo(30) })
      .where('id', '=', first)
      .execute()
    const list = async (query: string) => {
      const answer = await server.get(`/api/request-to-permission?page=1${query}`, {
        token: user.token,
      })
      expect(answer.status).toBe(200)
      return answer.body.data as { permits: { id: number }[]; permits_count: number }
    }

    expect(idsOf((await list('')).permits)).toEqual([second, first])
    expect(idsOf((await list('&status=2')).permits)).toEqual([first])
    const byCountry = await list(`&country_id=${abroad}`)
    expect(idsOf(byCountry.permits)).toEqual([second])
    expect(byCountry.permits_count).toBe(1)
    expect(idsOf((await list(`&country_id=${home}`)).permits)).toEqual([first])
    expect(idsOf((await list(`&filed_from=${enterpriseToday(daysAgo(7))}`)).permits)).toEqual([
      second,
    ])
    expect(idsOf((await list(`&q=${first}`)).permits)).toEqual([first])
    expect(idsOf((await list('&q=kerpi')).permits)).toEqual([second])
    const together = await list(`&status=1&country_id=${abroad}&q=${second}`)
    expect(together).toMatchObject({ permits_count: 1 })
    expect((await list(`&status=2&country_id=${abroad}`)).permits_count).toBe(0)
    // The earlier client's call (no page, no filter) still lists everything.
    const everything = await server.get('/api/request-to-permission', { token: user.token })
    expect(idsOf(everything.body.data.permits)).toEqual([second, first])
    expect(everything.body.data.permits_count).toBeUndefined()
  })

  it('refuses a bad day or an unknown status', async ({ server }) => {
    const user = await haulier(server)
    for (const query of ['filed_from=2026-13-01', 'status=0', 'status=new', 'country_id=-1']) {
      const answer = await server.get(`/api/request-to-permission?${query}`, { token: user.token })
      expect(answer.status, query).toBe(422)
      expect(Object.keys(answer.body.errors), query).toEqual([query.split('=')[0]])
    }
  })
})
