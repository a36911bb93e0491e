import type { Catalog } from '../catalog.js'

export const CLIENTS_MESSAGES = {
  licence_file_required: {
    tm: 'Ygtyýarnamanyň suratyny (jpeg ýa-da png) goşuň.',
    ru: 'Приложите изображение лицензии (jpeg или png).',
    en: 'Attach an image of the licence (jpeg or png).',
  },
  certificate_file_required: {
    tm: 'Şahadatnamanyň suratyny (jpeg ýa-da png) goşuň.',
    ru: 'Приложите изображение сертификата (jpeg или png).',
    en: 'Attach an image of the certificate (jpeg or png).',
  },
  register_file_required: {
    tm: 'ÝEGRPO-dan göçürmäniň suratyny (jpeg ýa-da png) goşuň.',
    ru: 'Приложите изображение выписки из ЕГРПО (jpeg или png).',
    en: 'Attach an image of the state register (EGRPO) extract (jpeg or png).',
  },
  patent_file_required: {
    tm: 'Patentiň suratyny (jpeg ýa-da png) goşuň.',
    ru: 'Приложите изображение патента (jpeg или png).',
    en: 'Attach an image of the patent (jpeg or png).',
  },
  file_type_missing: {
    tm: 'Bu faýlyň haýsy resminama degişlidigi görkezilmedi.',
    ru: 'Не указано, к какому документу относится этот файл.',
    en: 'It is not said which document this file is.',
  },
  file_missing_for_type: {
    tm: 'Görkezilen resminama üçin faýl iberilmedi.',
    ru: 'Для указанного документа не передан файл.',
    en: 'No file was sent for the document named here.',
  },
  client_profile_not_found: {
    tm: 'Bu ulanyjynyň şu görnüşdäki müşderi maglumatlary ýok.',
    ru: 'У этого пользователя нет данных клиента такого вида.',
    en: 'This user has no client data of this kind.',
  },
  client_kind_not_found: {
    tm: 'Müşderiniň görnüşi 0 (fiziki şahs) ýa-da 1 (ýuridik şahs) bolmaly.',
    ru: 'Вид клиента должен быть 0 (физическое лицо) или 1 (юридическое лицо).',
    en: 'The kind of client must be 0 (individual) or 1 (legal entity).',
  },
} satisfies Catalog

export const CLIENTS_FIELDS = {
  city_id: { tm: 'Şäher', ru: 'Город', en: 'city' },
  company_name: { tm: 'Edaranyň ady', ru: 'Название организации', en: 'company name' },
  address: { tm: 'Ýuridik salgysy', ru: 'Юридический адрес', en: 'legal address' },
  yegrpo_number: { tm: 'ÝEGRPO belgisi', ru: 'Номер ЕГРПО', en: 'state register (EGRPO) number' },
  yegrpo_expire_date: {
    tm: 'ÝEGRPO-nyň tamamlanýan möhleti',
    ru: 'Дата окончания ЕГРПО',
    en: 'state register (EGRPO) expiry date',
  },
  certificate_number: {
    tm: 'Şahadatnamanyň belgisi',
    ru: 'Номер сертификата',
    en: 'certificate number',
  },
  bank_details: { tm: 'Bank maglumatlary', ru: 'Банковские реквизиты', en: 'bank details' },
  account_number: { tm: 'Hasaplaşyk hasaby', ru: 'Номер расчётного счёта', en: 'account number' },
  license_number: { tm: 'Ygtyýarnamanyň belgisi', ru: 'Номер лицензии', en: 'licence number' },
  license_expire_date: {
    tm: 'Ygtyýarnamanyň tamamlanýan möhleti',
    ru: 'Дата окончания лицензии',
    en: 'licence expiry date',
  },
  license_types: { tm: 'Ygtyýarnamanyň kodlary', ru: 'Коды лицензии', en: 'licence codes' },
  types: { tm: 'Resminamanyň görnüşi', ru: 'Вид документа', en: 'document type' },
  surname: { tm: 'Familiýasy', ru: 'Фамилия', en: 'surname' },
  patronymic: { tm: 'Atasynyň ady', ru: 'Отчество', en: 'patronymic' },
  patent_number: { tm: 'Patentiň belgisi', ru: 'Номер патента', en: 'patent number' },
  patent_expire_date: {
    tm: 'Patentiň tamamlanýan möhleti',
    ru: 'Дата окончания патента',
    en: 'patent expiry date',
  },
  balance: { tm: 'Galyndy', ru: 'Баланс', en: 'balance' },
} satisfies Catalog
