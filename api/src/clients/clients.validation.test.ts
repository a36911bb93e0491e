import { sql } from 'kysely'
import { describe, expect } from 'vitest'
import { haulier, referenceIds } from '../testing/cabinet.js'
import {
  individualDocuments,
  individualFields,
  legalDocuments,
  legalFields,
  profileForm,
  profileRows,
  tinyJpeg,
  tinyPng,
} from '../testing/clients.js'
import { it, test } from '../testing/fixtures.js'

/** What client data saves refuse, and that a refused or failed save leaves nothing behind. */

let ref: Awaited<ReturnType<typeof referenceIds>>
test.beforeAll(async ({ server }) => {
  ref = await referenceIds(server)
})

describe('client data validation', () => {
  it('answers 422 per field, in the request language, for missing fields and files', async ({
    server,
  }) => {
    const user = await haulier(server)
    const answer = await server.postForm(
      '/api/legal/store',
      profileForm(
        { company_name: '  ', address: 'Aşgabat\u0000', phone: '12345', email: 'not-an-email' },
        [],
        [],
      ),
      { token: user.token, lang: 'en' },
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toMatchObject({
      city_id: ['The city field is required.'],
      company_name: ['The company name field is required.'],
      address: ['The legal address field is invalid.'],
      phone: [
        'Enter the phone number as +993 followed by 8 digits, or another country’s number with + and its country code.',
      ],
      email: ['Enter a valid e-mail address.'],
      license_types: ['The licence codes field is required.'],
      yegrpo_expire_date: ['The state register (EGRPO) expiry date field is required.'],
      file: [
        'Attach an image of the licence (jpeg or png).',
        'Attach an image of the certificate (jpeg or png).',
        'Attach an image of the state register (EGRPO) extract (jpeg or png).',
      ],
    })
    const ru = await server.postForm('/api/individual/store', profileForm({}, [], []), {
      token: user.token,
      lang: 'ru',
    })
    expect(ru.body.errors.surname).toEqual(['Поле «Фамилия» обязательно для заполнения.'])
    expect(ru.body.errors.file).toEqual([
      'Приложите изображение патента (jpeg или png).',
      'Приложите изображение лицензии (jpeg или png).',
    ])
    expect(await profileRows(server, user.id)).toEqual([])
  })

  it('refuses a city or licence type that does not exist, and past or malformed dates', async ({
    server,
  }) => {
    const user = await haulier(server)
    const answer = await server.postForm(
      '/api/legal/store',
      profileForm(
        legalFields(999_999, {
          license_expire_date: '2020-01-01',
          yegrpo_expire_date: '2027-02-30',
        }),
        [ref.licenseTypeIds[0] as number, 999_999],
        legalDocuments(),
      ),
      { token: user.token, lang: 'en' },
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({
      city_id: ['Choose a value of city from the list.'],
      license_types: ['Choose a value of licence codes from the list.'],
      license_expire_date: ['The licence expiry date cannot be a date in the past.'],
      yegrpo_expire_date: ['Enter the date as yyyy-mm-dd.'],
    })
  })

  it('asks for each document missing on creation, and refuses an unknown document type', async ({
    server,
  }) => {
    const user = await haulier(server)
    const [licence, certificate] = legalDocuments()
    const missing = await server.postForm(
      '/api/legal/store',
      profileForm(legalFields(ref.cityId), ref.licenseTypeIds.slice(0, 1), [
        licence as never,
        certificate as never,
      ]),
      { token: user.token, lang: 'en' },
    )
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({
      file: ['Attach an image of the state register (EGRPO) extract (jpeg or png).'],
    })
    const unknownType = await server.postForm(
      '/api/individual/store',
      profileForm(individualFields(ref.cityId), ref.licenseTypeIds.slice(0, 1), [
        ...individualDocuments(),
        { type: 3, bytes: tinyPng([9, 9, 9]), name: 'extra.png' },
      ]),
      { token: user.token, lang: 'en' },
    )
    expect(unknownType.status).toBe(422)
    expect(unknownType.body.errors).toEqual({
      'types.2': ['Choose a value of document type from the list.'],
    })
    const typeWithoutFile = profileForm(
      individualFields(ref.cityId),
      ref.licenseTypeIds.slice(0, 1),
      [],
    )
    typeWithoutFile.append('types[0]', '0')
    const noFile = await server.postForm('/api/individual/store', typeWithoutFile, {
      token: user.token,
      lang: 'en',
    })
    expect(noFile.body.errors).toEqual({
      'file.0': ['No file was sent for the document named here.'],
    })
    expect(await profileRows(server, user.id)).toEqual([])
  })

  it('refuses a PDF or a renamed executable as an image', async ({ server }) => {
    const user = await haulier(server)
    const [licence, certificate] = legalDocuments()
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(200)])
    for (const bytes of [pdf, executable]) {
      const answer = await server.postForm(
        '/api/legal/store',
        profileForm(legalFields(ref.cityId), ref.licenseTypeIds.slice(0, 1), [
          licence as never,
          certificate as never,
          { type: 3, bytes: Uint8Array.from(bytes), name: 'register.jpg' },
        ]),
        { token: user.token, lang: 'en' },
      )
      expect(answer.status).toBe(422)
      expect(answer.body.errors['file.2']).toEqual([
        'This file format is not supported. Allowed formats: jpeg, png.',
      ])
    }
    expect(await profileRows(server, user.id)).toEqual([])
  })

  it('leaves no rows and no stored files behind when a save fails', async ({ server }) => {
    const user = await haulier(server)
    const before = await server.storedFiles()
    const filesBefore = await server.db.selectFrom('files').select('id').execute()
    const answer = await server.postForm(
      '/api/legal/store',
      profileForm(legalFields(999_999), ref.licenseTypeIds.slice(0, 1), [
        { type: 1, bytes: tinyJpeg('never kept 1'), name: 'a.jpg' },
        { type: 2, bytes: tinyPng([77, 78, 79]), name: 'b.png' },
        { type: 3, bytes: tinyJpeg('never kept 3'), name: 'c.jpg' },
      ]),
      { token: user.token },
    )
    expect(answer.status).toBe(422)
    expect(await server.storedFiles()).toEqual(before)
    expect(await server.db.selectFrom('files').select('id').execute()).toEqual(filesBefore)
    expect(await profileRows(server, user.id)).toEqual([])
  })

  it('rolls back the profile and removes the stored files when the database fails mid-save', async ({
    server,
  }) => {
    // A trigger makes the last write of the transaction fail, as a lost connection would.
    await sql`create function fail_profile_files() returns trigger language plpgsql as $$
      begin
        if (select company_name from client_profiles where id = new.profile_id) = 'Fail HJ' then
          raise exception 'simulated failure';
        end if;
        return new;
      end
    $$`.execute(server.db)
    await sql`create trigger fail_profile_files before insert on client_profile_files
      for each row execute function fail_profile_files()`.execute(server.db)
    try {
      const user = await haulier(server)
      const before = await server.storedFiles()
      const answer = await server.postForm(
        '/api/legal/store',
        profileForm(legalFields(ref.cityId, { company_name: 'Fail HJ' }), ref.licenseTypeIds, [
          { type: 1, bytes: tinyJpeg('rolled back 1'), name: 'a.jpg' },
          { type: 2, bytes: tinyPng([5, 6, 7]), name: 'b.png' },
          { type: 3, bytes: tinyJpeg('rolled back 3'), name: 'c.jpg' },
        ]),
        { token: user.token },
      )
      expect(answer.status).toBe(500)
      expect(await profileRows(server, user.id)).toEqual([])
      const files = await server.db.selectFrom('files').where('owner_id', '=', user.id).execute()
      expect(files).toEqual([])
      expect(await server.storedFiles()).toEqual(before)
    } finally {
      await sql`drop trigger fail_profile_files on client_profile_files`.execute(server.db)
      await sql`drop function fail_profile_files()`.execute(server.db)
    }
  })

  it('answers 401 without a session, 415 for a JSON body, 404 for a kind other than 0 or 1', async ({
    server,
  }) => {
    const form = profileForm(legalFields(ref.cityId), [], [])
    expect((await server.get('/api/get/client/1')).status).toBe(401)
    expect((await server.get('/api/get/deposit/0')).status).toBe(401)
    expect((await server.postForm('/api/legal/store', form)).status).toBe(401)
    expect((await server.postForm('/api/individual/store', form)).status).toBe(401)
    const user = await haulier(server)
    const json = await server.post('/api/legal/store', legalFields(ref.cityId), {
      token: user.token,
    })
    expect(json.status).toBe(415)
    const wrongKind = await server.get('/api/get/client/2', { token: user.token, lang: 'en' })
    expect(wrongKind.status).toBe(404)
    expect(wrongKind.body.message).toBe(
      'The kind of client must be 0 (individual) or 1 (legal entity).',
    )
  })
})
