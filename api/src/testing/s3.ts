import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, utimes } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

/** Which store the API tests keep uploads in: the data folder, or S3 on the s3 leg (vitest.config.ts). */
export const testStorageKind = process.env.TEST_STORAGE === 's3' ? 's3' : 'local'

const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * A local S3-compatible server (s3rver: S3's REST API over a folder) on an ephemeral port of
 * 127.0.0.1, for the tests that keep uploads in a bucket. `bucket()` makes a fresh bucket and
 * answers the API settings that use it.
 */
export async function startS3Server() {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: KEYS,
  })
  return {
    endpoint,
    /** The folder s3rver keeps its buckets in: `<bucket>/<key>` and its metadata beside. */
    directory,
    /** A new, empty bucket, and the API's settings for it. */
    async bucket(): Promise<Record<string, string>> {
      const name = `api-test-${randomBytes(6).toString('hex')}`
      await client.send(new CreateBucketCommand({ Bucket: name }))
      return s3Env(endpoint, name)
    },
    /**
     * Makes the object `key` of `bucket` look written `ms` ago (s3rver answers a file's mtime as
     * its LastModified): how a test gets past the orphan sweep's grace without waiting for it.
     */
    async age(bucket: string, key: string, ms: number) {
      const when = new Date(Date.now() - ms)
      await utimes(path.join(directory, bucket, `${key}._S3rver_object`), when, when)
    },
    async close() {
      client.destroy()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>

/** The API's settings for bucket `bucket` of the test server at `endpoint`. */
export const s3Env = (endpoint: string, bucket: string): Record<string, string> => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: bucket,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: KEYS.accessKeyId,
  S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
})
