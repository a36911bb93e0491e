import { generateKeyPairSync } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import fontkit from '@pdf-lib/fontkit'
import { CompactSign, createLocalJWKSet, jwtVerify } from 'jose'
import { describe, expect } from 'vitest'
import { signingKeyOf } from '../security/signing-key.js'
import { operator } from '../testing/cabinet.js'
import { it, test } from '../testing/fixtures.js'
import { embeddedFonts, issuedPermit, pdfText, qrInPdf } from '../testing/permit-documents.js'
import { permitReadyHaulier, requestPermit } from '../testing/permits.js'
import type { TestServer } from '../testing/test-server.js'
import { issuePermitDocument } from './issue-document.js'
import { verifyPermitCode } from './verification.js'

const TURKMEN_LETTERS = 'äçňöşüýžÄÇŇÖŞÜÝŽ'
const CARGO = 'Pagta süýümi, çäýnek we žurnallar (ňaňňa, öý goşlary)'

let operatorToken: string
test.beforeAll(async ({ server }) => {
  operatorToken = (await operator(server)).token
})

const documentOf = async (server: TestServer, token: string, permitId: number) => {
  const answer = await server.get(`/api/permit-documents?permit_ids=${permitId}`, { token })
  expect(answer.status).toBe(200)
  return answer.body.documents[0]
}
const verify = (server: TestServer, code: string) =>
  server.get(`/api/permit-verification?code=${encodeURIComponent(code)}`)

