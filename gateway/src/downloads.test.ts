import net from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { DOWNLOAD_LIMITS } from './downloads.js'
import { legalProfile } from './testing/cabinet.js'
import { sampleFile } from './testing/files.js'
import { referenceIds } from './testing/reference.js'
import { loggedInHaulier, stackForThisFile } from './testing/stack.js'

// Every client here shares one address: its connections are not what this file limits.
const stack = stackForThisFile({
  MAX_CONNECTIONS_PER_ADDRESS: '1000',
  MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS: '1000',
})
const readers: net.Socket[] = []

afterEach(() => {
  for (const socket of readers.splice(0)) socket.destroy()
})

/**
 * A download whose reader takes the answer's first bytes, then never reads again (the kernel's
 * buffers fill, and the gateway can send no more). Resolves with the answer's status code.
 */
function stalledDownload(url: string, path: string, cookie: string): Promise<number> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname)
    readers.push(socket)
    socket.once('error', reject)
    socket.once('data', (chunk: Buffer) => {
      socket.pause()
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1]))
    })
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nCookie: ${cookie}\r\n\r\n`)
  })
}

describe('downloads of uploaded files', () => {
  test("a haulier's downloads left unread never make another haulier's query wait", async () => {
    const { browser: owner } = await loggedInHaulier(stack)
    const ref = await referenceIds(owner)
    const profile = await legalProfile(owner, ref, sampleFile.png(6_500_000, 41))
    expect(profile.userErrors).toEqual([])
    const url = profile.profile.documents.find(
      (document: { type: string }) => document.type === 'LICENCE',
    ).url as string
    const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const { browser: other } = await loggedInHaulier(stack)

    // More downloads than the gateway's whole pool of connections to the API once held.
    const statuses = await Promise.all(
      Array.from({ length: 140 }, () => stalledDownload(stack.gateway.url, url, cookie)),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(DOWNLOAD_LIMITS.perSession)
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      140 - DOWNLOAD_LIMITS.perSession,
    )

    const started = performance.now()
    const answer = await other.graphql('{ me { id } }')
    expect(answer.data?.me?.id).toBeTruthy()
    expect(performance.now() - started).toBeLessThan(1000)
  }, 60_000)
})
