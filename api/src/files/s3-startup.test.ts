import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { failedStart } from '../testing/program.js'
import { type S3Server, startS3Server } from '../testing/s3.js'

let s3: S3Server
let dataDir: string
beforeAll(async () => {
  s3 = await startS3Server()
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-s3-start-'))
})
afterAll(async () => {
  await s3.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** A port of 127.0.0.1 that nothing listens on (one just let go). */
async function closedPort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  return typeof address === 'object' && address ? address.port : 1
}

describe('an API whose S3 store cannot be used', { timeout: 60_000 }, () => {
  it('refuses to start, naming S3_ENDPOINT, when nothing answers there', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`
    const settings = { ...(await s3.bucket()), S3_ENDPOINT: endpoint }
    const { code, output } = await failedStart({ DATA_DIR: dataDir, ...settings }, 30_000)
    expect(code).toBe(1)
    expect(output).toContain(`The API could not start: S3_ENDPOINT ${endpoint} cannot be reached`)
    expect(output).not.toContain('S3RVER') // no key is printed
  })

  it('refuses to start, naming S3_BUCKET, when the bucket does not exist', async () => {
    const settings = { ...(await s3.bucket()), S3_BUCKET: 'no-such-bucket' }
    const { code, output } = await failedStart({ DATA_DIR: dataDir, ...settings }, 30_000)
    expect(code).toBe(1)
    expect(output).toContain(
      `The API could not start: S3_BUCKET "no-such-bucket" does not exist at S3_ENDPOINT ${s3.endpoint}`,
    )
  })

  it('refuses S3 settings without S3_BUCKET before starting anything', async () => {
    const { code, output } = await failedStart({ DATA_DIR: dataDir, S3_ENDPOINT: s3.endpoint })
    expect(code).toBe(1)
    expect(output).toContain('S3_BUCKET must be set when S3_ENDPOINT is')
  })
})
