import type { Catalog } from '../catalog.js'
import { GLOSSARY, numbered } from '../glossary.js'

/** E-permits, their payment and the operators who move them along. */
export const PERMITS_MESSAGES = {
  // Statuses as the client reads them: the glossary's words.
  permit_status_1: GLOSSARY.permit_status_1,
  permit_status_2: GLOSSARY.permit_status_2,
  permit_status_3: GLOSSARY.permit_status_3,
  permit_status_4: GLOSSARY.permit_status_4,
  permit_status_5: GLOSSARY.permit_status_5,
  permit_status_6: GLOSSARY.permit_status_6,
  permit_title: numbered('e_permit', '{id}'),

  permit_not_found: {
    tm: 'E-rugsatnama tapylmady.',
    ru: 'Э-разрешение не найдено.',
    en: 'The e-permit was not found.',
  },
  permit_client_missing: {
    tm: 'Ilki müşderi maglumatlaryny dolduryň (fiziki ýa-da ýuridik şahs).',
    ru: 'Сначала заполните данные клиента (физическое или юридическое лицо).',
    en: 'Fill in the client data (individual or legal entity) first.',
  },
  permit_client_mismatch: {
    tm: 'Müşderi maglumatlary saýlanan görnüşe (fiziki ýa-da ýuridik şahs) degişli däl.',
    ru: 'Данные клиента не относятся к выбранному виду (физическое или юридическое лицо).',
    en: 'The client data do not belong to the chosen kind (individual or legal entity).',
  },
  permit_driver_not_own: {
    tm: 'Şol bir müşderi maglumatlary üçin girizilen öz sürüjileriňiziň birini saýlaň.',
    ru: 'Выберите своего водителя, внесённого для тех же данных клиента.',
    en: 'Choose one of your own drivers entered for the same client data.',
  },
  permit_transports_not_own: {
    tm: 'Diňe şol bir müşderi maglumatlary üçin girizilen öz maşynlaryňyzy we tirkegleriňizi saýlaň.',
    ru: 'Выберите только свои машины и прицепы, внесённые для тех же данных клиента.',
    en: 'Choose only your own cars and trailers entered for the same client data.',
  },
  permit_transports_shape: {
    tm: 'Bir maşyn we islege görä bir tirkeg saýlaň.',
    ru: 'Выберите одну машину и, при необходимости, один прицеп.',
    en: 'Choose exactly one car and, optionally, one trailer.',
  },
  permit_country_unknown: {
    tm: 'Barýan ýurduňyzy sanawdan saýlaň.',
    ru: 'Выберите страну назначения из списка.',
    en: 'Choose the destination country from the list.',
  },
  permit_country_home: {
    tm: 'Elektron rugsatnama daşary ýurda gidilýän sapar üçin berilýär: barýan ýurduňyz Türkmenistan bolup bilmez.',
    ru: 'Электронное разрешение выдаётся на поездку за границу: страной назначения не может быть Туркменистан.',
    en: 'An e-permit is for a trip abroad: Turkmenistan cannot be its destination.',
  },
  permit_type_unknown: {
    tm: 'Rugsatnamanyň görnüşini sanawdan saýlaň.',
    ru: 'Выберите вид разрешения из списка.',
    en: 'Choose the permit type from the list.',
  },
  permit_too_far_ahead: {
    tm: 'Bu sene {days} günden köp öňde bolup bilmez.',
    ru: 'Эта дата не может быть позже чем через {days} дней.',
    en: 'This date cannot be more than {days} days ahead.',
  },
  permit_return_before_departure: {
    tm: 'Gaýdyp gelýän sene ugraýan seneden öň bolup bilmez.',
    ru: 'Дата возвращения не может быть раньше даты отъезда.',
    en: 'The return date cannot be before the departure date.',
  },

  // Moving an e-permit along.
  permit_transition_refused: {
    tm: 'E-rugsatnamany «{from}» ýagdaýyndan «{to}» ýagdaýyna geçirip bolmaýar.',
    ru: 'Э-разрешение нельзя перевести из статуса «{from}» в статус «{to}».',
    en: 'An e-permit cannot go from “{from}” to “{to}”.',
  },
  permit_paid_by_payment_only: {
    tm: 'E-rugsatnama diňe tassyklanan töleg bilen «{to}» ýagdaýyna geçýär.',
    ru: 'Статус «{to}» э-разрешение получает только после подтверждённой оплаты.',
    en: 'An e-permit becomes “{to}” only through a confirmed payment.',
  },
  permit_price_positive: {
    tm: 'Bahasy noldan uly bolmaly.',
    ru: 'Цена должна быть больше нуля.',
    en: 'The price must be greater than zero.',
  },
  permit_reason_required: {
    tm: 'Ret etmegiň sebäbini görkeziň: ol müşderä görkeziler.',
    ru: 'Укажите причину отказа: её увидит клиент.',
    en: 'Give the reason for the rejection: the client will see it.',
  },

  // Paying.
  permit_not_payable: {
    tm: 'Bu e-rugsatnamany tölemek bolmaýar: onuň ýagdaýy «{status}».',
    ru: 'Это э-разрешение нельзя оплатить: его статус «{status}».',
    en: 'This e-permit cannot be paid: its status is “{status}”.',
  },
  permit_already_paid: {
    tm: 'Bu e-rugsatnama eýýäm tölendi.',
    ru: 'Это э-разрешение уже оплачено.',
    en: 'This e-permit has already been paid.',
  },
  payment_description: {
    tm: '№{id} e-rugsatnama üçin töleg',
    ru: 'Оплата э-разрешения № {id}',
    en: 'Payment for e-permit No. {id}',
  },
  payment_page_title: {
    tm: 'Onlaýn töleg (synag gurşawy)',
    ru: 'Онлайн-оплата (тестовая среда)',
    en: 'Online payment (sandbox)',
  },
  payment_page_intro: {
    tm: 'Bu synag töleg sahypasy: hakyky pul alynmaýar.',
    ru: 'Это тестовая страница оплаты: настоящие деньги не списываются.',
    en: 'This is a sandbox payment page: no real money is taken.',
  },
  payment_page_amount: { tm: 'Jemi', ru: 'Сумма', en: 'Amount' },
  payment_page_purpose: { tm: 'Tölegiň maksady', ru: 'Назначение', en: 'For' },
  payment_page_pay: { tm: 'Tölemek', ru: 'Оплатить', en: 'Pay' },
  payment_page_decline: { tm: 'Ret etmek', ru: 'Отказаться', en: 'Decline' },
  payment_page_back: {
    tm: 'Şahsy otaga dolanmak',
    ru: 'Вернуться в личный кабинет',
    en: 'Back to your cabinet',
  },
  payment_manat: { tm: 'manat', ru: 'манат', en: 'manat' },
  payment_link_invalid: {
    tm: 'Töleg salgysy nädogry ýa-da onuň möhleti geçdi.',
    ru: 'Ссылка на оплату неверна или больше не действует.',
    en: 'The payment link is wrong or no longer valid.',
  },
  payment_already_completed: {
    tm: 'Bu töleg eýýäm tamamlandy; hiç zat üýtgemedi.',
    ru: 'Этот платёж уже завершён; ничего не изменилось.',
    en: 'This payment has already been completed; nothing was changed.',
  },
  payment_not_verified: {
    tm: 'Tölegiň netijesini tassyklap bolmady; hiç zat üýtgemedi.',
    ru: 'Не удалось подтвердить результат оплаты; ничего не изменилось.',
    en: 'The payment result could not be verified; nothing was changed.',
  },
} satisfies Catalog

