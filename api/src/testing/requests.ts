import type { RequestStatus } from '../db/schema.js'
import type { CargoPermissionKind } from '../requests/request-kinds.js'
import type { TestServer } from './test-server.js'

/**
 * Fixtures of the request domains: valid form bodies, files of a chosen type and size, and
 * requests put straight into the database (the endpoints that file them have their own tests).
 */

export function permissionBody(overrides: Record<string, unknown> = {}) {
  return {
    razresheniye_no: 'RZ-2026/0415',
    gos_prinad: 'Turkmenistan',
    marka: 'MAN',
    gos_nomer: '4521 AGD',
    woditel_fio: 'Hojamuradow Döwlet Annaýewiç',
    punkt_pog: 'Aşgabat, Büzmeýin ýük terminaly',
    punkt_wyg: 'Mary, Bazar ýoly 7',
    marshrut: 'Aşgabat — Tejen — Mary',
    gruz: 'Gurluşyk materiallary',
    prinad: 'Ak Ýol Logistika HJ',
    zayawitel: 'Atayew Merdan',
    mesto_wydachi: 'Aşgabat',
    cmr_no: 'CMR-778812',
    ...overrides,
  }
}

export const applicationFields = {
  corpname: 'Ak Ýol Logistika HJ',
  cmr_number: 'CMR-55120',
  permission_number: 'RZ-2026/0099',
  fullname: 'Atayew Merdan Orazowiç',
  phone: '+993 (65) 12-34-56',
  email: 'merdan@example.com',
  director_fullname: 'Berdiýew Aman',
  action: 'submit',
}

/** A PDF (as its first bytes tell) of exactly `size` bytes. */
export function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20)
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'), 0)
  bytes.set(new TextEncoder().encode('%%EOF\n'), size - 6)
  return bytes
}

export function pngBytes(): Uint8Array {
  const bytes = new Uint8Array(64)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0)
  return bytes
}

/** A Windows executable (MZ header). */
export function exeBytes(): Uint8Array {
  const bytes = new Uint8Array(256)
  bytes.set([0x4d, 0x5a, 0x90, 0x00], 0)
  return bytes
}

/** The online application form: text fields plus files given as [field, bytes, name]. */
export function applicationForm(
  files: [string, Uint8Array, string][] = [['dowlet_sanaw', pdfOfSize(2048), 'sanaw.pdf']],
  fields: Record<string, string> = applicationFields,
): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const [field, bytes, name] of files) {
    form.append(field, new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  }
  return form
}

/**
 * A haulier's online application filed through the API with one attachment, its state register
 * document: answers the stored file's id (for tests of downloading it).
 */
export async function fileAttachment(
  server: TestServer,
  user: { id: number; token: string },
  bytes: Uint8Array,
  name: string,
): Promise<number> {
  const filed = await server.postForm(
    '/api/online-application',
    applicationForm([['dowlet_sanaw', bytes, name]]),
    { token: user.token },
  )
  if (filed.body.status !== 'success') throw new Error(`not filed: ${JSON.stringify(filed.body)}`)
  const file = await server.db
    .selectFrom('files')
    .select('id')
    .where('owner_id', '=', user.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  return file.id
}

export async function seedCargoPermission(
  server: TestServer,
  userId: number,
  kind: CargoPermissionKind,
  options: { status?: RequestStatus; createdAt?: Date; number?: string } = {},
) {
  const body = permissionBody()
  const row = await server.db
    .insertInto('cargo_permissions')
    .values({
      user_id: userId,
      kind,
      ...body,
      razresheniye_no: options.number ?? body.razresheniye_no,
      valid_until: '2030-01-01',
      status: options.status ?? 0,
      ...(options.createdAt ? { created_at: options.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** An online application with one attachment row (the bytes are not needed by the lists). */
export async function seedOnlineApplication(
  server: TestServer,
  userId: number,
  options: { status?: RequestStatus; createdAt?: Date; number?: string } = {},
) {
  const file = await server.db
    .insertInto('files')
    .values({
      owner_id: userId,
      sha256: 'a'.repeat(64),
      size: 2048,
      mime: 'application/pdf',
      original_name: 'sanaw.pdf',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const { action: _action, ...fields } = applicationFields
  const row = await server.db
    .insertInto('online_applications')
    .values({
      user_id: userId,
      ...fields,
      phone: '+99365123456',
      permission_number: options.number ?? fields.permission_number,
      dowlet_sanaw_file_id: file.id,
      status: options.status ?? 0,
      ...(options.createdAt ? { created_at: options.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
