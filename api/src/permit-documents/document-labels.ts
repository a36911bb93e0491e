import type { Lang } from '../i18n/lang.js'

/** What the e-permit document prints beside its values, in the three interface languages. */
export const DOCUMENT_LABELS = {
  title: { tm: 'Elektron rugsatnama', ru: 'Электронное разрешение', en: 'Electronic permit' },
  issuer: {
    tm: 'Türkmenawtoulaggözegçilik',
    ru: 'Туркменавтоулаггозегчилик',
    en: 'Türkmenawtoulaggözegçilik, road transport supervision of Turkmenistan',
  },
  number: { tm: 'Rugsatnamanyň belgisi', ru: 'Номер разрешения', en: 'Permit number' },
  type: { tm: 'Rugsatnamanyň görnüşi', ru: 'Вид разрешения', en: 'Permit type' },
  country: { tm: 'Ýurt', ru: 'Страна', en: 'Country' },
  departure: { tm: 'Ugraýan senesi', ru: 'Дата выезда', en: 'Departure date' },
  return: { tm: 'Gaýdyp gelýän senesi', ru: 'Дата возвращения', en: 'Return date' },
  haulier: { tm: 'Daşaýjy', ru: 'Перевозчик', en: 'Haulier' },
  driver: { tm: 'Sürüji', ru: 'Водитель', en: 'Driver' },
  car: { tm: 'Awtoulagyň belgisi', ru: 'Госномер автомобиля', en: 'Vehicle plate number' },
  trailer: { tm: 'Tirkegiň belgisi', ru: 'Госномер прицепа', en: 'Trailer plate number' },
  cargo: { tm: 'Ýük', ru: 'Груз', en: 'Cargo' },
  issued: { tm: 'Berlen senesi', ru: 'Дата выдачи', en: 'Issued on' },
  valid_until: {
    tm: 'Şu senä çenli hereket edýär',
    ru: 'Действительно до',
    en: 'Valid until',
  },
  end_of_day: {
    tm: '23:59, Aşgabat wagty',
    ru: '23:59 по времени Ашхабада',
    en: '23:59 Ashgabat time',
  },
  verify_code: { tm: 'Barlag kody', ru: 'Код проверки', en: 'Verify code' },
  without_camera: {
    tm: 'Kamerasyz: şu salgyny açyň',
    ru: 'Без камеры: откройте адрес',
    en: 'Without a camera: open',
  },
  signed: {
    tm: 'Elektron gol bilen tassyklandy, açar',
    ru: 'Подписано электронной подписью, ключ',
    en: 'Signed electronically, key',
  },
  revoked: { tm: 'Ýatyryldy', ru: 'Отозвано', en: 'Revoked' },
  attachment: { tm: 'e-rugsatnama', ru: 'e-razreshenie', en: 'e-permit' },
} satisfies Record<string, Record<Lang, string>>

export type DocumentLabel = keyof typeof DOCUMENT_LABELS