describe('an e-permit made Successful', () => {
  it('is issued with a protocol id and a credential the published JWK set verifies', async ({
    server,
  }) => {
    const { user, permitId } = await issuedPermit(server, operatorToken)
    const document = await documentOf(server, user.token, permitId)
    expect(document.number).toMatch(/^TM-[A-Z]{2}-\d{4}-1-\d+$/)
    expect(document.verify_code).toMatch(/^[A-HJKMNP-TW-Z2-9]{5}-[A-HJKMNP-TW-Z2-9]{5}$/)
    expect(document.verify_url).toBe(`http://127.0.0.1:8080/verify/${document.verify_code}`)

    const jwks = await server.get('/.well-known/jwks.json')
    expect(jwks.body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })
    expect(jwks.body.keys[0]).not.toHaveProperty('d')
    const { payload, protectedHeader } = await jwtVerify(
      document.credential,
      createLocalJWKSet(jwks.body),
    )
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: jwks.body.keys[0].kid })
    expect(payload).toMatchObject({
      iss: 'TM',
      id: document.number,
      pt: 1,
      cn: 'Ak Ýol Logistika HJ',
      pn: expect.stringContaining(' / '),
    })
    expect((await verify(server, document.credential)).body).toMatchObject({
      status: 'valid',
      permit: { number: document.number, haulier: 'Ak Ýol Logistika HJ', revoked_at: null },
    })
  })

  it('is e-mailed as a PDF in Turkmen and English, with its validity and a short verify code', async ({
    server,
  }) => {
    const { user, permitId } = await issuedPermit(server, operatorToken, { cargo: CARGO })
    const letter = await server.outbox.latestTo(user.email)
    const pdf = letter.attachments.find((file) => file.contentType === 'application/pdf')
    expect(pdf?.filename).toMatch(/^e-rugsatnama-TM-.+\.pdf$/)
    const bytes = new Uint8Array(pdf?.content ?? [])

    // Lines a value wraps over read as one, as a person reads them.
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ')
    const document = await documentOf(server, user.token, permitId)
    const { return_date } = await server.db
      .selectFrom('permits')
      .select('return_date')
      .where('id', '=', permitId)
      .executeTakeFirstOrThrow()
    for (const expected of [
      'Elektron rugsatnama',
      'Electronic permit',
      'Rugsatnamanyň belgisi / Permit number',
      'Sürüji / Driver',
      'Tirkegiň belgisi / Trailer plate number',
      'Berlen senesi / Issued on',
      'Şu senä çenli hereket edýär / Valid until',
      `Valid until ${String(return_date).split('-').reverse().join('.')} 23:59, Aşgabat wagty / 23:59 Ashgabat time`,
      'Barlag kody / Verify code',
      document.verify_code,
      document.number,
      CARGO,
      'Ak Ýol Logistika HJ',
    ]) {
      expect(text).toContain(expected)
    }
    expect(await embeddedFonts(bytes)).toContainEqual(expect.stringMatching(/^DejaVuSans\b/))

    // As an officer's phone reads the printed page: 150 dpi, a low version, the short address.
    const qr = await qrInPdf(bytes)
    expect(qr?.text).toBe(document.verify_url)
    expect(qr?.version).toBeLessThanOrEqual(4)
    const code = new URL(qr?.text ?? '').pathname.replace('/verify/', '')
    expect(code).toBe(document.verify_code)
    for (const typed of [code, code.toLowerCase(), code.replace('-', ' '), document.credential]) {
      expect((await verify(server, typed)).body).toMatchObject({
        status: 'valid',
        permit: { number: document.number },
      })
    }
  })

  it('is printed in Russian and English for a Russian reader, in English alone for an English one', async ({
    server,
  }) => {
    const ru = await issuedPermit(server, operatorToken, { lang: 'ru' })
    const ruPdf = (await server.outbox.latestTo(ru.user.email)).attachments[0]
    expect(ruPdf?.filename).toMatch(/^e-razreshenie-TM-.+\.pdf$/)
    const ruText = (await pdfText(new Uint8Array(ruPdf?.content ?? []))).replace(/\s+/g, ' ')
    for (const expected of [
      'Электронное разрешение',
      'Electronic permit',
      'Номер разрешения / Permit number',
      'Водитель / Driver',
      'Дата выдачи / Issued on',
      'Действительно до / Valid until',
      '23:59 по времени Ашхабада / 23:59 Ashgabat time',
      'Код проверки / Verify code',
    ]) {
      expect(ruText).toContain(expected)
    }
    expect((await qrInPdf(new Uint8Array(ruPdf?.content ?? [])))?.version).toBeLessThanOrEqual(4)

    const en = await issuedPermit(server, operatorToken, { lang: 'en' })
    const enPdf = (await server.outbox.latestTo(en.user.email)).attachments[0]
    const enText = await pdfText(new Uint8Array(enPdf?.content ?? []))
    expect(enText).toContain('Valid until')
    expect(enText).not.toContain(' / ')
    expect(enText).not.toMatch(/[А-яё]|Rugsatnama/)
  })

  it('answers a code that cannot be a verify code, or one never issued, as forged', async ({
    server,
  }) => {
    for (const code of ['ABCDE-FGHJK', 'I0OL1-UUUUU', 'ABCD', 'ABCDE-FGHJK-M']) {
      expect((await verify(server, code)).body).toEqual({ status: 'forged', permit: null })
    }
  })

  it('prints with a font that has every Turkmen letter', async () => {
    const file = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
    const font = fontkit.create(await readFile(file))
    const missing = [...TURKMEN_LETTERS, ...'ЖЩЫЭЮЯжщыэюя'].filter(
      (letter) => !font.hasGlyphForCodePoint(letter.codePointAt(0) ?? 0),
    )
    expect(missing).toEqual([])
  })

  it('is downloadable by its owner only, in the request’s language and English', async ({
    server,
  }) => {
    const { user, permitId } = await issuedPermit(server, operatorToken)
    const response = await fetch(`${server.url}/api/permit-documents/${permitId}/pdf`, {
      headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'ru' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()))
    expect(text).toContain('Номер разрешения / Permit number')
    // A download link sends the browser's language, which the gateway does not pass on: the
    // account's language (remembered from the interface) still decides.
    const silent = await fetch(`${server.url}/api/permit-documents/${permitId}/pdf`, {
      headers: { authorization: `Bearer ${user.token}` },
    })
    expect(await pdfText(new Uint8Array(await silent.arrayBuffer()))).toContain(
      'Номер разрешения / Permit number',
    )

    const stranger = await permitReadyHaulier(server)
    const theirs = await server.get(`/api/permit-documents/${permitId}/pdf`, {
      token: stranger.token,
    })
    expect(theirs.status).toBe(404)
    expect(await documentOf(server, stranger.token, permitId)).toBeUndefined()
    for (const ids of ['0', '2147483648', '1,,2', 'a']) {
      const refused = await server.get(`/api/permit-documents?permit_ids=${ids}`, {
        token: stranger.token,
      })
      expect(refused.status).toBe(422)
    }
    const notIssued = await requestPermit(server, stranger)
    const early = await server.get(`/api/permit-documents/${notIssued}/pdf`, {
      token: stranger.token,
    })
    expect(early.status).toBe(404)
  })
})

