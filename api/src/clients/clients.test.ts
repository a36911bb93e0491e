import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { haulier, referenceIds } from '../testing/cabinet.js'
import { startTestServer, type TestServer } from '../testing/test-server.js'
import {
  individualDocuments,
  individualFields,
  legalDocuments,
  legalFields,
  profileForm,
  tinyJpeg,
  tinyPng,
  uploadedFiles,
} from './testing.js'

let server: TestServer
let ref: Awaited<ReturnType<typeof referenceIds>>
beforeAll(async () => {
  server = await startTestServer()
  ref = await referenceIds(server)
})
afterAll(() => server.close())

const pathOf = (url: string) => new URL(url).pathname

async function download(url: string, token: string) {
  const response = await fetch(`${server.url}${pathOf(url)}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) }
}

async function profileRows(userId: number) {
  return server.db
    .selectFrom('client_profiles')
    .select(['id', 'is_legal'])
    .where('user_id', '=', userId)
    .execute()
}

describe('legal-entity data', () => {
  it('is [] before it exists, then created, read back with its documents, and updated', async () => {
    const user = await haulier(server)
    expect((await server.get('/api/get/client/1', { token: user.token })).body).toEqual([])

    const documents = legalDocuments()
    const [cargo, passenger, domestic] = ref.licenseTypeIds
    const created = await server.postForm(
      '/api/legal/store',
      profileForm(legalFields(ref.cityId), [cargo as number, passenger as number], documents),
      { token: user.token },
    )
    expect(created.status).toBe(200)
    expect(created.body).toEqual({ status: 'success' })

    const read = await server.get('/api/get/client/1', { token: user.token, lang: 'en' })
    const profile = read.body
    expect(profile).toMatchObject({
      ...legalFields(ref.cityId),
      phone: '+99365123456',
      is_legal: true,
      user_id: user.id,
      region: ref.regionId,
      region_id: ref.regionId,
      city: ref.cityId,
      city_id: ref.cityId,
      balance: null,
    })
    expect(profile.city_name).toEqual(expect.any(String))
    expect(profile.license_types.map((type: { id: number }) => type.id)).toEqual([cargo, passenger])
    expect(profile.license_types[0]).toEqual({
      id: cargo,
      name: 'International road transport of goods',
      name_tm: expect.any(String),
      name_ru: expect.any(String),
      name_en: 'International road transport of goods',
    })
    expect(profile.files.map((file: { type: number }) => file.type)).toEqual([1, 2, 3])
    for (const [i, file] of profile.files.entries()) {
      expect(file).toEqual({
        type: documents[i]?.type,
        id: expect.any(Number),
        url: expect.stringMatching(new RegExp(`/api/files/${file.id}$`)),
        name: documents[i]?.name,
      })
      const owned = await download(file.url, user.token)
      expect(owned.status).toBe(200)
      expect(owned.bytes).toEqual(documents[i]?.bytes)
    }

    const update = await server.postForm(
      '/api/legal/store',
      profileForm(
        legalFields(ref.cityId, { company_name: 'Ak Ýol Trans HJ', phone: '+993 (61) 22-33-44' }),
        [domestic as number],
        [{ type: 2, bytes: tinyPng([1, 2, 3]), name: 'new-certificate.png' }],
      ),
      { token: user.token },
    )
    expect(update.body).toEqual({ status: 'success' })
    const after = (await server.get('/api/get/client/1', { token: user.token })).body
    expect(after).toMatchObject({
      id: profile.id,
      company_name: 'Ak Ýol Trans HJ',
      phone: '+99361223344',
    })
    expect(after.license_types.map((type: { id: number }) => type.id)).toEqual([domestic])
    expect(after.files[0]).toEqual(profile.files[0])
    expect(after.files[2]).toEqual(profile.files[2])
    expect(after.files[1].id).not.toBe(profile.files[1].id)
    expect(after.files[1].name).toBe('new-certificate.png')
    expect((await profileRows(user.id)).length).toBe(1)
  })

  it("keeps another user's data and files out of reach", async () => {
    const owner = await haulier(server)
    const other = await haulier(server)
    await server.postForm(
      '/api/legal/store',
      profileForm(legalFields(ref.cityId), ref.licenseTypeIds.slice(0, 1), legalDocuments()),
      { token: owner.token },
    )
    const mine = (await server.get('/api/get/client/1', { token: owner.token })).body
    expect((await server.get('/api/get/client/1', { token: other.token })).body).toEqual([])
    for (const file of mine.files) {
      expect((await download(file.url, other.token)).status).toBe(404)
    }

    // The other user's save makes their own profile and leaves the owner's as it was.
    const theirs = await server.postForm(
      '/api/legal/store',
      profileForm(
        legalFields(ref.cityId, { company_name: 'Başga HJ' }),
        ref.licenseTypeIds.slice(0, 1),
        legalDocuments(),
      ),
      { token: other.token },
    )
    expect(theirs.body.status).toBe('success')
    const again = (await server.get('/api/get/client/1', { token: owner.token })).body
    expect(again).toEqual(mine)
  })
})

describe('individual data', () => {
  it('is created with patent and licence images, read back and updated', async () => {
    const user = await haulier(server)
    expect((await server.get('/api/get/client/0', { token: user.token })).body).toEqual([])
    const documents = individualDocuments()
    const created = await server.postForm(
      '/api/individual/store',
      profileForm(individualFields(ref.cityId), ref.licenseTypeIds.slice(0, 2), documents),
      { token: user.token },
    )
    expect(created.body).toEqual({ status: 'success' })

    const profile = (await server.get('/api/get/client/0', { token: user.token, lang: 'ru' })).body
    expect(profile).toMatchObject({
      ...individualFields(ref.cityId),
      is_legal: false,
      region: ref.regionId,
      city: ref.cityId,
      balance: null,
    })
    expect(profile.company_name).toBeUndefined()
    expect(
      profile.files.map((file: { type: number; name: string }) => [file.type, file.name]),
    ).toEqual([
      [0, 'patent.png'],
      [1, 'licence.jpg'],
    ])
    expect((await download(profile.files[0].url, user.token)).bytes).toEqual(documents[0]?.bytes)
    // The legal kind of the same account is still empty.
    expect((await server.get('/api/get/client/1', { token: user.token })).body).toEqual([])

    const update = await server.postForm(
      '/api/individual/store',
      profileForm(
        individualFields(ref.cityId, { surname: 'Annaýew' }),
        ref.licenseTypeIds.slice(1, 2),
        [],
      ),
      { token: user.token },
    )
    expect(update.body).toEqual({ status: 'success' })
    const after = (await server.get('/api/get/client/0', { token: user.token })).body
    expect(after.surname).toBe('Annaýew')
    expect(after.files).toEqual(profile.files)
    expect(after.license_types.map((type: { id: number }) => type.id)).toEqual(
      ref.licenseTypeIds.slice(1, 2),
    )
  })

  it('keeps the last file when one document is picked twice, and drops the other bytes', async () => {
    const user = await haulier(server)
    const before = await uploadedFiles(server.dataDir)
    const first = { type: 1, bytes: tinyJpeg('first pick'), name: 'first.jpg' }
    const answer = await server.postForm(
      '/api/individual/store',
      profileForm(individualFields(ref.cityId), ref.licenseTypeIds.slice(0, 1), [
        first,
        ...individualDocuments(),
      ]),
      { token: user.token },
    )
    expect(answer.body.status).toBe('success')
    const profile = (await server.get('/api/get/client/0', { token: user.token })).body
    expect(profile.files.map((file: { name: string }) => file.name)).toEqual([
      'patent.png',
      'licence.jpg',
    ])
    const stored = await uploadedFiles(server.dataDir)
    const firstHash = createHash('sha256').update(first.bytes).digest('hex')
    expect(stored.some((file) => file.endsWith(firstHash))).toBe(false)
    expect(stored.filter((file) => !before.includes(file)).length).toBeLessThanOrEqual(2)
  })
})

describe('client data validation', () => {
  it('answers 422 per field, in the request language, for missing fields and files', async () => {
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
      phone: ['Enter the phone number as +993 followed by 8 digits.'],
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
    expect(await profileRows(user.id)).toEqual([])
  })

  it('refuses a city or licence type that does not exist, and past or malformed dates', async () => {
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

  it('asks for each document missing on creation, and refuses an unknown document type', async () => {
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
    expect(await profileRows(user.id)).toEqual([])
  })

  it('refuses a PDF or a renamed executable as an image', async () => {
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
    expect(await profileRows(user.id)).toEqual([])
  })

  it('leaves no rows and no stored files behind when a save fails', async () => {
    const user = await haulier(server)
    const before = await uploadedFiles(server.dataDir)
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
    expect(await uploadedFiles(server.dataDir)).toEqual(before)
    expect(await server.db.selectFrom('files').select('id').execute()).toEqual(filesBefore)
    expect(await profileRows(user.id)).toEqual([])
  })

  it('rolls back the profile and removes the stored files when the database fails mid-save', async () => {
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
      const before = await uploadedFiles(server.dataDir)
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
      expect(await profileRows(user.id)).toEqual([])
      const files = await server.db.selectFrom('files').where('owner_id', '=', user.id).execute()
      expect(files).toEqual([])
      expect(await uploadedFiles(server.dataDir)).toEqual(before)
    } finally {
      await sql`drop trigger fail_profile_files on client_profile_files`.execute(server.db)
      await sql`drop function fail_profile_files()`.execute(server.db)
    }
  })

  it('answers 401 without a session, 415 for a JSON body, 404 for a kind other than 0 or 1', async () => {
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
