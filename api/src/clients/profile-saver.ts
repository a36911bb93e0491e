import type { FastifyRequest } from 'fastify'
import { currentUser } from '../accounts/authenticate.js'
import type { AppContext } from '../context.js'
import { PROFILE_IMAGE_KINDS } from '../files/file-types.js'
import { filesRepository } from '../files/files.repository.js'
import type { Upload } from '../files/multipart.js'
import { bytesReferenced, withUploads } from '../files/multipart.js'
import { normalizePhone } from '../http/schemas.js'
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
 */
export function profileSaver({ db, fileStore }: Pick<AppContext, 'db' | 'fileStore'>) {
  const clients = clientsRepository(db)

  return async function saveProfile<F extends CommonProfileFields>(
    request: FastifyRequest,
    kind: ProfileKind<F>,
  ) {
    const user = currentUser(request)
    const options = {
      store: fileStore,
      db,
      files: { file: { accept: PROFILE_IMAGE_KINDS } },
      maxFiles: MAX_PROFILE_FILES,
    }
    const superseded = await withUploads(request, options, async (body) => {
      const creating = (await clients.profileId(user.id, kind.isLegal)) === undefined
      const profile = readProfileForm(kind, body, creating)
      const regionId = await checkReferences(profile)
      profile.problems.throwIfAny()
      if (regionId === undefined) throw new Error('a valid city without a region')
      const { form } = profile
      await db.transaction().execute(async (trx) => {
        const profiles = clientsRepository(trx)
        const files = filesRepository(trx)
        const profileId = await profiles.saveProfile({
          user_id: user.id,
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
          await profiles.setFile(profileId, type, await files.insert(user.id, upload))
        }
      })
      return profile.documents.superseded
    })
    await discardSuperseded(superseded)
    return { status: 'success' as const }
  }

  /** The city's region; problems for a city or licence types that do not exist. */
  async function checkReferences<F extends CommonProfileFields>({
    form,
    licenseTypeIds,
    problems,
  }: ProfileForm<F>) {
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
        bytesReferenced(db, upload.stored.sha256),
      )
    }
  }
}
