import { describe, expect } from 'vitest'
import { haulier, operator, referenceIds, seedClientProfile } from '../testing/cabinet.js'
import { legalDocuments, legalFields, profileForm } from '../testing/clients.js'
import { it, test } from '../testing/fixtures.js'
import { linkIn } from '../testing/outbox.js'
import type { TestServer } from '../testing/test-server.js'

/**
 * Every id and number a request carries is range-checked and of its own type (a JSON body is not
 * coerced; a path, a query or a form field is read as plain digits), and every text field holds
 * only the characters its kind allows.
 */

let ref: Awaited<ReturnType<typeof referenceIds>>
test.beforeAll(async ({ server }) => {
  ref = await referenceIds(server)
})

/** A JSON body whose `field` is the literal `number` (1e309 and the like cannot be stringified). */
const withLiteral = (body: object, field: string, number: string) => ({
  raw: {
    body: JSON.stringify({ ...body, [field]: '@' }).replace('"@"', number),
    type: 'application/json',
  },
})

describe('ids and numbers', () => {
  it('answers a reset link whose user id is out of range or no number as an invalid link, never 500', async ({
    server,
  }) => {
    const user = await haulier(server)
    await server.post('/api/passwd-reset', { phase: 1, email: user.email })
    await server.mailDelivered()
    const link = linkIn(await server.outbox.latestTo(user.email))
    const link_value = decodeURIComponent(link.pathname.split('/').at(-1) ?? '')
    const phase2 = { phase: 2, link_value }
    const phase3 = {
      phase: 3,
      link_value,
      new_password: 'Taze-parol-7',
      new_password_confirmation: 'Taze-parol-7',
    }
    // Numbers and texts that name no row: the link is invalid (spec §8), as an unknown one is.
    const invalidLinks = [
      2 ** 31,
      2 ** 53,
      1e308,
      -1,
      0,
      1.5,
      null,
      'Infinity',
      '2147483648',
      '0x1',
      '01',
      '+1',
      '1e0',
      '',
    ]
    // Each from its own address: invalid links count against an address's 20 (ADR 0006).
    let address = 0
    const from = () => ({ lang: 'en', headers: { 'x-forwarded-for': `10.7.0.${++address}` } })
    for (const body of [phase2, phase3]) {
      for (const user_id of invalidLinks) {
        const answer = await server.post('/api/passwd-reset', { ...body, user_id }, from())
        expect(answer.status, `${body.phase} ${JSON.stringify(user_id)}`).toBe(200)
        expect(answer.body.status, JSON.stringify(user_id)).toBe('failure')
      }
      // No address holds these: a 422 on the field.
      for (const user_id of [true, [1], {}]) {
        const answer = await server.post('/api/passwd-reset', { ...body, user_id }, { lang: 'en' })
        expect(answer.status, `${body.phase} ${JSON.stringify(user_id)}`).toBe(422)
        expect(Object.keys(answer.body.errors), JSON.stringify(user_id)).toEqual(['user_id'])
      }
      for (const literal of ['1e309', '-1e309']) {
        const answer = await server.request(
          'POST',
          '/api/passwd-reset',
          withLiteral(body, 'user_id', literal),
        )
        expect(answer.status, literal).toBe(422)
      }
    }
    // The earlier client sends the id as the text it read from the link's query string.
    const id = link.searchParams.get('user_id')
    expect((await server.post('/api/passwd-reset', { ...phase2, user_id: id })).body).toEqual({
      status: 'success',
    })
    expect((await server.post('/api/passwd-reset', { ...phase3, user_id: id })).body.status).toBe(
      'success',
    )
  })

  it('takes a deposit only as a JSON number of manat, and the kind only as a flag', async ({
    server,
  }) => {
    const staff = await operator(server)
    const client = await haulier(server)
    await seedClientProfile(server, client.id, false, 10)
    const post = (body: object) =>
      server.post('/api/operator/deposit', body, { token: staff.token, lang: 'en' })
    const good = { user_id: client.id, is_legal: 0, balance: 25 }

    for (const balance of [null, true, [5], '1e2', '100', {}, '']) {
      const answer = await post({ ...good, balance })
      expect(answer.status, JSON.stringify(balance)).toBe(422)
      expect(Object.keys(answer.body.errors)).toEqual(['balance'])
    }
    expect((await post({ ...good, balance: '5' })).body.errors.balance).toEqual([
      'The balance must be a number.',
    ])
    for (const is_legal of [null, 'true', 'false', 2, -1, [0], '', 'yes']) {
      const answer = await post({ ...good, is_legal })
      expect(answer.status, JSON.stringify(is_legal)).toBe(422)
      expect(Object.keys(answer.body.errors)).toEqual(['is_legal'])
    }
    for (const user_id of [2 ** 31, 2 ** 53, '7', 0]) {
      expect((await post({ ...good, user_id })).status, String(user_id)).toBe(422)
    }
    const balance = await server.db
      .selectFrom('client_profiles')
      .select('balance')
      .where('user_id', '=', client.id)
      .executeTakeFirstOrThrow()
    expect(balance.balance).toBe(10)
    for (const is_legal of [0, '0', false]) {
      expect((await post({ ...good, is_legal })).body).toEqual({ status: 'success', balance: 25 })
    }
  })

  it('reads a path id as its plain digits only: 0x1, 1e0, +1, 01 and the like are 404', async ({
    server,
  }) => {
    const [news] = (await server.get('/api/main')).body as { id: number }[]
    const id = news?.id ?? 1
    expect((await server.get(`/api/news/${id}`)).status).toBe(200)
    const spellings = [
      `0x${id.toString(16)}`,
      `${id}e0`,
      `+${id}`,
      `0${id}`,
      `${id}.0`,
      ` ${id}`,
      `${id} `,
      '１',
      '2147483648',
      '9007199254740993',
      '1e308',
      'Infinity',
      'NaN',
      '-1',
      '0',
    ]
    for (const spelling of spellings) {
      const answer = await server.get(`/api/news/${encodeURIComponent(spelling)}`, { lang: 'en' })
      expect(answer.status, spelling).toBe(404)
      expect(answer.body, spelling).toEqual({ message: expect.any(String) })
    }
    expect((await server.get('/api/news-all/01')).status).toBe(404)
    expect((await server.get('/api/news-all/1')).status).toBe(200)
  })

  it('reads a query number as plain digits too', async ({ server }) => {
    const staff = await operator(server)
    const list = (query: string) =>
      server.get(`/api/operator/permits?${query}`, { token: staff.token })
    expect((await list('page=2')).status).toBe(200)
    for (const query of [
      'page=01',
      'page=1e0',
      'page=0x1',
      'page=+1',
      'page=1.0',
      'page=0',
      'page=2147483648',
      'status=1&status=2',
    ]) {
      expect((await list(query)).status, query).toBe(422)
    }
  })

  it('reads the numbers of a multipart form as plain digits', async ({ server }) => {
    const user = await haulier(server)
    const form = profileForm(
      legalFields(ref.cityId, { city_id: `0x${ref.cityId.toString(16)}` }),
      [],
      legalDocuments(),
    )
    form.append('license_types[0]', `0${ref.licenseTypeIds[0]}`)
    const answer = await server.postForm('/api/legal/store', form, {
      token: user.token,
      lang: 'en',
    })
    expect(answer.status).toBe(422)
    expect(answer.body.errors.city_id).toEqual(['The city must be a whole number.'])
    expect(Object.keys(answer.body.errors)).toContain('license_types.0')
    const rows = await server.db
      .selectFrom('client_profiles')
      .select('id')
      .where('user_id', '=', user.id)
      .execute()
    expect(rows).toEqual([])
  })
})

