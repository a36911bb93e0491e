import http from 'node:http'
import { describe, expect } from 'vitest'
import { haulier } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import {
  applicationFields,
  applicationForm,
  exeBytes,
  pdfOfSize,
  pngBytes,
} from '../testing/requests.js'
import type { TestServer } from '../testing/test-server.js'

async function applicationsOf(server: TestServer, userId: number) {
  return server.db
    .selectFrom('online_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .execute()
}

/**
 * A multipart POST over `agent` (node:http, whose kept-alive socket the next request reuses), its
 * body sent whole before the answer is read; fails after 10 s without an answer.
 */
async function sendForm(
  agent: http.Agent,
  url: string,
  token: string,
  files: Parameters<typeof applicationForm>[0],
) {
  const encoded = new Response(applicationForm(files))
  const body = Buffer.from(await encoded.arrayBuffer())
  return new Promise<{ status: number; text: string; reusedSocket: boolean }>((resolve, reject) => {
    const request = http.request(url, {
      agent,
      method: 'POST',
      timeout: 10_000,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': encoded.headers.get('content-type') ?? '',
        'content-length': body.length,
      },
    })
    request.on('timeout', () => request.destroy(new Error('no answer within 10 s')))
    request.on('error', reject)
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          text: Buffer.concat(chunks).toString(),
          reusedSocket: request.reusedSocket,
        }),
      )
    })
    request.end(body)
  })
}

