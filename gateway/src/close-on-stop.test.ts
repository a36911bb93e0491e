import { expect, test } from 'vitest'
import { legalProfile } from './testing/cabinet.js'
import { sampleFile } from './testing/files.js'
import { startGateway } from './testing/gateway-server.js'
import { referenceIds } from './testing/reference.js'
import { loggedInHaulier, stackForThisFile } from './testing/stack.js'

const stack = stackForThisFile()

test('a stop begun while a download is being sent ends once it is sent, not at the keep-alive timeout', async () => {
  const { browser: owner } = await loggedInHaulier(stack)
  // Larger than a socket's buffers: the gateway is still sending when the stop begins.
  const size = 6_500_000
  const profile = await legalProfile(owner, await referenceIds(owner), sampleFile.png(size, 7))
  expect(profile.userErrors).toEqual([])
  const url = profile.profile.documents.find(
    (document: { type: string }) => document.type === 'LICENCE',
  ).url as string
  const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ')

  // A gateway of its own, stopped in the middle of the download.
  const gateway = await startGateway(stack.api.url)
  const download = await fetch(`${gateway.url}${url}`, { headers: { cookie } })
  expect(download.status).toBe(200)
  const reader = download.body?.getReader()
  let received = (await reader?.read())?.value?.length ?? 0
  const stopped = gateway.close()
  for (;;) {
    const chunk = await reader?.read()
    if (!chunk || chunk.done) break
    received += chunk.value.length
  }
  expect(received).toBe(size)
  const started = Date.now()
  await stopped
  // Left open after its response, the connection would hold the stop until the test's gateway
  // cuts it after 5 s (the program's own stop gives up after 10).
  expect(Date.now() - started).toBeLessThan(3_000)
}, 120_000)
