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
  not_an_id: {
    tm: 'Nädogry belgi.',
    ru: 'Неверный идентификатор.',
    en: 'Not a valid id.',
  },
  rate_limited: {
    tm: 'Synanyşyk gaty köp; biraz garaşyň.',
    ru: 'Слишком много попыток; подождите немного.',
    en: 'Too many attempts; please wait a little.',
  },
  internal: {
    tm: 'Näsazlyk ýüze çykdy; birazdan täzeden synanyşyň.',
    ru: 'Произошла ошибка; попробуйте немного позже.',
    en: 'Something went wrong; please try again shortly.',
  },
} as const satisfies Record<string, Record<Lang, string>>

export type MessageKey = keyof typeof MESSAGES

export function say(lang: Lang, key: MessageKey): string {
  return MESSAGES[key][lang]
}
