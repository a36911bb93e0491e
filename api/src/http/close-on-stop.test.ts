import { expect, test } from 'vitest'
import { haulier } from '../testing/cabinet.js'
import { fileAttachment, pdfOfSize } from '../testing/requests.js'
import { startTestServer } from '../testing/test-server.js'

test('a stop begun while a download is being sent ends once it is sent, not at the keep-alive timeout', async () => {
  const server = await startTestServer()
  let closed: Promise<void> | undefined
  try {
    const user = await haulier(server)
    // Larger than a socket's buffers: the API is still sending when the stop begins.
    const size = 6_000_000
    const fileId = await fileAttachment(server, user, pdfOfSize(size), 'sanaw.pdf')
    const download = await fetch(`${server.url}/api/files/${fileId}`, {
      headers: { authorization: `Bearer ${user.token}` },
    })
    const reader = download.body?.getReader()
    let received = (await reader?.read())?.value?.length ?? 0
    closed = server.close()
    for (;;) {
      const chunk = await reader?.read()
      if (!chunk || chunk.done) break
      received += chunk.value.length
    }
    expect(received).toBe(size)
    const started = Date.now()
    await closed
    // Without the connection closed after its response, the stop waits for its 72 s timeout.
    expect(Date.now() - started).toBeLessThan(5_000)
  } finally {
    await (closed ?? server.close())
  }
}, 120_000)
