import type { Catalog } from '../catalog.js'

/** Answers about the request itself rather than its fields. */
export const HTTP_MESSAGES = {
  server_busy: {
    tm: 'Serwer häzir gaty köp ýüklenen. Birnäçe sekuntdan soň gaýtadan synanyşyň.',
    ru: 'Сервер сейчас перегружен. Повторите попытку через несколько секунд.',
    en: 'The server is busy right now. Please try again in a few seconds.',
  },
  request_timeout: {
    tm: 'Haýyş wagtynda gelip ýetmedi.',
    ru: 'Запрос не поступил вовремя.',
    en: 'The request did not arrive in time.',
  },
  malformed_request: {
    tm: 'Haýyş nädogry düzülen.',
    ru: 'Запрос составлен неверно.',
    en: 'The request is malformed.',
  },
} satisfies Catalog
