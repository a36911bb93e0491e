import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { describe, expect } from 'vitest'
import { newHaulier } from '../testing/accounts.js'
import { it, test } from '../testing/fixtures.js'

interface Received {
  to: string[]
  subject: string
  text: string
}

const received: Received[] = []

// The server sends its mail to an SMTP server of this file's own, started before it (the port goes
// into its settings) and stopped after it.
// biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's needs from its first parameter
test.override('serverEnv', async ({}, { onCleanup }) => {
  const smtp = new SMTPServer({
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
  onCleanup(() => new Promise<void>((resolve) => smtp.close(() => resolve())))
  const address = smtp.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Portal <noreply@tmulag.gov.tm>' }
})

describe('mail over SMTP', () => {
  it('sends the sign-up code through the SMTP server of SMTP_URL, and nothing to the outbox', async ({
    server,
  }) => {
    const details = newHaulier()
    const answer = await server.post('/api/registration-post', details, { lang: 'en' })
    expect(answer.body.status).toBe('success')
    const letter = received.find((mail) => mail.to.includes(details.email))
    expect(letter?.subject).toContain('confirmation code')
    expect(letter?.text).toMatch(/\b\d{6}\b/)
    expect(await server.outbox.all()).toHaveLength(0)
  })
})
