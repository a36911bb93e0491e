import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { multipartBody } from './rest/multipart.js'
import { UploadTooLarge, UploadTracker, type UploadValue } from './uploads.js'

/** A file as graphql-upload-minimal hands it over; `truncated` as busboy marks a cut file. */
function upload(bytes: string, truncated: boolean): UploadValue {
  const stream = Readable.from([Buffer.from(bytes)]) as Readable & { truncated?: boolean }
  stream.truncated = truncated
  return Promise.resolve({
    fieldName: '0',
    filename: 'scan.pdf',
    mimetype: 'application/pdf',
    encoding: '7bit',
    createReadStream: () => stream,
  } as never)
}

describe('streaming files on to the API', () => {
  it('encodes fields and files as multipart/form-data, ending with the closing boundary', async () => {
    const tracker = new UploadTracker()
    const { boundary, stream } = multipartBody([
      { name: 'corpname', value: 'Ak Ýol' },
      {
        name: 'dowlet_sanaw',
        file: () => tracker.open(upload('%PDF-1.7 whole', false), ['stateRegistration']),
      },
    ])
    const body = await text(stream)
    expect(body).toContain('name="corpname"\r\n\r\nAk Ýol\r\n')
    expect(body).toContain(
      'name="dowlet_sanaw"; filename="scan.pdf"\r\nContent-Type: application/pdf',
    )
    expect(body).toContain('%PDF-1.7 whole')
    expect(body.endsWith(`--${boundary}--\r\n`)).toBe(true)
  })

  it('fails the body before its closing boundary when a file was cut at the size limit', async () => {
    const tracker = new UploadTracker()
    const { boundary, stream } = multipartBody([
      {
        name: 'dowlet_sanaw',
        file: () => tracker.open(upload('%PDF-1.7 cut', true), ['stateRegistration']),
      },
    ])
    const chunks: string[] = []
    const failure = await (async () => {
      try {
        for await (const chunk of stream) chunks.push(String(chunk))
      } catch (error) {
        return error
      }
    })()
    expect(failure).toBeInstanceOf(UploadTooLarge)
    expect((failure as UploadTooLarge).field).toEqual(['stateRegistration'])
    expect(chunks.join('')).not.toContain(`--${boundary}--`)
  })

  it('keeps quotes and line breaks of a file name out of the part headers', async () => {
    const tracker = new UploadTracker()
    const evil = upload('x', false).then((file) => ({ ...file, filename: 'a"\r\nX-Evil: 1.pdf' }))
    const { stream } = multipartBody([
      { name: 'file[0]', file: () => tracker.open(evil, ['documents', '0']) },
    ])
    const body = await text(stream)
    expect(body).toContain('filename="a___X-Evil: 1.pdf"')
    expect(body).not.toContain('\r\nX-Evil')
  })
})
