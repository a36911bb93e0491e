import { describe, expect, test } from 'vitest'
import { Browser, dataOf } from './testing/browser.js'
import { sampleFile, sha256 } from './testing/files.js'
import { loggedInHaulier, loggedInOperator, stackForThisFile } from './testing/stack.js'
import { UPLOAD_LIMITS } from './uploads.js'

const stack = stackForThisFile()

const SEND = `mutation ($input: OnlineApplicationInput!) {
  sendOnlineApplication(input: $input) {
    application { id model status permissionNumber statusHistory { toStatus } }
    userErrors { field code message }
  }
}`

const input = {
  institutionName: 'Ak Ýol Logistika HJ',
  permissionNumber: 'RZ-77',
  cmrNumber: 'CMR-1001',
  responsiblePerson: 'Atayew Merdan',
  phone: '+993 65 12 34 56',
  email: 'merdan@example.com',
  directorFullName: 'Orazow Aman',
  applicationLetter: null,
  certificate: null,
  stateRegistration: null,
}

/** Individual data with a licence and a patent scan, their files given by each test. */
const individualProfile = {
  cityId: '1',
  phone: '+993 65 11 22 33',
  email: 'a@example.com',
  licenceNumber: 'L',
  licenceExpiresOn: '2030-01-01',
  licenceTypeIds: ['1'],
  surname: 'A',
  name: 'B',
  patronymic: 'C',
  patentNumber: 'P',
  patentExpiresOn: '2030-01-01',
  documents: [
    { type: 'LICENCE', file: null },
    { type: 'PATENT', file: null },
  ],
}

const HISTORY = '{ requests { pageInfo { totalCount } } }'

describe('an online application with three files', () => {
  test('arrives at the API byte for byte, and the operator reads each file through the gateway', async () => {
    const { browser } = await loggedInHaulier(stack)
    const files = {
      applicationLetter: {
        bytes: sampleFile.pdf(1_500_000, 31),
        name: 'ýüztutma.pdf',
        type: 'application/pdf',
      },
      certificate: {
        bytes: sampleFile.jpeg(800_000, 32),
        name: 'certificate.jpg',
        type: 'image/jpeg',
      },
      stateRegistration: {
        bytes: sampleFile.png(2_400_000, 33),
        name: 'dowlet sanaw.png',
        type: 'image/png',
      },
    }
    const answer = await browser.upload(
      SEND,
      { input },
      Object.entries(files).map(([field, file]) => ({ path: `variables.input.${field}`, ...file })),
    )
    const sent = dataOf(answer).sendOnlineApplication
    expect(sent.userErrors).toEqual([])
    expect(sent.application).toMatchObject({
      model: 'ONLINE_APPLICATION',
      status: 'PENDING',
      permissionNumber: 'RZ-77',
      statusHistory: [{ toStatus: 'PENDING' }],
    })

    const operator = await loggedInOperator(stack)
    const queue = dataOf(
      await operator.graphql(`{ requestsForReview { items { id ... on OnlineApplicationForReview {
        institutionName documents { type fileName contentType size url } } } } }`),
    ).requestsForReview.items
    const application = queue.find((item: { id: string }) => item.id === sent.application.id)
    const byType = Object.fromEntries(
      application.documents.map((d: { type: string }) => [d.type, d]),
    )
    const expected = {
      APPLICATION_LETTER: files.applicationLetter,
      CERTIFICATE: files.certificate,
      STATE_REGISTRATION: files.stateRegistration,
    }
    for (const [type, file] of Object.entries(expected)) {
      const document = byType[type]
      expect(document).toMatchObject({
        fileName: file.name,
        contentType: file.type,
        size: file.bytes.length,
      })
      const served = await operator.get(document.url)
      expect(served.status).toBe(200)
      expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(file.bytes))
    }
  })

  test('a file over the limit is refused by the gateway and never reaches the API', async () => {
    const { browser } = await loggedInHaulier(stack)
    const before = dataOf(await browser.graphql(HISTORY)).requests.pageInfo.totalCount
    const answer = await browser.upload(SEND, { input }, [
      {
        path: 'variables.input.certificate',
        name: 'ok.png',
        type: 'image/png',
        bytes: sampleFile.png(10_000),
      },
      {
        path: 'variables.input.stateRegistration',
        name: 'huge.pdf',
        type: 'application/pdf',
        bytes: sampleFile.pdf(UPLOAD_LIMITS.maxFileSize + 1),
      },
    ])
    const refused = dataOf(answer).sendOnlineApplication
    expect(refused.application).toBeNull()
    // The gateway cuts the file at the limit; the API, reading the same bytes, may say so first.
    // Either way the sentence names the limit and nothing is filed.
    expect(refused.userErrors).toEqual([
      {
        field: ['stateRegistration'],
        code: 'INVALID',
        message: expect.stringMatching(/7[ ,.]?168/),
      },
    ])
    expect(dataOf(await browser.graphql(HISTORY)).requests.pageInfo.totalCount).toBe(before)

    // At the limit exactly, the gateway passes the file on and the API says why it refuses it.
    const atLimit = dataOf(
      await browser.upload(SEND, { input }, [
        {
          path: 'variables.input.stateRegistration',
          name: 'limit.pdf',
          type: 'application/pdf',
          bytes: sampleFile.pdf(UPLOAD_LIMITS.maxFileSize),
        },
      ]),
    ).sendOnlineApplication
    expect(atLimit.userErrors).toEqual([
      { field: ['stateRegistration'], code: 'INVALID', message: expect.any(String) },
    ])
    expect(dataOf(await browser.graphql(HISTORY)).requests.pageInfo.totalCount).toBe(before)
  })

  test('an upload slower than the API timeout arrives: only the API side is timed', async () => {
    // A 7 MB scan over a slow line takes minutes; the gateway passes it on as it comes, so the
    // call to the API lasts as long as the browser sends. Here the upload takes about 1.5 s
    // against an API timeout of 0.4 s.
    const { haulier } = await loggedInHaulier(stack)
    const patient = await stack.gatewayWith({ API_TIMEOUT_MS: '400' })
    const started = Date.now()
    const answer = await new Browser(patient.url, { token: haulier.token }).upload(
      SEND,
      { input },
      [
        {
          path: 'variables.input.stateRegistration',
          name: 'slow.pdf',
          type: 'application/pdf',
          bytes: sampleFile.pdf(120_000, 11),
        },
      ],
      { pace: { pieces: 7, pauseMs: 250 } },
    )
    expect(Date.now() - started).toBeGreaterThan(1_400)
    const sent = dataOf(answer).sendOnlineApplication
    expect(sent.userErrors).toEqual([])
    expect(sent.application).toMatchObject({ model: 'ONLINE_APPLICATION', status: 'PENDING' })
  })

  test('the API refuses a file whose content is not an accepted type, as a userError on its field', async () => {
    const { browser } = await loggedInHaulier(stack)
    const answer = dataOf(
      await browser.upload(SEND, { input }, [
        {
          path: 'variables.input.stateRegistration',
          name: 'innocent.pdf',
          type: 'application/pdf',
          bytes: new TextEncoder().encode('MZ this is an executable'),
        },
      ]),
    ).sendOnlineApplication
    expect(answer.userErrors.map((e: { field: string[] }) => e.field)).toEqual([
      ['stateRegistration'],
    ])
  })
})

