import type { Catalog } from '../catalog.js'

/** Drivers, cars and trailers of a client. */
export const FLEET_MESSAGES = {
  driver_not_found: {
    tm: 'Sürüji tapylmady.',
    ru: 'Водитель не найден.',
    en: 'The driver was not found.',
  },
  transport_not_found: {
    tm: 'Ulag tapylmady.',
    ru: 'Транспортное средство не найдено.',
    en: 'The vehicle was not found.',
  },
  driving_category_unknown: {
    tm: 'Sürüjilik şahadatnamasynyň kategoriýalaryny sanawdan saýlaň.',
    ru: 'Выберите категории водительского удостоверения из списка.',
    en: 'Choose the driving licence categories from the list.',
  },
  transports_not_own: {
    tm: 'Diňe şol bir müşderi maglumatlary (fiziki ýa-da ýuridik şahs) üçin girizilen öz maşynlaryňyzy we tirkegleriňizi saýlaň.',
    ru: 'Выберите только свои машины и прицепы, внесённые для тех же данных клиента (физическое или юридическое лицо).',
    en: 'Choose only your own cars and trailers entered for the same client data (individual or legal entity).',
  },
  driver_not_own: {
    tm: 'Şol bir müşderi maglumatlary (fiziki ýa-da ýuridik şahs) üçin girizilen öz sürüjileriňiziň birini saýlaň.',
    ru: 'Выберите своего водителя, внесённого для тех же данных клиента (физическое или юридическое лицо).',
    en: 'Choose one of your own drivers entered for the same client data (individual or legal entity).',
  },
  brand_unknown: {
    tm: 'Markany sanawdan saýlaň.',
    ru: 'Выберите марку из списка.',
    en: 'Choose the brand from the list.',
  },
  brand_not_car: {
    tm: 'Bu tirkeg markasy; maşyn markasyny saýlaň.',
    ru: 'Это марка прицепов; выберите марку машины.',
    en: 'This is a trailer brand; choose a car brand.',
  },
  brand_not_trailer: {
    tm: 'Bu maşyn markasy; tirkeg markasyny saýlaň.',
    ru: 'Это марка машин; выберите марку прицепа.',
    en: 'This is a car brand; choose a trailer brand.',
  },
  plate_taken: {
    tm: 'Sizde bu döwlet belgili maşyn ýa-da tirkeg eýýäm bar.',
    ru: 'У вас уже есть машина или прицеп с этим государственным номером.',
    en: 'You already have a car or trailer with this plate number.',
  },
  date_not_future: {
    tm: '«{field}» geljekdäki sene bolup bilmez.',
    ru: 'Поле «{field}» не может содержать будущую дату.',
    en: 'The {field} cannot be a date in the future.',
  },
} satisfies Catalog

/**
 * Labels of the fleet forms' own fields. surname, patronymic, is_legal and transports are
 * labelled by the clients and permits catalogs, with the same meaning here.
 */
export const FLEET_FIELDS = {
  driving_license_number: {
    tm: 'Sürüjilik şahadatnamasynyň belgisi',
    ru: 'Номер водительского удостоверения',
    en: 'driving licence number',
  },
  driving_license_expired_date: {
    tm: 'Sürüjilik şahadatnamasynyň möhleti',
    ru: 'Срок действия водительского удостоверения',
    en: 'driving licence expiry date',
  },
  driving_licence_categories: {
    tm: 'Sürüjilik şahadatnamasynyň kategoriýalary',
    ru: 'Категории водительского удостоверения',
    en: 'driving licence categories',
  },
  is_transport: { tm: 'Ulagyň görnüşi', ru: 'Вид транспорта', en: 'kind of vehicle' },
  brand_id: { tm: 'Marka', ru: 'Марка', en: 'brand' },
  plate_number: { tm: 'Döwlet belgisi', ru: 'Государственный номер', en: 'plate number' },
  card_number: { tm: 'Kartoçkanyň belgisi', ru: 'Номер карточки', en: 'card number' },
  card_start_date: {
    tm: 'Kartoçkanyň berlen senesi',
    ru: 'Дата выдачи карточки',
    en: 'card issue date',
  },
  driver_id: { tm: 'Sürüji', ru: 'Водитель', en: 'driver' },
} satisfies Catalog
