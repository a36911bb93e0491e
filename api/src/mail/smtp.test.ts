import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newHaulier } from '../testing/accounts.js'
import { startTestServer, type TestServer } from '../testing/test-server.js'

interface Received {
  to: string[]
  subject: string
  text: string
}

let smtp: SMTPServer
let port: number
const received: Received[] = []
let server: TestServer

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        })
        callback()
      }, callback)
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const address = smtp.server.address()
  port = typeof address === 'object' && address ? address.port : 0
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Portal <noreply@tmulag.gov.tm>',
  })
})
afterAll(async () => {
  await server.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

describe('mail over SMTP', () => {
  it('sends the sign-up code through the SMTP server of SMTP_URL, and nothing to the outbox', async () => {
    const details = newHaulier()
    const answer = await server.post('/api/registration-post', details, { lang: 'en' })
    expect(answer.body.status).toBe('success')
    const letter = received.find((mail) => mail.to.includes(details.email))
    expect(letter?.subject).toContain('confirmation code')
    expect(letter?.text).toMatch(/\b\d{6}\b/)
    expect(await server.outbox.all()).toHaveLength(0)
  })
})