describe('multipart requests', () => {
  test('without the preflight header are refused before they are read', async () => {
    const { browser } = await loggedInHaulier(stack)
    const answer = await browser.upload(
      SEND,
      { input },
      [
        {
          path: 'variables.input.stateRegistration',
          name: 'a.png',
          type: 'image/png',
          bytes: sampleFile.png(1000),
        },
      ],
      { preflight: false },
    )
    expect(answer.status).toBe(400)
    expect(answer.errors?.[0]?.message).toMatch(/Apollo-Require-Preflight/)
  })

  test('with more files than any form takes are refused', async () => {
    const { browser } = await loggedInHaulier(stack)
    const four = Array.from({ length: UPLOAD_LIMITS.maxFiles + 1 }, (_, i) => ({
      path: `variables.input.documents.${i}.file`,
      name: `${i}.png`,
      type: 'image/png',
      bytes: sampleFile.png(1000, i + 1),
    }))
    const answer = await browser.upload(
      'mutation ($input: LegalEntityProfileInput!) { saveLegalEntityProfile(input: $input) { userErrors { field } } }',
      { input: { documents: four.map(() => ({ type: 'LICENCE', file: null })) } },
      four,
    )
    expect(answer.status).toBe(413)
  })

  test('a file the request names but does not carry is refused on its field, not as a fault of the server', async () => {
    const { browser } = await loggedInHaulier(stack)
    const save = `mutation ($input: IndividualProfileInput!) { saveIndividualProfile(input: $input) { profile { id } userErrors { field code message } } }`
    const scan = { name: 'l.png', type: 'image/png', bytes: sampleFile.png(2000, 43) }
    const maps = {
      // One part for two files: the second cannot read what the first reads.
      shared: { 0: ['variables.input.documents.0.file', 'variables.input.documents.1.file'] },
      // A part named in the map that never comes.
      absent: { 0: ['variables.input.documents.0.file'], 1: ['variables.input.documents.1.file'] },
    }
    for (const [name, map] of Object.entries(maps)) {
      const answer = await browser.upload(
        save,
        { input: individualProfile },
        [{ path: 'variables.input.documents.0.file', ...scan }],
        { map, headers: { 'accept-language': 'en' } },
      )
      expect(answer.errors, name).toBeUndefined()
      const saved = dataOf(answer).saveIndividualProfile
      expect(saved.profile, name).toBeNull()
      expect(saved.userErrors, name).toEqual([
        {
          // As every problem of a document is placed (the form's field `documents.1`).
          field: ['documents', '1'],
          code: 'INVALID',
          message: 'The file did not arrive whole; please send it again.',
        },
      ])
    }
  })

  test('a resolver that fails before reading its files still answers, and the connection goes on working', async () => {
    const { browser } = await loggedInHaulier(stack)
    const answer = await browser.upload(
      `mutation ($input: IndividualProfileInput!) { saveIndividualProfile(input: $input) { profile { id } userErrors { field code } } }`,
      {
        input: { ...individualProfile, cityId: 'not-an-id' },
      },
      [
        {
          path: 'variables.input.documents.0.file',
          name: 'l.png',
          type: 'image/png',
          bytes: sampleFile.png(3_000_000, 41),
        },
        {
          path: 'variables.input.documents.1.file',
          name: 'p.png',
          type: 'image/png',
          bytes: sampleFile.png(3_000_000, 42),
        },
      ],
    )
    expect(dataOf(answer).saveIndividualProfile).toEqual({
      profile: null,
      userErrors: [{ field: ['cityId'], code: 'INVALID' }],
    })
    expect(dataOf(await browser.graphql('{ me { email } }')).me.email).toMatch(/@example\.com$/)
  })
})
