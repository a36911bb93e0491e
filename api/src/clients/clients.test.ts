import { createHash } from 'node:crypto'
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
import type { TestServer } from '../testing/test-server.js'

let ref: Awaited<ReturnType<typeof referenceIds>>
test.beforeAll(async ({ server }) => {
  ref = await referenceIds(server)
})

const pathOf = (url: string) => new URL(url).pathname

async function download(server: TestServer, url: string, token: string) {
  const response = await fetch(`${server.url}${pathOf(url)}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) }
}

describe('legal-entity data', () => {
  it('is [] before it exists, then created, read back with its documents, and updated', async ({
    server,
  }) => {
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
      const owned = await download(server, file.url, user.token)
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
    expect((await profileRows(server, user.id)).length).toBe(1)
  })

  it("keeps another user's data and files out of reach", async ({ server }) => {
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
      expect((await download(server, file.url, other.token)).status).toBe(404)
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
  it('is created with patent and licence images, read back and updated', async ({ server }) => {
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
    expect((await download(server, profile.files[0].url, user.token)).bytes).toEqual(
      documents[0]?.bytes,
    )
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

  it('keeps the last file when one document is picked twice, and drops the other bytes', async ({
    server,
  }) => {
    const user = await haulier(server)
    const before = await server.storedFiles()
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
    const stored = await server.storedFiles()
    const firstHash = createHash('sha256').update(first.bytes).digest('hex')
    expect(stored.some((file) => file.endsWith(firstHash))).toBe(false)
    expect(stored.filter((file) => !before.includes(file)).length).toBeLessThanOrEqual(2)
  })
})
