import type { Catalog } from './catalog.js'
import { ACCOUNTS_FIELDS } from './catalogs/accounts.js'
import { CLIENTS_FIELDS } from './catalogs/clients.js'
import { FILE_FIELDS } from './catalogs/files.js'
import { FLEET_FIELDS } from './catalogs/fleet.js'
import { OFFICE_FIELDS } from './catalogs/office.js'
import { PERMITS_FIELDS } from './catalogs/permits.js'
import { REQUESTS_FIELDS } from './catalogs/requests.js'
import type { Lang } from './lang.js'

/** How a request field is named to a person, in each language. */
export const CORE_FIELDS: Catalog = {
  // The header that makes a create happen once (http/idempotency.ts)
  'idempotency-key': { tm: 'Haýyşyň açary', ru: 'Ключ запроса', en: 'request key' },
  // Shared by the cabinet's forms
  is_legal: { tm: 'Müşderiniň görnüşi', ru: 'Вид клиента', en: 'kind of client' },
  status: { tm: 'Ýagdaýy', ru: 'Статус', en: 'status' },
  reason: { tm: 'Sebäbi', ru: 'Причина', en: 'reason' },
  page: { tm: 'Sahypa', ru: 'Страница', en: 'page' },
  outcome: { tm: 'Töleg netijesi', ru: 'Результат оплаты', en: 'payment outcome' },
  reference: { tm: 'Tölegiň belgisi', ru: 'Номер платежа', en: 'payment reference' },
  name: { tm: 'Adyňyz', ru: 'Имя', en: 'name' },
  email: { tm: 'E-poçta', ru: 'Электронная почта', en: 'e-mail' },
  phone: { tm: 'Telefon belgisi', ru: 'Телефон', en: 'phone' },
  message: { tm: 'Habaryňyz', ru: 'Сообщение', en: 'message' },
  department: { tm: 'Bölüm', ru: 'Отдел', en: 'department' },
  password: { tm: 'Açar sözi', ru: 'Пароль', en: 'password' },
  passwd: { tm: 'Açar sözi', ru: 'Пароль', en: 'password' },
  passwd_confirmation: {
    tm: 'Açar sözüni tassyklaň',
    ru: 'Подтверждение пароля',
    en: 'password confirmation',
  },
  old_passwd: { tm: 'Häzirki açar sözi', ru: 'Текущий пароль', en: 'current password' },
  new_password: { tm: 'Täze açar sözi', ru: 'Новый пароль', en: 'new password' },
  new_password_confirmation: {
    tm: 'Täze açar sözüni tassyklaň',
    ru: 'Подтверждение нового пароля',
    en: 'new password confirmation',
  },
  corpname: { tm: 'Edaranyň ady', ru: 'Название организации', en: 'institution name' },
  ygtyyarnama_no: {
    tm: 'Şahadatnamanyň belgisi',
    ru: 'Номер свидетельства',
    en: 'certificate number',
  },
  ygtyyarnama_expire_date: {
    tm: 'Şahadatnamanyň möhleti',
    ru: 'Срок действия свидетельства',
    en: 'certificate validity date',
  },
  yegrpo: { tm: 'ÝEGRPO belgisi', ru: 'Номер в ЕГРПО', en: 'state register (EGRPO) number' },
  privacy_accepted: {
    tm: 'Gizlinlik syýasaty',
    ru: 'Политика конфиденциальности',
    en: 'privacy policy',
  },
  otp: { tm: 'Tassyklaýyş kody', ru: 'Код подтверждения', en: 'confirmation code' },
  otp_hashed: { tm: 'Hasaba alyş sessiýasy', ru: 'Сеанс регистрации', en: 'sign-up session' },
  phase: { tm: 'Tapgyr', ru: 'Этап', en: 'phase' },
  user_id: { tm: 'Ulanyjy', ru: 'Пользователь', en: 'user' },
  link_value: { tm: 'Salgynyň kody', ru: 'Код ссылки', en: 'link code' },
}

const FIELD_LABELS: Catalog = {
  ...CORE_FIELDS,
  ...ACCOUNTS_FIELDS,
  ...FILE_FIELDS,
  ...CLIENTS_FIELDS,
  ...FLEET_FIELDS,
  ...PERMITS_FIELDS,
  ...REQUESTS_FIELDS,
  ...OFFICE_FIELDS,
}

/** The label of `field` (a top-level request field; "a.0.b" uses the label of "a"). */
export function fieldLabel(lang: Lang, field: string): string {
  const root = field.split('.')[0] ?? field
  return FIELD_LABELS[root]?.[lang] ?? root
}
