/** The request's language: the portal's tm, ru and en; Russian when none of them is asked for. */
export type Lang = 'tm' | 'ru' | 'en'

/**
 * Picks tm, ru or en from `Accept-Language` by q-value; `tk` (Turkmen's BCP 47 code) means tm.
 * The API negotiates the same way; the gateway needs it only for the few sentences it says itself.
 */
export function langOf(header: string | undefined): Lang {
  if (!header) return 'ru'
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    if (tag === 'tm' || tag === 'tk') return 'tm'
    if (tag === 'ru' || tag === 'en') return tag
  }
  return 'ru'
}

const MESSAGES = {
  upstream_unavailable: {
    tm: 'Hyzmat häzir elýeterli däl; birazdan täzeden synanyşyň.',
    ru: 'Сервис сейчас недоступен; попробуйте немного позже.',
    en: 'The service is unavailable right now; please try again shortly.',
  },
  session_ended: {
    tm: 'Sessiýa tamamlandy; täzeden giriň.',
    ru: 'Сеанс завершён; войдите снова.',
    en: 'The session has ended; log in again.',
  },
  operators_only: {
    tm: 'Muny diňe operatorlar edip bilýär.',
    ru: 'Это могут делать только операторы.',
    en: 'Only operators may do this.',
  },
  clients_only: {
    tm: 'Operatoryň hasabynda müşderi maglumatlary we arzalar ýok.',
    ru: 'У учётной записи оператора нет данных клиента и заявок.',
    en: 'An operator account has no client records or requests.',
  },
  not_a_member: {
    tm: 'Siz häzir hiç bir kompaniýanyň işjeň agzasy däl. Kompaniýanyň administratory bilen habarlaşyň.',
    ru: 'Вы сейчас не состоите ни в одной компании как действующий участник. Обратитесь к администратору компании.',
    en: 'You are not an active member of any company now. Ask the company’s administrator.',
  },
  file_too_large: {
    tm: 'Faýl gaty uly: 7 168 000 baýtdan kiçi bolmaly.',
    ru: 'Файл слишком большой: он должен быть меньше 7 168 000 байт.',
    en: 'The file is too large: it must be under 7,168,000 bytes.',
  },
  file_missing: {
    tm: 'Faýl doly gelmedi; ony täzeden iberiň.',
    ru: 'Файл получен не полностью; отправьте его ещё раз.',
    en: 'The file did not arrive whole; please send it again.',
  },
  unknown_choice: {
    tm: 'Sanawdan birini saýlaň.',
    ru: 'Выберите значение из списка.',
    en: 'Choose one from the list.',
  },
  trailer_is_the_car: {
    tm: 'Maşyn tirkeg bolup bilmez: tirkegi sanawdan saýlaň.',
    ru: 'Машина не может быть прицепом: выберите прицеп из списка.',
    en: 'A car cannot be the trailer: choose a trailer from the list.',
  },
  not_an_id: {
    tm: 'Nädogry belgi: belgi 1-den başlaýan bitin san bolmaly.',
    ru: 'Неверный идентификатор: это целое число от 1.',
    en: 'Not a valid id: an id is a whole number from 1.',
  },
  rate_limited: {
    tm: 'Synanyşyk gaty köp; biraz garaşyň.',
    ru: 'Слишком много попыток; подождите немного.',
    en: 'Too many attempts; please wait a little.',
  },
  too_many_downloads: {
    tm: 'Bir wagtda gaty köp faýl ýüklenýär; öňküleri tamamlanandan soň täzeden synanyşyň.',
    ru: 'Слишком много загрузок одновременно; попробуйте снова, когда предыдущие завершатся.',
    en: 'Too many downloads at once; try again when the earlier ones have finished.',
  },
  too_many_requests: {
    tm: 'Siziň salgyňyzdan bir wagtda gaty köp ýüz tutma gelýär; birazdan täzeden synanyşyň.',
    ru: 'С вашего адреса сейчас слишком много запросов одновременно; повторите через несколько секунд.',
    en: 'Too many requests from your address at once; try again in a few seconds.',
  },
  server_busy: {
    tm: 'Siziň salgyňyzdan gaty köp birikme açyk; birazdan täzeden synanyşyň.',
    ru: 'С вашего адреса открыто слишком много соединений; повторите через несколько секунд.',
    en: 'Too many connections are open from your address; try again in a few seconds.',
  },
  request_too_large: {
    tm: 'Sorag gaty uly ýa-da çylşyrymly.',
    ru: 'Запрос слишком большой или сложный.',
    en: 'The request is too large or too complex.',
  },
  unknown_variable: {
    tm: 'Soragda yglan edilmedik üýtgeýän iberildi.',
    ru: 'Передана переменная, которую операция не объявляет.',
    en: 'A variable was sent that the operation does not declare.',
  },
  malformed_request: {
    tm: 'Soragy okap bolmady: onuň bedeni Content-Type sözbaşysyna gabat gelmeýär.',
    ru: 'Запрос не удалось прочитать: его тело не соответствует заголовку Content-Type.',
    en: 'The request could not be read: its body does not match its Content-Type.',
  },
  unsupported_media_type: {
    tm: 'Soragy JSON (application/json) ýa-da multipart/form-data görnüşinde iberiň.',
    ru: 'Отправьте запрос в виде JSON (application/json) или multipart/form-data.',
    en: 'Send the request as JSON (application/json) or multipart/form-data.',
  },
  request_timeout: {
    tm: 'Sorag wagtynda gelmedi; täzeden synanyşyň.',
    ru: 'Запрос не пришёл вовремя; попробуйте ещё раз.',
    en: 'The request did not arrive in time; please try again.',
  },
  not_found: {
    tm: 'Tapylmady.',
    ru: 'Не найдено.',
    en: 'Not found.',
  },
  decline_reason_required: {
    tm: 'Ret etmegiň sebäbini ýazyň: ol ýüz tutana görkeziler.',
    ru: 'Укажите причину отказа: её увидит заявитель.',
    en: 'Give the reason for declining: the haulier will read it.',
  },
  internal: {
    tm: 'Näsazlyk ýüze çykdy; birazdan täzeden synanyşyň.',
    ru: 'Произошла ошибка; попробуйте немного позже.',
    en: 'Something went wrong; please try again shortly.',
  },
  idempotency_key_invalid: {
    tm: 'Idempotency-Key sözbaşy 1–200 görünýän ASCII belgiden ybarat bolmaly.',
    ru: 'Заголовок Idempotency-Key должен состоять из 1–200 видимых символов ASCII.',
    en: 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
  },
  subscriptions_only: {
    tm: 'Bu salgy diňe ýazylmalary (subscription) kabul edýär.',
    ru: 'Этот адрес принимает только подписки (subscription).',
    en: 'This address serves subscriptions only.',
  },
  too_many_streams: {
    tm: 'Bu sessiýada açyk ekranlar örän köp; birnäçesini ýapyň.',
    ru: 'В этом сеансе открыто слишком много экранов; закройте некоторые.',
    en: 'Too many screens are open in this session; close some of them.',
  },
} as const satisfies Record<string, Record<Lang, string>>

export type MessageKey = keyof typeof MESSAGES

export function say(lang: Lang, key: MessageKey): string {
  return MESSAGES[key][lang]
}
