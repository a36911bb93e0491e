import { PassThrough, Readable } from 'node:stream'
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

  it('fails at once when the file reaches the limit while it is read, though the library unpipes it', async () => {
    // graphql-upload-minimal answers busboy's 'limit' by unpiping the file's stream: whoever read
    // it through a pipe never sees its end, and the call to the API would wait for the rest.
    const source = new PassThrough() as PassThrough & { truncated?: boolean }
    source.on('limit', () => source.unpipe())
    const value: UploadValue = Promise.resolve({
      fieldName: '1',
      filename: 'huge.pdf',
      mimetype: 'application/pdf',
      encoding: '7bit',
      createReadStream: () => source,
    } as never)
    const { stream } = multipartBody([
      { name: 'dowlet_sanaw', file: () => new UploadTracker().open(value, ['stateRegistration']) },
    ])
    const read = (async () => {
      try {
        for await (const _chunk of stream) {
          if (!source.truncated) {
            // The first bytes have passed: now busboy cuts the file, as at the 7,168,000th byte.
            source.write(Buffer.from('the cut last chunk'))
            source.truncated = true
            source.emit('limit')
          }
        }
      } catch (error) {
        return error
      }
    })()
    source.write(Buffer.from('%PDF-1.7 '))
    const failure = await Promise.race([
      read,
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 2 s'), 2000)),
    ])
    expect(failure).toBeInstanceOf(UploadTooLarge)
    expect((failure as UploadTooLarge).field).toEqual(['stateRegistration'])
  })

  it('calls a file the library cut before it was opened too large, not unreadable', async () => {
    const cut: UploadValue = Promise.resolve({
      fieldName: '1',
      filename: 'huge.pdf',
      mimetype: 'application/pdf',
      encoding: '7bit',
      createReadStream: () => {
        throw Object.assign(new Error('File truncated'), { status: 413 })
      },
    } as never)
    const failure = await new UploadTracker().open(cut, ['stateRegistration']).catch((e) => e)
    expect(failure).toBeInstanceOf(UploadTooLarge)
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
