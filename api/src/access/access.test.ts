import Fastify from 'fastify'
import { describe, expect } from 'vitest'
import { createAccount } from '../testing/accounts.js'
import { operator } from '../testing/cabinet.js'
import { memberOf } from '../testing/companies.js'
import { it } from '../testing/fixtures.js'
import type { TestServer } from '../testing/test-server.js'
import { registerAccessRules, registeredRoutes } from './access.js'
import { ACCESS_RULES, type Access } from './rules.js'

type Caller = 'nobody' | 'operator' | 'administrator' | 'dispatcher' | 'viewer' | 'suspended'

/** Who each rule lets through; everyone else is refused with a 401 or a 403. */
const ALLOWED: Record<Exclude<Access, 'public'>, Caller[]> = {
  account: ['operator', 'administrator', 'dispatcher', 'viewer', 'suspended'],
  read: ['administrator', 'dispatcher', 'viewer'],
  write: ['administrator', 'dispatcher'],
  members: ['administrator'],
  'read-or-operator': ['operator', 'administrator', 'dispatcher', 'viewer'],
  operator: ['operator'],
}

/** A concrete path for a template: ids no record has, so an allowed call changes nothing. */
function pathOf(template: string) {
  return template
    .replace(/:(is_legal|isLegal|isCar|page|model_id|model)\b/g, '1')
    .replace(':subject', 'permit')
    .replace(/:\w+/g, '999999')
}

/** A new session of each caller; the dispatcher, viewer and suspended member are of one company. */
async function callers(server: TestServer) {
  const founder = await createAccount(server)
  const suspended = await memberOf(server, founder.id, 'dispatcher')
  await server.db
    .updateTable('company_members')
    .set({ status: 'suspended' })
    .where('id', '=', suspended.memberId)
    .execute()
  return {
    operator: (await operator(server)).token,
    administrator: founder.token,
    dispatcher: (await memberOf(server, founder.id, 'dispatcher')).token,
    viewer: (await memberOf(server, founder.id, 'viewer')).token,
    suspended: suspended.token,
  } satisfies Record<Exclude<Caller, 'nobody'>, string>
}

describe('access rules', () => {
  it('names every registered route, and only those', async ({ server }) => {
    expect(server.url).toBeTruthy()
    const registered = [...registeredRoutes().keys()]
    const ruled = Object.keys(ACCESS_RULES)
    expect(registered.filter((key) => !ruled.includes(key))).toEqual([])
    // OPTIONS * exists only where CORS_ORIGINS names an origin, the reminders' run only where
    // REMINDER_RUN_ON_REQUEST is set (tests only).
    const conditional = ['OPTIONS *', 'POST /api/reminders/run']
    expect(ruled.filter((key) => !registered.includes(key) && !conditional.includes(key))).toEqual(
      [],
    )
  })

  it('refuses to start an API with a route that has no rule', async () => {
    const app = Fastify()
    registerAccessRules(app)
    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow(
      /GET \/api\/forgotten has no access rule/,
    )
    await app.close()
  })

  it('lets through every route exactly the callers its rule names, and refuses the others', {
    timeout: 300_000,
  }, async ({ server }) => {
    const sessions = await callers(server)
    // A logout ends its session: it is called last, once the other routes are done.
    const routes = [...registeredRoutes()]
      .filter(
        ([key, access]) => access !== 'public' && !key.startsWith('HEAD') && key !== 'OPTIONS *',
      )
      .sort(([a], [b]) => Number(a === 'GET /api/logout') - Number(b === 'GET /api/logout'))
    const wrong: string[] = []
    expect(routes.length).toBeGreaterThan(60)
    for (const [key, access] of routes) {
      const [method, template] = key.split(' ') as [string, string]
      const allowed = ALLOWED[access as Exclude<Access, 'public'>]
      for (const caller of ['nobody', ...Object.keys(sessions)] as Caller[]) {
        const token = caller === 'nobody' ? undefined : sessions[caller]
        const answer = await fetch(`${server.url}${pathOf(template)}`, {
          method,
          headers: {
            'accept-language': 'en',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(method === 'GET' || method === 'DELETE'
              ? {}
              : { 'content-type': 'application/json' }),
          },
          body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
        })
        const refused = answer.status === 401 || answer.status === 403
        const expected = caller === 'nobody' ? 401 : 403
        if (allowed.includes(caller) ? refused : answer.status !== expected) {
          wrong.push(`${key} as ${caller}: ${answer.status}`)
        }
        await answer.body?.cancel()
      }
    }
    expect(wrong).toEqual([])
  })

  it('tells a refused member which role refused them, in their language', async ({ server }) => {
    const founder = await createAccount(server)
    const viewer = await memberOf(server, founder.id, 'viewer')
    const body = { name: 'Aman', surname: 'Amanow' }
    const en = await server.post('/api/driver', body, { token: viewer.token, lang: 'en' })
    expect(en.status).toBe(403)
    expect(en.body.message).toBe(
      'Your role in this company (viewer) lets you read, not change anything.',
    )
    const ru = await server.post('/api/driver', body, { token: viewer.token, lang: 'ru' })
    expect(ru.body.message).toBe(
      'Ваша роль в компании («наблюдатель») позволяет только просмотр, без изменений.',
    )
    const dispatcher = await memberOf(server, founder.id, 'dispatcher')
    const invite = await server.post(
      '/api/company/invitations',
      { email: 'someone@example.com', role: 'viewer' },
      { token: dispatcher.token, lang: 'tm' },
    )
    expect(invite.status).toBe(403)
    expect(invite.body.message).toContain('dispetçer wezipäňiz')
  })
})
