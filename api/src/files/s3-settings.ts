/** The S3_* settings (ADR 0093). */
export interface S3Settings {
  bucket: string
  /** An S3-compatible store's address; none for AWS itself. */
  endpoint: string | undefined
  region: string
  forcePathStyle: boolean
  /** Both keys, or none for the S3 client's own lookup (an AWS instance role, say). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
}

const S3_NAMES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
]
/** S3's rule for bucket names: 3 to 63 lower-case letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

/** The S3 store of uploads when S3_BUCKET is set; any other S3_* setting alone is a problem. */
export function s3Settings(
  text: (name: string) => string | undefined,
  url: (name: string, fallback: string, protocols: string[]) => string,
  problems: string[],
): S3Settings | undefined {
  const bucket = text('S3_BUCKET')
  if (bucket === undefined) {
    const stray = S3_NAMES.filter((name) => text(name) !== undefined)
    if (stray.length > 0) {
      problems.push(
        `S3_BUCKET must be set when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'}: without it uploads stay in DATA_DIR`,
      )
    }
    return undefined
  }
  if (!BUCKET_NAME.test(bucket)) {
    problems.push(
      `S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "${bucket}")`,
    )
  }
  const endpoint = text('S3_ENDPOINT')
  if (endpoint !== undefined) url('S3_ENDPOINT', '', ['http:', 'https:'])
  const accessKeyId = text('S3_ACCESS_KEY_ID')
  const secretAccessKey = text('S3_SECRET_ACCESS_KEY')
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together')
  }
  // S3-compatible stores mostly answer at one address with the bucket in the path; AWS itself
  // wants the bucket in the host name.
  const pathStyle = text('S3_FORCE_PATH_STYLE')?.toLowerCase()
  if (pathStyle !== undefined && !['true', '1', 'yes', 'false', '0', 'no'].includes(pathStyle)) {
    problems.push(`S3_FORCE_PATH_STYLE must be true or false (got "${pathStyle}")`)
  }
  return {
    bucket,
    endpoint: endpoint?.replace(/\/+$/, ''),
    region: text('S3_REGION') ?? 'us-east-1',
    forcePathStyle:
      pathStyle === undefined ? endpoint !== undefined : ['true', '1', 'yes'].includes(pathStyle),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  }
}
