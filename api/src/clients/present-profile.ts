import { fileUrl } from '../files/files.repository.js'
import type { Lang } from '../i18n/lang.js'
import { nameIn, withName } from '../i18n/localized.js'
import type { clientsRepository } from './clients.repository.js'

type Repository = ReturnType<typeof clientsRepository>
type ProfileRow = NonNullable<Awaited<ReturnType<Repository['findProfile']>>>
type LicenseTypeRow = Awaited<ReturnType<Repository['licenseTypesOf']>>[number]
type FileRow = Awaited<ReturnType<Repository['filesOf']>>[number]

interface Presentation {
  lang: Lang
  publicUrl: string
}

/**
 * A profile as the earlier client reads it: flat, `region` and `city` as ids (it sends `city_id`
 * back and picks the region's cities by `region`), names in the request's language beside them.
 * The gateway finds the other languages' names in /api/get-client-datas by these ids.
 */
export function presentProfile(
  row: ProfileRow,
  licenseTypes: LicenseTypeRow[],
  files: FileRow[],
  { lang, publicUrl }: Presentation,
) {
  const common = {
    id: row.id,
    user_id: row.user_id,
    is_legal: row.is_legal,
    region: row.region_id,
    region_id: row.region_id,
    region_name: nameIn(named(row, 'region'), lang),
    city: row.city_id,
    city_id: row.city_id,
    city_name: nameIn(named(row, 'city'), lang),
    phone: row.phone,
    email: row.email,
    license_number: row.license_number,
    license_expire_date: row.license_expire_date,
    license_types: licenseTypes.map((type) => withName(type, lang)),
    files: files.map((file) => ({
      type: file.type,
      id: file.id,
      url: fileUrl(publicUrl, file.id),
      name: file.original_name,
    })),
    balance: row.balance,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
  if (row.is_legal) {
    return {
      ...common,
      company_name: row.company_name ?? '',
      address: row.address ?? '',
      yegrpo_number: row.yegrpo_number ?? '',
      yegrpo_expire_date: row.yegrpo_expire_date ?? '',
      certificate_number: row.certificate_number ?? '',
      bank_details: row.bank_details ?? '',
      account_number: row.account_number ?? '',
    }
  }
  return {
    ...common,
    surname: row.surname ?? '',
    name: row.name ?? '',
    patronymic: row.patronymic ?? '',
    patent_number: row.patent_number ?? '',
    patent_expire_date: row.patent_expire_date ?? '',
  }
}

function named(row: ProfileRow, prefix: 'region' | 'city') {
  return {
    name_tm: row[`${prefix}_name_tm`],
    name_ru: row[`${prefix}_name_ru`],
    name_en: row[`${prefix}_name_en`],
  }
}