describe('verification', () => {
  it('keeps the code it is asked about out of the log', async ({ server }) => {
    const code = 'QX7KM-29PAT'
    expect((await verify(server, code)).status).toBe(200)
    const log = server.logs.join('')
    expect(log).toContain('/api/permit-verification?code=[redacted]')
    expect(log).not.toContain(code)
  })

  it('calls a tampered, foreign-signed or unknown-key credential forged', async ({ server }) => {
    const { user, permitId } = await issuedPermit(server, operatorToken)
    const { credential } = await documentOf(server, user.token, permitId)
    const [header, payload, signature] = credential.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const altered = Buffer.from(JSON.stringify({ ...claims, pn: 'AG 0001 AG' })).toString(
      'base64url',
    )
    const kid = JSON.parse(Buffer.from(header, 'base64url').toString()).kid
    const foreignKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
    const sign = (key: typeof foreignKey, keyId: string) =>
      new CompactSign(Buffer.from(JSON.stringify(claims)))
        .setProtectedHeader({ alg: 'ES256', kid: keyId })
        .sign(key)

    for (const forged of [
      `${header}.${altered}.${signature}`,
      await sign(foreignKey, kid),
      await sign(foreignKey, 'not-a-key-of-ours'),
      'not a credential at all',
    ]) {
      const answer = await verify(server, forged)
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ status: 'forged', permit: null })
    }
  })

  it('says revoked at once after an operator revokes, and tells nothing private', async ({
    server,
  }) => {
    const { user, permitId } = await issuedPermit(server, operatorToken)
    const { credential } = await documentOf(server, user.token, permitId)
    const asClient = await server.post(
      `/api/operator/permits/${permitId}/revoke`,
      { reason: 'x' },
      { token: user.token },
    )
    expect(asClient.status).toBe(403)
    const blank = await server.post(
      `/api/operator/permits/${permitId}/revoke`,
      { reason: '   ' },
      { token: operatorToken, lang: 'en' },
    )
    expect(blank.status).toBe(422)

    const reason = 'Awtoulag başga ýük bilen saklanyldy'
    const revoked = await server.post(
      `/api/operator/permits/${permitId}/revoke`,
      { reason },
      { token: operatorToken },
    )
    expect(revoked.status).toBe(200)
    expect(revoked.body.document).toMatchObject({ revoke_reason: reason })
    const answer = await verify(server, credential)
    expect(answer.body.status).toBe('revoked')
    expect(answer.body.permit.revoked_at).toEqual(expect.any(String))
    expect(answer.text).not.toContain(user.email)
    expect(answer.text).not.toContain(reason)
    expect(answer.body.permit).not.toHaveProperty('driver')

    const again = await server.post(
      `/api/operator/permits/${permitId}/revoke`,
      { reason },
      { token: operatorToken },
    )
    expect(again.status).toBe(422)
    expect((await server.outbox.latestTo(user.email)).text).toContain(reason)
  })

  it('says expired after the return day, and keeps verifying after the key is rotated', async ({
    server,
  }) => {
    const { user, permitId } = await issuedPermit(server, operatorToken)
    const { credential } = await documentOf(server, user.token, permitId)
    const nextYear = new Date(Date.now() + 400 * 86_400_000)
    expect((await verifyPermitCode(server.db, credential, nextYear)).status).toBe('expired')

    const other = await requestPermit(server, user)
    await server.db.updateTable('permits').set({ status: 5 }).where('id', '=', other).execute()
    const rotated = await signingKeyOf(
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey,
    )
    await issuePermitDocument(server.db, other, rotated)
    const newer = await documentOf(server, user.token, other)
    const jwks = (await server.get('/.well-known/jwks.json')).body
    expect(jwks.keys.map((key: { kid: string }) => key.kid)).toContain(rotated.kid)
    expect(jwks.keys.length).toBeGreaterThanOrEqual(2)
    for (const code of [credential, newer.credential]) {
      expect((await verify(server, code)).body.status).toBe('valid')
      await jwtVerify(code, createLocalJWKSet(jwks))
    }
  })
})
