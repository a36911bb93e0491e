import { describe, expect, test } from 'vitest'
import { dataOf } from './testing/browser.js'
import { individualInput, legalProfile, SAVE_INDIVIDUAL } from './testing/cabinet.js'
import { sampleFile, sha256 } from './testing/files.js'
import { referenceIds } from './testing/reference.js'
import { loggedInHaulier, stackForThisFile } from './testing/stack.js'

const stack = stackForThisFile()

let ref: Awaited<ReturnType<typeof referenceIds>>

describe('client data with scans', () => {
  test('an individual profile saved with two scans, each served to its owner only', async () => {
    const { browser } = await loggedInHaulier(stack)
    ref ??= await referenceIds(browser)
    expect(
      dataOf(await browser.graphql('{ individualProfile { id } }')).individualProfile,
    ).toBeNull()
    const licence = sampleFile.png(120_000, 21)
    const patent = sampleFile.jpeg(90_000, 22)
    const answer = await browser.upload(
      SAVE_INDIVIDUAL,
      { input: individualInput(ref, [{ type: 'LICENCE' }, { type: 'PATENT' }]) },
      [
        {
          path: 'variables.input.documents.0.file',
          name: 'licence.png',
          type: 'image/png',
          bytes: licence,
        },
        {
          path: 'variables.input.documents.1.file',
          name: 'patent.jpg',
          type: 'image/jpeg',
          bytes: patent,
        },
      ],
    )
    const { profile, userErrors } = dataOf(answer).saveIndividualProfile
    expect(userErrors).toEqual([])
    expect(profile).toMatchObject({
      kind: 'INDIVIDUAL',
      name: 'Merdan',
      patentNumber: 'PT-55',
      city: { id: ref.cityId },
      region: { id: ref.regionId },
      balance: null,
    })
    expect(profile.licenceTypes.map((t: { id: string }) => t.id).sort()).toEqual(
      [...ref.licenceTypeIds].sort(),
    )
    const byType = Object.fromEntries(profile.documents.map((d: { type: string }) => [d.type, d]))
    expect(byType.LICENCE.fileName).toBe('licence.png')
    expect(byType.PATENT.url).toMatch(/^\/files\/\d+$/)

    const served = await browser.get(byType.LICENCE.url)
    expect(served.status).toBe(200)
    expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(licence))
    expect((await stack.browser().get(byType.LICENCE.url)).status).toBe(401)
    const { browser: stranger } = await loggedInHaulier(stack)
    expect((await stranger.get(byType.LICENCE.url)).status).toBe(404)
  })

  test("a refused save answers the API's field problems under the input's names", async () => {
    const { browser } = await loggedInHaulier(stack)
    ref ??= await referenceIds(browser)
    const input = {
      ...individualInput(ref),
      licenceNumber: ' ',
      patentExpiresOn: '2001-01-01',
      documents: [],
    }
    const answer = dataOf(await browser.graphql(SAVE_INDIVIDUAL, { input })).saveIndividualProfile
    expect(answer.profile).toBeNull()
    const fields = answer.userErrors.map((e: { field: string[] }) => e.field.join('.'))
    expect(fields).toEqual(
      expect.arrayContaining(['licenceNumber', 'patentExpiresOn', 'documents']),
    )
    expect(answer.userErrors.every((e: { code: string }) => e.code === 'INVALID')).toBe(true)

    const badCity = dataOf(
      await browser.graphql(SAVE_INDIVIDUAL, { input: { ...individualInput(ref), cityId: 'x1' } }),
    ).saveIndividualProfile
    expect(badCity.userErrors).toEqual([
      { field: ['cityId'], code: 'INVALID', message: expect.any(String) },
    ])
  })

  test('a refused scan or licence type is named by its index in the input', async () => {
    const { browser } = await loggedInHaulier(stack)
    ref ??= await referenceIds(browser)
    const answer = dataOf(
      await browser.upload(
        SAVE_INDIVIDUAL,
        { input: individualInput(ref, [{ type: 'LICENCE' }, { type: 'PATENT' }]) },
        [
          {
            path: 'variables.input.documents.0.file',
            name: 'licence.png',
            type: 'image/png',
            bytes: sampleFile.png(3000, 31),
          },
          {
            path: 'variables.input.documents.1.file',
            name: 'patent.jpg',
            type: 'image/jpeg',
            bytes: new TextEncoder().encode('not a picture at all, only words'),
          },
        ],
      ),
    ).saveIndividualProfile
    expect(answer).toEqual({
      profile: null,
      userErrors: [{ field: ['documents', '1'], code: 'INVALID', message: expect.any(String) }],
    })

    const badType = dataOf(
      await browser.graphql(SAVE_INDIVIDUAL, {
        input: { ...individualInput(ref), licenceTypeIds: [ref.licenceTypeIds[0], 'x'] },
      }),
    ).saveIndividualProfile
    expect(badType.userErrors).toEqual([
      { field: ['licenceTypeIds', '1'], code: 'INVALID', message: expect.any(String) },
    ])
  })

  test('a legal-entity profile with its three scans', async () => {
    const { browser } = await loggedInHaulier(stack)
    ref ??= await referenceIds(browser)
    const saved = await legalProfile(browser, ref)
    expect(saved.userErrors).toEqual([])
    expect(saved.profile.kind).toBe('LEGAL_ENTITY')
    // The root query of the payload reads the profile that was null before: no second request.
    expect(saved.query.legalEntityProfile).toEqual({ id: saved.profile.id })
    expect(saved.profile.documents.map((d: { type: string }) => d.type).sort()).toEqual([
      'CERTIFICATE',
      'LICENCE',
      'STATE_REGISTER_EXTRACT',
    ])
    const read = dataOf(
      await browser.graphql('{ legalEntityProfile { companyName } individualProfile { id } }'),
    )
    expect(read).toEqual({
      legalEntityProfile: { companyName: 'Ak Ýol Logistika HJ' },
      individualProfile: null,
    })
  })
})
