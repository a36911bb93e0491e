import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createLogger } from './logger.js'
import { type ApiServer, startApiServer } from './testing/api-server.js'
import { type GatewayServer, startGateway } from './testing/gateway-server.js'

let api: ApiServer
let gateway: GatewayServer
const lines: string[] = []

beforeAll(async () => {
  api = await startApiServer()
  const capture = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  gateway = await startGateway(
    api.url,
    {},
    { loggerInstance: createLogger({ logLevel: 'info' }, capture) },
  )
}, 120_000)

afterAll(async () => {
  await gateway?.close()
  await api?.close()
})

describe('the access log', () => {
  test('keeps no reset code, variable or credential of the URLs it writes', async () => {
    const code = 'Qx7LiveResetCode9f3a2b'
    await fetch(`${gateway.url}/password-reset/${code}?user_id=12`, {
      headers: { accept: 'text/html' },
    })
    const verifyCode = 'QX7KM-29PAT'
    await fetch(`${gateway.url}/verify/${verifyCode}`, { headers: { accept: 'text/html' } })
    // The web checks the link with a GET whose variables carry the code.
    const query =
      'query ($userId: ID!, $linkCode: String!) { passwordResetLinkValid(userId: $userId, linkCode: $linkCode) }'
    const variables = JSON.stringify({ userId: '12', linkCode: code })
    await fetch(
      `${gateway.url}/graphql?operationName=Check&query=${encodeURIComponent(query)}&variables=${encodeURIComponent(variables)}`,
      { headers: { 'apollo-require-preflight': 'true', authorization: 'Bearer SecretBearer123' } },
    )
    const log = lines.join('')
    expect(log).toContain('/password-reset/[redacted]')
    expect(log).toContain('/verify/[redacted]')
    expect(log).toContain('variables=[redacted]')
    expect(log).toContain('operationName=Check')
    for (const secret of [code, encodeURIComponent(code), verifyCode, 'SecretBearer123']) {
      expect(log).not.toContain(secret)
    }
  })
})
