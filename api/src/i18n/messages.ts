import type { Catalog } from './catalog.js'
import { ACCOUNTS_MESSAGES } from './catalogs/accounts.js'
import { CLIENTS_MESSAGES } from './catalogs/clients.js'
import { COMPANIES_MESSAGES } from './catalogs/companies.js'
import { FILE_MESSAGES } from './catalogs/files.js'
import { FLEET_MESSAGES } from './catalogs/fleet.js'
import { HTTP_MESSAGES } from './catalogs/http.js'
import { OFFICE_MESSAGES } from './catalogs/office.js'
import { PERMIT_DOCUMENT_MESSAGES } from './catalogs/permit-documents.js'
import { PERMITS_MESSAGES } from './catalogs/permits.js'
import { RECEIPT_MESSAGES } from './catalogs/receipts.js'
import { REQUESTS_MESSAGES } from './catalogs/requests.js'
import type { Lang } from './lang.js'

/** Every sentence the API says to a person, in the three interface languages. */
export const CORE_MESSAGES = {
  // Validation, one per rule; {field} is the localized field label.
  required: {
    tm: '«{field}» meýdany doldurylmaly.',
    ru: 'Поле «{field}» обязательно для заполнения.',
    en: 'The {field} field is required.',
  },
  too_long: {
    tm: '«{field}» {max} belgiden uzyn bolmaly däl.',
    ru: 'Поле «{field}» не может быть длиннее {max} символов.',
    en: 'The {field} field must not be longer than {max} characters.',
  },
  too_short: {
    tm: '«{field}» iň azyndan {min} belgiden ybarat bolmaly.',
    ru: 'Поле «{field}» должно содержать не менее {min} символов.',
    en: 'The {field} field must be at least {min} characters long.',
  },
  email: {
    tm: 'Dogry e-poçta salgysyny giriziň.',
    ru: 'Введите корректный адрес электронной почты.',
    en: 'Enter a valid e-mail address.',
  },
  money_decimals: {
    tm: '«{field}» iň köp iki onluk belgili bolmaly.',
    ru: 'Поле «{field}» может содержать не более двух знаков после запятой.',
    en: 'The {field} may have at most two decimal places.',
  },
  phone: {
    tm: 'Telefon belgisini +993 we 8 sifr görnüşinde, başga ýurduň belgisini bolsa + we ýurduň kody bilen giriziň.',
    ru: 'Введите номер телефона: +993 и 8 цифр, а номер другой страны — с + и кодом страны.',
    en: 'Enter the phone number as +993 followed by 8 digits, or another country’s number with + and its country code.',
  },
  date: {
    tm: 'Senäni ýyýy-aa-gg görnüşinde giriziň.',
    ru: 'Введите дату в формате гггг-мм-дд.',
    en: 'Enter the date as yyyy-mm-dd.',
  },
  date_not_past: {
    tm: '«{field}» geçen sene bolup bilmez.',
    ru: 'Поле «{field}» не может содержать прошедшую дату.',
    en: 'The {field} cannot be a date in the past.',
  },
  invalid: {
    tm: '«{field}» nädogry görkezildi.',
    ru: 'Поле «{field}» заполнено неверно.',
    en: 'The {field} field is invalid.',
  },
  one_of: {
    tm: '«{field}» üçin sanawdaky bahalaryň birini saýlaň.',
    ru: 'Выберите значение поля «{field}» из списка.',
    en: 'Choose a value of {field} from the list.',
  },
  at_least: {
    tm: '«{field}» {min} sandan kiçi bolmaly däl.',
    ru: 'Значение поля «{field}» должно быть не меньше {min}.',
    en: 'The {field} must be at least {min}.',
  },
  at_most: {
    tm: '«{field}» {max} sandan uly bolmaly däl.',
    ru: 'Значение поля «{field}» должно быть не больше {max}.',
    en: 'The {field} must not be greater than {max}.',
  },
  whole_number: {
    tm: '«{field}» bitin san bolmaly.',
    ru: 'Значение поля «{field}» должно быть целым числом.',
    en: 'The {field} must be a whole number.',
  },
  number: {
    tm: '«{field}» san bolmaly.',
    ru: 'Значение поля «{field}» должно быть числом.',
    en: 'The {field} must be a number.',
  },
  text_one_line: {
    tm: '«{field}» bir setir görünýän tekst bolmaly: täze setire geçiş, dolandyryş we görünmeýän belgiler bolmaly däl.',
    ru: 'Поле «{field}» должно быть одной строкой видимого текста, без переводов строки, управляющих и невидимых символов.',
    en: 'The {field} field must be one line of visible text, without line breaks, control or invisible characters.',
  },
  text_control_characters: {
    tm: '«{field}» dolandyryş belgilerini saklamaly däl.',
    ru: 'Поле «{field}» не должно содержать управляющих символов.',
    en: 'The {field} field must not contain control characters.',
  },
  privacy_not_accepted: {
    tm: 'Gizlinlik syýasatyny kabul etmeli.',
    ru: 'Необходимо принять политику конфиденциальности.',
    en: 'You must accept the privacy policy.',
  },
  passwords_differ: {
    tm: 'Açar sözler gabat gelmeýär.',
    ru: 'Пароли не совпадают.',
    en: 'The passwords do not match.',
  },
  email_taken: {
    tm: 'Bu e-poçta salgysy eýýäm hasaba alnan.',
    ru: 'Этот адрес электронной почты уже зарегистрирован.',
    en: 'This e-mail address is already registered.',
  },
  body_not_object: {
    tm: 'Haýyşyň göwresi JSON obýekti bolmaly.',
    ru: 'Тело запроса должно быть JSON-объектом.',
    en: 'The request body must be a JSON object.',
  },
  otp_expired: {
    tm: 'Kodyň möhleti geçdi ýa-da synanyşyklar gutardy. Täze kod alyň.',
    ru: 'Срок действия кода истёк или попытки исчерпаны. Запросите новый код.',
    en: 'The code has expired or too many wrong codes were tried. Request a new code.',
  },
  signup_session_invalid: {
    tm: 'Hasaba alyş möhleti geçdi. Täzeden başlaň.',
    ru: 'Сеанс регистрации истёк. Начните регистрацию заново.',
    en: 'The sign-up session has expired. Please start again.',
  },
  otp_not_verified: {
    tm: 'Ilki e-poçta iberilen kody tassyklaň.',
    ru: 'Сначала подтвердите код из письма.',
    en: 'Confirm the code from the e-mail first.',
  },

  // Whole-request answers.
  malformed_request: {
    tm: 'Haýyş nädogry düzülipdir.',
    ru: 'Запрос составлен неверно.',
    en: 'The request is malformed.',
  },
  request_timeout: {
    tm: 'Haýyş wagtynda gelip ýetmedi.',
    ru: 'Запрос не был получен вовремя.',
    en: 'The request did not arrive in time.',
  },
  invalid_data: {
    tm: 'Maglumatlar nädogry dolduryldy.',
    ru: 'Данные заполнены неверно.',
    en: 'The given data was invalid.',
  },
  unauthenticated: {
    tm: 'Ulgama giriň.',
    ru: 'Войдите в систему.',
    en: 'Please log in.',
  },
  forbidden: {
    tm: 'Bu hereket size rugsat berilmeýär.',
    ru: 'Это действие вам недоступно.',
    en: 'You are not allowed to do this.',
  },
  route_not_found: {
    tm: 'Soralan salgy tapylmady.',
    ru: 'Запрошенный адрес не найден.',
    en: 'The requested address was not found.',
  },
  news_not_found: {
    tm: 'Täzelik tapylmady.',
    ru: 'Новость не найдена.',
    en: 'The news item was not found.',
  },
  page_not_found: {
    tm: 'Beýle sahypa ýok.',
    ru: 'Такой страницы нет.',
    en: 'There is no such page.',
  },
  malformed_json: {
    tm: 'Haýyşyň göwresi nädogry JSON.',
    ru: 'Тело запроса не является корректным JSON.',
    en: 'The request body is not valid JSON.',
  },
  unsupported_media_type: {
    tm: 'Bu mazmun görnüşi kabul edilmeýär.',
    ru: 'Этот тип содержимого не поддерживается.',
    en: 'This content type is not supported.',
  },
  payload_too_large: {
    tm: 'Haýyş gaty uly.',
    ru: 'Слишком большой запрос.',
    en: 'The request is too large.',
  },
  too_many_requests: {
    tm: 'Synanyşyklar gaty köp. {minutes} minutdan soň gaýtadan synanyşyň.',
    ru: 'Слишком много попыток. Повторите через {minutes} мин.',
    en: 'Too many attempts. Try again in {minutes} min.',
  },
  internal_error: {
    tm: 'Näsazlyk ýüze çykdy. Biraz wagtdan soň gaýtadan synanyşyň.',
    ru: 'Произошла ошибка. Повторите попытку позже.',
    en: 'Something went wrong. Please try again later.',
  },
  service_unavailable: {
    tm: 'Hyzmat wagtlaýyn elýeterli däl.',
    ru: 'Сервис временно недоступен.',
    en: 'The service is temporarily unavailable.',
  },

  // Status answers a person reads.
  invalid_creds: {
    tm: 'E-poçta ýa-da açar sözi nädogry.',
    ru: 'Неверный адрес электронной почты или пароль.',
    en: 'The e-mail or password is wrong.',
  },
  // A wrong code with the tries its challenge has left; the count stands after a colon, so no
  // language needs a plural form for it.
  invalid_otp_tries: {
    tm: 'Kod nädogry. Galan synanyşyklar: {tries}.',
    ru: 'Неверный код. Осталось попыток: {tries}.',
    en: 'The code is wrong. Tries left: {tries}.',
  },
  invalid_otp_spent: {
    tm: 'Kod nädogry we synanyşyklar gutardy. Täze kod alyň.',
    ru: 'Неверный код, и попытки исчерпаны. Запросите новый код.',
    en: 'The code is wrong and no tries are left. Request a new code.',
  },
  error_sending_email: {
    tm: 'Hat iberilende näsazlyk ýüze çykdy. Biraz wagtdan soň gaýtadan synanyşyň.',
    ru: 'Не удалось отправить письмо. Повторите попытку позже.',
    en: 'The e-mail could not be sent. Please try again later.',
  },
  reset_link_invalid: {
    tm: 'Salgynyň möhleti geçdi ýa-da ol eýýäm ulanyldy.',
    ru: 'Срок действия ссылки истёк, или она уже использована.',
    en: 'The link has expired or has already been used.',
  },
  invalid_credentials: {
    tm: 'Häzirki açar sözi nädogry.',
    ru: 'Текущий пароль указан неверно.',
    en: 'The current password is wrong.',
  },
} satisfies Catalog

export const MESSAGES = {
  ...CORE_MESSAGES,
  ...ACCOUNTS_MESSAGES,
  ...HTTP_MESSAGES,
  ...FILE_MESSAGES,
  ...CLIENTS_MESSAGES,
  ...FLEET_MESSAGES,
  ...PERMITS_MESSAGES,
  ...PERMIT_DOCUMENT_MESSAGES,
  ...RECEIPT_MESSAGES,
  ...REQUESTS_MESSAGES,
  ...OFFICE_MESSAGES,
  ...COMPANIES_MESSAGES,
}

export type MessageKey = keyof typeof MESSAGES
export type MessageParams = Record<string, string | number>

/** The sentence `key` in `lang`, with {placeholders} filled from `params`. */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}
