import type { Catalog } from '../catalog.js'
import { GLOSSARY, numbered } from '../glossary.js'

/**
 * Requests of the cabinet: loading and unloading permissions, online (CMR) applications, their
 * history, cancelling, and operators' answers.
 */
export const REQUESTS_MESSAGES = {
  request_not_found: {
    tm: 'Beýle ýüz tutma ýok.',
    ru: 'Такой заявки нет.',
    en: 'There is no such request.',
  },
  request_cancel_not_pending: {
    tm: 'Bu ýüz tutmany ýatyryp bolmaýar: onuň ýagdaýy — «{status}». Diňe garaşylýan ýüz tutmany ýatyryp bolýar.',
    ru: 'Эту заявку нельзя отменить: её статус — «{status}». Отменить можно только заявку, которая ещё на рассмотрении.',
    en: 'This request cannot be canceled: its status is “{status}”. Only a pending request can be canceled.',
  },
  request_answer_not_pending: {
    tm: 'Diňe garaşylýan ýüz tutmany kabul edip ýa-da ret edip bolýar; bu ýüz tutmanyň ýagdaýy — «{status}».',
    ru: 'Принять или отклонить можно только заявку на рассмотрении; статус этой заявки — «{status}».',
    en: 'Only a pending request can be accepted or declined; the status of this one is “{status}”.',
  },
  request_answer_status: {
    tm: 'Operator diňe 1 («Kabul edildi») ýa-da 2 («Ret edildi») ýagdaýyny goýup bilýär.',
    ru: 'Оператор может установить только статус 1 («Принято») или 2 («Отклонено»).',
    en: 'An operator can only set the status 1 (“Accepted”) or 2 (“Declined”).',
  },
  file_one_only: {
    tm: 'Bu ýere diňe bir faýl goşuň.',
    ru: 'Прикрепите сюда только один файл.',
    en: 'Attach only one file here.',
  },

  // The statuses of a request (0 to 3) and what a letter calls one: the glossary's words.
  request_status_0: GLOSSARY.request_status_0,
  request_status_1: GLOSSARY.request_status_1,
  request_status_2: GLOSSARY.request_status_2,
  request_status_3: GLOSSARY.request_status_3,
  request_title_1: numbered('request_kind_1', '{number}'),
  request_title_2: numbered('request_kind_2', '{number}'),
  request_title_3: numbered('request_kind_3', '{number}'),
} satisfies Catalog

export const REQUESTS_FIELDS = {
  // Loading and unloading permissions
  razresheniye_no: { tm: 'Rugsatnamanyň belgisi', ru: 'Номер разрешения', en: 'permission number' },
  gos_prinad: {
    tm: 'Awtoulagyň döwlet degişliligi',
    ru: 'Государственная принадлежность автомобиля',
    en: "vehicle's country of registration",
  },
  marka: { tm: 'Awtoulagyň markasy', ru: 'Марка автомобиля', en: 'vehicle brand' },
  gos_nomer: {
    tm: 'Awtoulagyň döwlet belgisi',
    ru: 'Государственный номер автомобиля',
    en: 'vehicle registration number',
  },
  woditel_fio: {
    tm: 'Sürüjiniň (daşaýjynyň) F.A.A.',
    ru: 'ФИО водителя (перевозчика)',
    en: "driver's (carrier's) full name",
  },
  punkt_pog: { tm: 'Ýükleme nokady', ru: 'Пункт погрузки', en: 'loading point' },
  punkt_wyg: { tm: 'Düşürme nokady', ru: 'Пункт выгрузки', en: 'unloading point' },
  marshrut: { tm: 'Ýüküň ugry', ru: 'Маршрут груза', en: 'cargo route' },
  gruz: { tm: 'Ýüküň görnüşi', ru: 'Вид груза', en: 'cargo type' },
  prinad: { tm: 'Ýüküň degişliligi', ru: 'Принадлежность груза', en: 'cargo owner' },
  zayawitel: { tm: 'Ýüz tutýan', ru: 'Заявитель', en: 'applicant' },
  mesto_wydachi: {
    tm: 'Rugsatnamanyň berlen ýeri',
    ru: 'Место выдачи разрешения',
    en: 'place of issue',
  },
  cmr_no: { tm: 'CMR belgisi', ru: 'Номер CMR', en: 'CMR number' },

  // Online applications
  cmr_number: { tm: 'CMR belgisi', ru: 'Номер CMR', en: 'CMR number' },
  permission_number: {
    tm: 'Ýük ýüklemäge rugsatnamanyň belgisi',
    ru: 'Номер разрешения на погрузку',
    en: 'loading permission number',
  },
  fullname: {
    tm: 'Jogapkär işgäriň F.A.A.',
    ru: 'ФИО ответственного лица',
    en: "responsible person's full name",
  },
  director_fullname: { tm: 'Direktoryň F.A.A.', ru: 'ФИО директора', en: "director's full name" },
  action: { tm: 'Hereket', ru: 'Действие', en: 'action' },
  yuztutma: { tm: 'Ýüztutma haty', ru: 'Письмо-заявление', en: 'application letter' },
  ygtyyarnama: { tm: 'Şahadatnama', ru: 'Свидетельство', en: 'certificate' },
  dowlet_sanaw: {
    tm: 'Döwlet sanawyna alnandygy barada resminama',
    ru: 'Документ о государственной регистрации',
    en: 'state registration document',
  },

  // History and operators' answers
  model_id: { tm: 'Ýüz tutmanyň görnüşi', ru: 'Тип заявки', en: 'request type' },
  item_id: { tm: 'Ýüz tutma', ru: 'Заявка', en: 'request' },
} satisfies Catalog
