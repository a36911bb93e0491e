import { describe, expect, test } from 'vitest'
import { stackForThisFile } from './testing/stack.js'

// What the gateway refuses before any GraphQL runs: a body it cannot read, a request Node's HTTP
// parser turns away. Each says so in a sentence of the caller's language, never Fastify's words.

const stack = stackForThisFile()

describe('requests refused before GraphQL', () => {
  test('a body that cannot be read is a BAD_REQUEST in the caller’s language, never Fastify’s own words', async () => {
    const send = (body: string, headers: Record<string, string>) =>
      fetch(`${stack.gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'accept-language': 'ru', 'apollo-require-preflight': '1', ...headers },
        body,
      })
    const cases = [
      { name: 'JSON cut short', status: 400, body: '{"query":', type: 'application/json' },
      { name: 'no JSON at all', status: 400, body: '', type: 'application/json' },
      { name: 'a prototype', status: 400, body: '{"__proto__":{"a":1}}', type: 'application/json' },
      { name: 'XML', status: 415, body: '<query/>', type: 'application/xml' },
      {
        name: 'over 1 MB',
        status: 413,
        body: `"${'a'.repeat(1_100_000)}"`,
        type: 'application/json',
      },
    ]
    for (const { name, status, body, type } of cases) {
      const answer = await send(body, { 'content-type': type })
      expect(answer.status, name).toBe(status)
      const text = await answer.text()
      expect(text, name).not.toMatch(/FST_|Body|Unsupported|statusCode/)
      const { errors } = JSON.parse(text)
      expect(errors, name).toEqual([
        {
          message: expect.stringMatching(/^(Запрос|Отправьте)[^A-Z]/),
          extensions: { code: 'BAD_REQUEST' },
        },
      ])
    }
  })

  test('an address or headers over Node’s limit are refused with a sentence, not Fastify’s English', async () => {
    const answer = await fetch(`${stack.gateway.url}/news-all/${'1'.repeat(20_000)}`, {
      headers: { accept: 'text/html' },
    })
    expect(answer.status).toBe(431)
    // No header was read, the language neither: the fallback's (Russian).
    expect(await answer.json()).toEqual({ message: 'Запрос слишком большой или сложный.' })
  })
})