export const PERMITS_FIELDS = {
  country: { tm: 'Barýan ýurduňyz', ru: 'Страна назначения', en: 'destination country' },
  type_of_cargo: { tm: 'Ýüküň görnüşi', ru: 'Тип груза', en: 'type of cargo' },
  container_number: {
    tm: 'Konteýnerleriň sany',
    ru: 'Количество контейнеров',
    en: 'number of containers',
  },
  departure_date: { tm: 'Ugraýan senesi', ru: 'Дата отъезда', en: 'departure date' },
  return_date: { tm: 'Gaýdyp gelýän senesi', ru: 'Дата возвращения', en: 'return date' },
  client: { tm: 'Müşderi maglumatlary', ru: 'Данные клиента', en: 'client data' },
  driver: { tm: 'Sürüji', ru: 'Водитель', en: 'driver' },
  transports: { tm: 'Maşyn we tirkeg', ru: 'Машина и прицеп', en: 'car and trailer' },
  permit_type: { tm: 'Rugsatnamanyň görnüşi', ru: 'Вид разрешения', en: 'permit type' },
  permit_description: { tm: 'Goşmaça maglumat', ru: 'Описание', en: 'description' },
  permit_id: { tm: 'E-rugsatnama', ru: 'Э-разрешение', en: 'e-permit' },
  price: { tm: 'Bahasy', ru: 'Цена', en: 'price' },
} satisfies Catalog