describe('POST /api/online-application', () => {
  it('files a pending application with its three files and its first status change', async ({
    server,
  }) => {
    const user = await haulier(server)
    const form = applicationForm([
      ['yuztutma', pngBytes(), 'yuztutma.png'],
      ['ygtyyarnama', pdfOfSize(4096), 'ygtyyarnama.pdf'],
      ['dowlet_sanaw', pdfOfSize(3000), 'sanaw.pdf'],
    ])
    const answer = await server.postForm('/api/online-application', form, { token: user.token })
    expect(answer.status).toBe(200)
    const [application] = await applicationsOf(server, user.id)
    expect(answer.body).toEqual({ status: 'success', id: application?.id })
    expect(application).toMatchObject({
      corpname: applicationFields.corpname,
      cmr_number: applicationFields.cmr_number,
      permission_number: applicationFields.permission_number,
      phone: '+99365123456',
      email: applicationFields.email,
      status: 0,
    })
    const files = await server.db
      .selectFrom('files')
      .select(['id', 'mime', 'size', 'original_name', 'owner_id'])
      .where('owner_id', '=', user.id)
      .orderBy('id')
      .execute()
    expect(files.map((file) => [file.id, file.mime, file.size, file.original_name])).toEqual([
      [application?.yuztutma_file_id, 'image/png', 64, 'yuztutma.png'],
      [application?.ygtyyarnama_file_id, 'application/pdf', 4096, 'ygtyyarnama.pdf'],
      [application?.dowlet_sanaw_file_id, 'application/pdf', 3000, 'sanaw.pdf'],
    ])
    const changes = await server.db
      .selectFrom('status_changes')
      .selectAll()
      .where('subject', '=', 'online_application')
      .where('subject_id', '=', application?.id as number)
      .execute()
    expect(changes).toMatchObject([{ actor_role: 'client', from_status: null, to_status: '0' }])
    const download = await server.get(`/api/files/${application?.dowlet_sanaw_file_id}`, {
      token: user.token,
    })
    expect(download.status).toBe(200)
    expect(download.text.startsWith('%PDF-')).toBe(true)
  })

  it('takes the optional files as optional', async ({ server }) => {
    const user = await haulier(server)
    const answer = await server.postForm('/api/online-application', applicationForm(), {
      token: user.token,
    })
    const [application] = await applicationsOf(server, user.id)
    expect(answer.body).toEqual({ status: 'success', id: application?.id })
    expect(application?.yuztutma_file_id).toBeNull()
    expect(application?.ygtyyarnama_file_id).toBeNull()
  })

  it('accepts a file of 7,167,999 bytes and refuses one of 7,168,000 on its field', async ({
    server,
  }) => {
    const user = await haulier(server)
    const largest = applicationForm([['dowlet_sanaw', pdfOfSize(7_167_999), 'big.pdf']])
    const accepted = await server.postForm('/api/online-application', largest, {
      token: user.token,
    })
    expect(accepted.body).toEqual({ status: 'success', id: expect.any(Number) })
    const before = await server.storedFiles()
    const over = applicationForm([
      ['yuztutma', pngBytes(), 'a.png'],
      ['dowlet_sanaw', pdfOfSize(7_168_000), 'too-big.pdf'],
    ])
    const refused = await server.postForm('/api/online-application', over, {
      token: user.token,
      lang: 'en',
    })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors)).toEqual(['dowlet_sanaw'])
    expect(refused.body.errors.dowlet_sanaw[0]).toMatch(/too large/)
    expect(await applicationsOf(server, user.id)).toHaveLength(1)
    expect(await server.storedFiles()).toEqual(before)
  })

  it('answers a refused file and keeps the connection usable, the rest of the body read', async ({
    server,
  }) => {
    // A file refused before the end of the body left the rest unread and the request paused:
    // the client, its body sent, had its answer and kept the connection alive, and the next
    // request on it (the gateway's, another haulier's) waited for an answer that never came.
    const user = await haulier(server)
    const before = await server.storedFiles()
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const refuse = (after: number) =>
      sendForm(agent, `${server.url}/api/online-application`, user.token, [
        ['dowlet_sanaw', pdfOfSize(7_168_000), 'too-big.pdf'],
        ['ygtyyarnama', pdfOfSize(after), 'after.pdf'],
        ['yuztutma', pngBytes(), 'a.png'],
      ])
    try {
      // The body sent whole before the answer: the connection is kept, and serves the next one.
      const refused = await refuse(300_000)
      expect(refused.status).toBe(422)
      expect(Object.keys(JSON.parse(refused.text).errors)).toEqual(['dowlet_sanaw'])
      const next = await sendForm(agent, `${server.url}/api/online-application`, user.token, [
        ['dowlet_sanaw', pdfOfSize(3_333), 'sanaw.pdf'],
      ])
      expect(next.status).toBe(200)
      expect(next.reusedSocket).toBe(true)
      // Megabytes still to send when the answer comes: it comes all the same.
      const alsoRefused = await refuse(6_000_000)
      expect(alsoRefused.status).toBe(422)
      expect(Object.keys(JSON.parse(alsoRefused.text).errors)).toEqual(['dowlet_sanaw'])
    } finally {
      agent.destroy()
    }
    expect(await applicationsOf(server, user.id)).toHaveLength(1)
    expect((await server.storedFiles()).length).toBe(before.length + 1)
  })

  it('refuses an executable named .pdf, by its content, and keeps nothing', async ({ server }) => {
    const user = await haulier(server)
    const before = await server.storedFiles()
    const form = applicationForm([
      ['yuztutma', pngBytes(), 'yuztutma.png'],
      ['dowlet_sanaw', exeBytes(), 'x.pdf'],
    ])
    const answer = await server.postForm('/api/online-application', form, {
      token: user.token,
      lang: 'ru',
    })
    expect(answer.status).toBe(422)
    expect(answer.body.errors.dowlet_sanaw[0]).toMatch(/Формат файла не поддерживается/)
    expect(await applicationsOf(server, user.id)).toEqual([])
    expect(await server.storedFiles()).toEqual(before)
    const rows = await server.db
      .selectFrom('files')
      .select('id')
      .where('owner_id', '=', user.id)
      .execute()
    expect(rows).toEqual([])
  })

  it('answers 422 per field when the text is wrong or dowlet_sanaw is missing, keeping nothing', async ({
    server,
  }) => {
    const user = await haulier(server)
    const before = await server.storedFiles()
    const form = applicationForm([['yuztutma', pngBytes(), 'only-letter.png']], {
      ...applicationFields,
      corpname: '  ',
      phone: '+7 999 123',
      email: 'not-an-email',
      action: 'delete',
    })
    const answer = await server.postForm('/api/online-application', form, {
      token: user.token,
      lang: 'en',
    })
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({
      corpname: ['The institution name field is required.'],
      phone: [
        'Enter the phone number as +993 followed by 8 digits, or another country’s number with + and its country code.',
      ],
      email: ['Enter a valid e-mail address.'],
      action: ['Choose a value of action from the list.'],
      dowlet_sanaw: ['The state registration document field is required.'],
    })
    expect(await applicationsOf(server, user.id)).toEqual([])
    expect(await server.storedFiles()).toEqual(before)
  })

  it('answers 422 for missing text fields in the language of the request', async ({ server }) => {
    const user = await haulier(server)
    const answer = await server.postForm(
      '/api/online-application',
      applicationForm(undefined, { corpname: 'Ak Ýol' }),
      { token: user.token, lang: 'tm' },
    )
    expect(answer.status).toBe(422)
    expect(Object.keys(answer.body.errors).sort()).toEqual(
      ['cmr_number', 'director_fullname', 'email', 'fullname', 'permission_number', 'phone'].sort(),
    )
    expect(answer.body.errors.director_fullname).toEqual([
      '«Direktoryň F.A.A.» meýdany doldurylmaly.',
    ])
  })

  it('refuses two files in one field', async ({ server }) => {
    const user = await haulier(server)
    const form = applicationForm([
      ['dowlet_sanaw', pdfOfSize(1000), 'a.pdf'],
      ['dowlet_sanaw', pdfOfSize(1001), 'b.pdf'],
    ])
    const answer = await server.postForm('/api/online-application', form, {
      token: user.token,
      lang: 'en',
    })
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({ dowlet_sanaw: ['Attach only one file here.'] })
    expect(await applicationsOf(server, user.id)).toEqual([])
  })

  it('treats parts named after an object’s own properties as unknown fields', async ({
    server,
  }) => {
    // "constructor[0]" and "__proto__[0]" pass the parser's own check (which sees the brackets)
    // and were looked up as "constructor" and "__proto__": a file found a function as its rule and
    // failed the save, a text field replaced the fields' prototype.
    const user = await haulier(server)
    const before = await server.storedFiles()
    const form = applicationForm([['dowlet_sanaw', pdfOfSize(1000), 'sanaw.pdf']])
    for (const name of ['constructor[0]', '__proto__[0]']) {
      form.append(name, new Blob([exeBytes() as Uint8Array<ArrayBuffer>]), 'x.exe')
      form.append(name, 'text')
    }
    const answer = await server.postForm('/api/online-application', form, { token: user.token })
    expect(answer.status).toBe(200)
    const [application] = await applicationsOf(server, user.id)
    expect(answer.body).toEqual({ status: 'success', id: application?.id })
    // Only the state register document is kept; the executable in the odd fields is not.
    expect((await server.storedFiles()).length).toBe(before.length + 1)
  })

  it('answers 415 to a JSON body', async ({ server }) => {
    const user = await haulier(server)
    const answer = await server.post('/api/online-application', applicationFields, {
      token: user.token,
    })
    expect(answer.status).toBe(415)
  })

  it('answers 401 without a session and keeps no file', async ({ server }) => {
    const before = await server.storedFiles()
    const answer = await server.postForm('/api/online-application', applicationForm())
    expect(answer.status).toBe(401)
    expect(await server.storedFiles()).toEqual(before)
  })
})
