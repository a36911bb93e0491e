import type { Catalog } from '../catalog.js'

/** Answers about the server's state rather than the request's fields. */
export const HTTP_MESSAGES = {
  server_busy: {
    tm: 'Serwer häzir gaty köp ýüklenen. Birnäçe sekuntdan soň gaýtadan synanyşyň.',
    ru: 'Сервер сейчас перегружен. Повторите попытку через несколько секунд.',
    en: 'The server is busy right now. Please try again in a few seconds.',
  },
  idempotency_key_reused: {
    tm: 'Bu haýyşyň açary başga bir haýyş üçin eýýäm ulanyldy. Täze haýyşy täze açar bilen iberiň.',
    ru: 'Этот ключ запроса уже использован для другого запроса. Отправьте новый запрос с новым ключом.',
    en: 'This request key was already used for a different request. Send a new request with a new key.',
  },
} satisfies Catalog
