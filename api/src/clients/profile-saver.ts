import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '../context.js'
import { PROFILE_IMAGE_KINDS } from '../files/file-types.js'
import { filesRepository } from '../files/files.repository.js'
import type { Upload } from '../files/multipart.js'
import { sentForm, withUploads } from '../files/multipart.js'
import { idempotentCreates } from '../http/idempotency.js'
import { normalizePhone } from '../http/phone.js'
import { currentCompany } from '../sessions/authenticate.js'
import { clientsRepository } from './clients.repository.js'
import { type ProfileForm, readProfileForm } from './profile-form.js'
import type { ProfileKind } from './profile-kinds.js'
import type { CommonProfileFields } from './schemas.js'

/** The largest number of files one save takes: every document of a kind, re-picked once. */
const MAX_PROFILE_FILES = 6

/**
 * Saves the caller's profile of one kind from its multipart form: created when the caller has
 * none of that kind, updated otherwise. The profile row, its licence types and its files are
 * written in one transaction; on any failure the uploaded bytes are removed by `withUploads`.
 * With an idempotency key, a retry of a save that succeeded answers again and writes nothing.
 */
export function profileSaver({ db, fileStore }: Pick<AppContext, 'db' | 'fileStore'>) {
  const createOnce = idempotentCreates(db)

  return async function saveProfile<F extends CommonProfileFields>(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: ProfileKind<F>,
  ) {
    const owner = currentCompany(request)
    const options = {
      store: fileStore,
      db,
      files: { file: { accept: PROFILE_IMAGE_KINDS } },
      maxFiles: MAX_PROFILE_FILES,
    }
    let superseded: Upload[] = []
    const answer = await withUploads(request, options, (body) =>
      createOnce(request, reply, sentForm(body), async (trx) => {
        const creating = (await clientsRepository(trx).profileId(owner, kind.isLegal)) === undefined
        const profile = readProfileForm(kind, body, creating)
        const regionId = await checkReferences(clientsRepository(trx), profile)
        profile.problems.throwIfAny()
        if (regionId === undefined) throw new Error('a valid city without a region')
        const { form } = profile
        const profiles = clientsRepository(trx)
        const files = filesRepository(trx)
        const profileId = await profiles.saveProfile({
          user_id: owner,
          is_legal: kind.isLegal,
          region_id: regionId,
          city_id: form.city_id,
          phone: normalizePhone(form.phone),
          email: form.email.trim(),
          license_number: form.license_number.trim(),
          license_expire_date: form.license_expire_date,
          ...kind.columns(form),
        })
        await profiles.replaceLicenseTypes(profileId, profile.licenseTypeIds)
        for (const [type, upload] of profile.documents.byType) {
          await profiles.setFile(profileId, type, await files.insert(owner, upload))
        }
        superseded = profile.documents.superseded
        return { status: 'success' as const }
      }),
    )
    await discardSuperseded(superseded)
    return answer
  }

  /** The city's region; problems for a city or licence types that do not exist. */
  async function checkReferences<F extends CommonProfileFields>(
    clients: ReturnType<typeof clientsRepository>,
    { form, licenseTypeIds, problems }: ProfileForm<F>,
  ) {
    let regionId: number | undefined
    if (!problems.has('city_id')) {
      regionId = await clients.regionOfCity(form.city_id)
      if (regionId === undefined) problems.add('city_id', 'one_of')
    }
    if (!problems.has('license_types')) {
      const unknown = await clients.unknownLicenseTypes(licenseTypeIds)
      if (unknown.length > 0) problems.add('license_types', 'one_of')
    }
    return regionId
  }

  /** Bytes of a file sent twice for one document that no row took (the last one was kept). */
  async function discardSuperseded(uploads: Upload[]) {
    for (const upload of uploads) {
      if (!upload.stored.created) continue
      upload.stored.release()
      await fileStore.removeUnlessUsed(upload.stored.sha256, () =>
        filesRepository(db).bytesReferenced(upload.stored.sha256),
      )
    }
  }
}
