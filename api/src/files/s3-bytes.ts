import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { StartupError } from '../lifecycle/startup-error.js'
import type { S3Settings } from './s3-settings.js'
import type { ByteStore, StoredEntry } from './stored-bytes.js'
import { STORED_NAME, storedKey } from './stored-bytes.js'

/** Stored files sit under this prefix, so the bucket may hold other things beside them. */
const PREFIX = 'uploads/'
const CHECK_TIMEOUT_MS = 10_000

/**
 * Bytes in a bucket of an S3-compatible store (AWS, MinIO, Ceph RGW, OpenStack Swift's s3api):
 * every API process of a cluster reads what any of them stored. Bodies stream both ways.
 */
export function s3Bytes(settings: S3Settings): ByteStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: the newer default (CRC32 in aws-chunked bodies) is
    // refused by many S3-compatible servers, and our bytes are checked by their SHA-256 already.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000 },
  })
  const Bucket = settings.bucket
  const Key = (sha256: string) => `${PREFIX}${storedKey(sha256)}`
  const where = `bucket "${Bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''}`

  return {
    where,
    shared: true,
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), {
          abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        })
      } catch (error) {
        throw unusable(error, settings)
      }
    },
    async keep(sha256, temporaryFile, size) {
      const existed = (await this.writtenAt(sha256)) !== undefined
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: Key(sha256),
          Body: createReadStream(temporaryFile),
          ContentLength: size,
          ContentType: 'application/octet-stream',
        }),
      )
      return !existed
    },
    async open(sha256) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: Key(sha256) }))
        if (answer.Body instanceof Readable) return answer.Body
        throw new Error('the S3 client gave a body that is not a Node stream')
      } catch (error) {
        if (notFound(error)) return undefined
        throw error
      }
    },
    async remove(sha256) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(sha256) }))
    },
    async writtenAt(sha256) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: Key(sha256) }))
        return head.LastModified?.getTime()
      } catch (error) {
        if (notFound(error)) return undefined
        throw error
      }
    },
    list: () => listed(client, Bucket),
  }
}

async function* listed(client: S3Client, Bucket: string): AsyncIterable<StoredEntry> {
  let ContinuationToken: string | undefined
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken }),
    )
    for (const object of page.Contents ?? []) {
      const sha256 = object.Key?.slice(object.Key.lastIndexOf('/') + 1) ?? ''
      if (STORED_NAME.test(sha256) && object.Key === `${PREFIX}${sha256.slice(0, 2)}/${sha256}`) {
        yield { sha256, writtenAt: object.LastModified?.getTime() ?? Date.now() }
      }
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (ContinuationToken)
}

interface S3Failure {
  name?: string
  code?: string
  $metadata?: { httpStatusCode?: number }
}

const statusOf = (error: unknown) => (error as S3Failure | null)?.$metadata?.httpStatusCode

const notFound = (error: unknown) =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as S3Failure)?.name ?? '')

/** The one sentence for a store that cannot be used at start, naming the setting to fix. */
function unusable(error: unknown, settings: S3Settings): StartupError {
  const at = settings.endpoint ? `S3_ENDPOINT ${settings.endpoint}` : `AWS S3 (${settings.region})`
  const failure = (error as S3Failure | null) ?? {}
  const status = statusOf(error)
  const reason = failure.code ?? failure.name ?? (error instanceof Error ? error.message : '')
  let message: string
  if (status === 404 || failure.name === 'NoSuchBucket') {
    message = `S3_BUCKET "${settings.bucket}" does not exist at ${at}; create it, or name an existing bucket in S3_BUCKET.`
  } else if (status === 401 || status === 403) {
    message = `${at} refused S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY for S3_BUCKET "${settings.bucket}" (${reason}); check the keys and that they may read and write that bucket.`
  } else if (status === 301 || status === 400) {
    message = `${at} refused S3_BUCKET "${settings.bucket}" in S3_REGION "${settings.region}" (${reason}); check S3_REGION, and S3_FORCE_PATH_STYLE for a store that wants path-style addresses.`
  } else if (status !== undefined) {
    message = `${at} answered ${status} (${reason}) for S3_BUCKET "${settings.bucket}"; check S3_ENDPOINT and S3_BUCKET.`
  } else {
    message = `${at} cannot be reached (${reason || 'no answer'}); check S3_ENDPOINT and that the store runs.`
  }
  return new StartupError(message, { cause: error })
}
