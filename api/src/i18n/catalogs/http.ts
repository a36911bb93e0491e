import type { Catalog } from '../catalog.js'

/** Answers about the server's state rather than the request's fields. */
export const HTTP_MESSAGES = {
  server_busy: {
    tm: 'Serwer häzir gaty köp ýüklenen. Birnäçe sekuntdan soň gaýtadan synanyşyň.',
    ru: 'Сервер сейчас перегружен. Повторите попытку через несколько секунд.',
    en: 'The server is busy right now. Please try again in a few seconds.',
  },
} satisfies Catalog