describe('text', () => {
  const feedback = {
    department: 'general_dep',
    name: 'Serdar',
    email: 'serdar@example.com',
    phone: '+99361234567',
    message: 'Salam',
  }
  const storedNamed = async (server: TestServer, name: string) =>
    server.db
      .selectFrom('feedback_messages')
      .select('id')
      .where('name', 'like', `%${name}%`)
      .execute()

  it('refuses a line break in a one-line field, in the language of the person', async ({
    server,
  }) => {
    const name = 'Serdar\r\nBcc: everyone@tmulag.gov.tm'
    const expected = {
      en: 'The name field must be one line of visible text, without line breaks, control or invisible characters.',
      ru: 'Поле «Имя» должно быть одной строкой видимого текста, без переводов строки, управляющих и невидимых символов.',
      tm: '«Adyňyz» bir setir görünýän tekst bolmaly: täze setire geçiş, dolandyryş we görünmeýän belgiler bolmaly däl.',
    }
    for (const [lang, sentence] of Object.entries(expected)) {
      const answer = await server.post('/api/feedback-post', { ...feedback, name }, { lang })
      expect(answer.status).toBe(422)
      expect(answer.body.errors).toEqual({ name: [sentence] })
    }
    for (const bad of ['\n', '\r', '\t', '\u0007', '\u2028', '\u202E', '\u200B', '\uFEFF']) {
      const answer = await server.post('/api/feedback-post', { ...feedback, name: `Ser${bad}dar` })
      expect(answer.status, JSON.stringify(bad)).toBe(422)
    }
    expect(await storedNamed(server, 'Bcc')).toEqual([])
    expect(await storedNamed(server, 'Ser')).toEqual([])
  })

  it('keeps newlines and tabs in a message, and refuses its other control characters', async ({
    server,
  }) => {
    const message = 'Salam!\r\n\tE-rugsatnama No. 12:\n– töleg geçmedi.'
    const sent = await server.post('/api/feedback-post', {
      ...feedback,
      name: 'Multiline',
      message,
    })
    expect(sent.body).toEqual({ status: 'success' })
    const letter = await server.outbox.latestTo('info@tmulag.gov.tm')
    expect(letter.text).toContain('E-rugsatnama No. 12:\n– töleg geçmedi.')
    for (const bad of ['\u0000', '\u0007', '\u001B[2J', '\u202E', '\u2066']) {
      const answer = await server.post(
        '/api/feedback-post',
        { ...feedback, message: `Salam${bad}` },
        { lang: 'en' },
      )
      expect(answer.status, JSON.stringify(bad)).toBe(422)
      expect(answer.body.errors.message).toEqual([
        expect.stringMatching(
          /^The message field (must not contain control characters|is invalid)\.$/,
        ),
      ])
    }
  })

  it('refuses line breaks in the text fields of a multipart form', async ({ server }) => {
    const user = await haulier(server)
    const form = new FormData()
    for (const [name, value] of Object.entries({
      corpname: 'Ak Ýol\r\nX-Injected: yes',
      cmr_number: 'CMR-1',
      permission_number: 'P-1',
      fullname: 'Merdan Atayew',
      phone: '+99361234567',
      email: 'merdan@example.com',
      director_fullname: 'Döwlet\u202EAtayew',
    })) {
      form.append(name, value)
    }
    const answer = await server.postForm('/api/online-application', form, {
      token: user.token,
      lang: 'en',
    })
    expect(answer.status).toBe(422)
    expect(answer.body.errors.corpname).toEqual([expect.stringContaining('one line')])
    expect(answer.body.errors.director_fullname).toEqual([expect.stringContaining('one line')])
  })
})
