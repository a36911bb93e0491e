import { afterAll, beforeAll, describe, expect } from 'vitest'
import { it } from '../testing/fixtures.js'
import { startMailServerDown } from '../testing/mail-server-down.js'
import { startTestServer, type TestServer } from '../testing/test-server.js'

const message = {
  department: 'technical_dep',
  name: 'Serdar',
  email: 'serdar@example.com',
  phone: '+993 61 23 45 67',
  message: 'E-rugsatnamanyň tölegi geçmedi.',
}

describe('feedback', () => {
  it('stores the message and mails it to the chosen department', async ({ server }) => {
    const answer = await server.post('/api/feedback-post', message, { lang: 'tm' })
    expect(answer.body).toEqual({ status: 'success' })
    const letter = await server.outbox.latestTo('tech@tmulag.gov.tm')
    expect(letter.subject).toContain('Serdar')
    expect(letter.text).toContain(message.message)
    expect(letter.text).toContain('+99361234567')
    expect(letter.replyTo).toBe(message.email)
  })

  it('sends to the general department when none is chosen', async ({ server }) => {
    const { department: _department, ...rest } = message
    const answer = await server.post('/api/feedback-post', { ...rest, name: 'General' })
    expect(answer.body.status).toBe('success')
    const saved = await server.db
      .selectFrom('feedback_messages')
      .select(['department', 'mailed'])
      .where('name', '=', 'General')
      .executeTakeFirstOrThrow()
    expect(saved).toEqual({ department: 'general_dep', mailed: true })
  })

  it('answers 422 naming each missing or wrong field, in the language asked', async ({
    server,
  }) => {
    const answer = await server.post(
      '/api/feedback-post',
      { department: 'sales', email: 'x@', phone: '8 800' },
      { lang: 'en' },
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({
      department: ['Choose a value of department from the list.'],
      name: ['The name field is required.'],
      email: ['Enter a valid e-mail address.'],
      phone: [
        'Enter the phone number as +993 followed by 8 digits, or another country’s number with + and its country code.',
      ],
      message: ['The message field is required.'],
    })
  })
})

describe('feedback when mail fails', () => {
  let failing: TestServer
  let mailDown: Awaited<ReturnType<typeof startMailServerDown>>
  beforeAll(async () => {
    mailDown = await startMailServerDown()
    failing = await startTestServer({ SMTP_URL: mailDown.smtpUrl })
  })
  afterAll(async () => {
    await failing.close()
    await mailDown.close()
  })

  it('answers error_sending_email and keeps the message', async () => {
    const answer = await failing.post(
      '/api/feedback-post',
      { ...message, name: 'Kept' },
      { lang: 'en' },
    )
    expect(answer.body).toEqual({
      status: 'error_sending_email',
      message: 'The e-mail could not be sent. Please try again later.',
    })
    const saved = await failing.db
      .selectFrom('feedback_messages')
      .select(['message', 'mailed'])
      .where('name', '=', 'Kept')
      .executeTakeFirstOrThrow()
    expect(saved).toEqual({ message: message.message, mailed: false })
  })

  it('limits a sender to five messages in ten minutes', async () => {
    const answers = []
    for (let i = 0; i < 6; i++) {
      answers.push(await failing.post('/api/feedback-post', message, { lang: 'en' }))
    }
    expect(answers.slice(0, 4).every((a) => a.status === 200)).toBe(true)
    expect(answers.at(-1)?.status).toBe(429)
  })
})
