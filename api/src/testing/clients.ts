import { crc32, deflateSync } from 'node:zlib'
import type { TestServer } from './test-server.js'

/** Test fixtures of client profiles: small real images and the forms the earlier client sends. */

const u16 = (value: number) => [(value >> 8) & 0xff, value & 0xff]
const jpegSegment = (marker: number, payload: number[]) => [
  0xff,
  marker,
  ...u16(payload.length + 2),
  ...payload,
]

/**
 * A valid 1×1 grey baseline JPEG: one quantisation table, one-code Huffman tables, a single block
 * whose DC difference is 0 followed by end-of-block. `label` goes in a comment, so two images can
 * differ in bytes (files are stored by content hash).
 */
export function tinyJpeg(label = 'test'): Uint8Array {
  const comment = [...Buffer.from(label)]
  return Uint8Array.from([
    0xff,
    0xd8,
    ...jpegSegment(0xe0, [...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...jpegSegment(0xfe, comment),
    ...jpegSegment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...jpegSegment(0xc0, [8, ...u16(1), ...u16(1), 1, 1, 0x11, 0]),
    ...jpegSegment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0x00]),
    ...jpegSegment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0x00]),
    ...jpegSegment(0xda, [1, 1, 0x00, 0, 63, 0]),
    // DC code "0" (difference 0), AC code "0" (end of block), padded with ones
    0x3f,
    0xff,
    0xd9,
  ])
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A valid 1×1 RGB PNG of the given colour. */
export function tinyPng(rgb: [number, number, number] = [200, 30, 30]): Uint8Array {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(1, 0)
  header.writeUInt32BE(1, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Uint8Array.from(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.from([0, ...rgb]))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  )
}

export const inYears = (years: number) => `${new Date().getFullYear() + years}-06-30`

export interface ProfileFile {
  type: number
  bytes: Uint8Array
  name: string
}

/** A multipart form as the earlier client builds it: fields, license_types[i], types[i], file[i]. */
export function profileForm(
  fields: Record<string, string | number>,
  licenseTypeIds: number[],
  files: ProfileFile[],
): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value))
  for (const [i, id] of licenseTypeIds.entries()) form.append(`license_types[${i}]`, String(id))
  for (const [i, file] of files.entries()) form.append(`types[${i}]`, String(file.type))
  for (const [i, file] of files.entries()) {
    form.append(`file[${i}]`, new Blob([file.bytes]), file.name)
  }
  return form
}

export function legalFields(cityId: number, overrides: Record<string, string | number> = {}) {
  return {
    city_id: cityId,
    company_name: 'Ak Ýol Logistika HJ',
    phone: '+993 65123456',
    email: 'office@akyol.example.com',
    address: 'Aşgabat, Magtymguly şaýoly 12',
    yegrpo_number: 'EG-100200',
    yegrpo_expire_date: inYears(2),
    certificate_number: 'CERT-3300',
    bank_details: 'TDB, BIK 390101',
    account_number: '23202934100000000001',
    license_number: 'LIC-7788',
    license_expire_date: inYears(3),
    ...overrides,
  }
}

export function individualFields(cityId: number, overrides: Record<string, string | number> = {}) {
  return {
    city_id: cityId,
    name: 'Merdan',
    surname: 'Atayew',
    patronymic: 'Orazowiç',
    phone: '+99362000011',
    email: 'merdan@example.com',
    license_number: 'LIC-5511',
    patent_number: 'PAT-4410',
    patent_expire_date: inYears(1),
    license_expire_date: inYears(2),
    ...overrides,
  }
}

export const legalDocuments = (): ProfileFile[] => [
  { type: 1, bytes: tinyJpeg('licence'), name: 'licence.jpg' },
  { type: 2, bytes: tinyPng([10, 120, 10]), name: 'certificate.png' },
  { type: 3, bytes: tinyJpeg('register'), name: 'register.jpeg' },
]

export const individualDocuments = (): ProfileFile[] => [
  { type: 0, bytes: tinyPng([10, 10, 200]), name: 'patent.png' },
  { type: 1, bytes: tinyJpeg('individual licence'), name: 'licence.jpg' },
]

/** The client profiles `userId` has, as rows. */
export function profileRows(server: TestServer, userId: number) {
  return server.db
    .selectFrom('client_profiles')
    .select(['id', 'is_legal'])
    .where('user_id', '=', userId)
    .execute()
}
