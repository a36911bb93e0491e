import { describe, expect, it } from 'vitest'
import type { Catalog } from './catalog.js'
import { ACCOUNTS_FIELDS, ACCOUNTS_MESSAGES } from './catalogs/accounts.js'
import { CLIENTS_FIELDS, CLIENTS_MESSAGES } from './catalogs/clients.js'
import { FILE_FIELDS, FILE_MESSAGES } from './catalogs/files.js'
import { FLEET_FIELDS, FLEET_MESSAGES } from './catalogs/fleet.js'
import { HTTP_MESSAGES } from './catalogs/http.js'
import { OFFICE_FIELDS, OFFICE_MESSAGES } from './catalogs/office.js'
import { PERMITS_FIELDS, PERMITS_MESSAGES } from './catalogs/permits.js'
import { REQUESTS_FIELDS, REQUESTS_MESSAGES } from './catalogs/requests.js'
import { CORE_FIELDS } from './fields.js'
import { CORE_MESSAGES } from './messages.js'

/** Catalogs are merged by spreading: a key in two of them would silently lose one text. */
function keysInMoreThanOne(catalogs: Record<string, Catalog>) {
  const seen = new Map<string, string>()
  const clashes: string[] = []
  for (const [name, catalog] of Object.entries(catalogs)) {
    for (const key of Object.keys(catalog)) {
      const first = seen.get(key)
      if (first) clashes.push(`${key} (${first}, ${name})`)
      else seen.set(key, name)
    }
  }
  return clashes
}

const MESSAGE_CATALOGS: Record<string, Catalog> = {
  core: CORE_MESSAGES,
  accounts: ACCOUNTS_MESSAGES,
  http: HTTP_MESSAGES,
  clients: CLIENTS_MESSAGES,
  files: FILE_MESSAGES,
  fleet: FLEET_MESSAGES,
  permits: PERMITS_MESSAGES,
  requests: REQUESTS_MESSAGES,
  office: OFFICE_MESSAGES,
}
const FIELD_CATALOGS: Record<string, Catalog> = {
  core: CORE_FIELDS,
  accounts: ACCOUNTS_FIELDS,
  clients: CLIENTS_FIELDS,
  files: FILE_FIELDS,
  fleet: FLEET_FIELDS,
  permits: PERMITS_FIELDS,
  requests: REQUESTS_FIELDS,
  office: OFFICE_FIELDS,
}

describe('message catalogs', () => {
  it('define each sentence and each field label once', () => {
    expect(keysInMoreThanOne(MESSAGE_CATALOGS)).toEqual([])
    expect(keysInMoreThanOne(FIELD_CATALOGS)).toEqual([])
  })

  it('say everything in Turkmen, Russian and English', () => {
    for (const catalog of [...Object.values(MESSAGE_CATALOGS), ...Object.values(FIELD_CATALOGS)]) {
      for (const [key, texts] of Object.entries(catalog)) {
        for (const lang of ['tm', 'ru', 'en'] as const) {
          expect(texts[lang]?.trim(), `${key} in ${lang}`).toBeTruthy()
        }
      }
    }
  })

  it('use the same placeholders in every language', () => {
    for (const catalog of Object.values(MESSAGE_CATALOGS)) {
      for (const [key, texts] of Object.entries(catalog)) {
        const placeholders = (text: string) =>
          [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
        expect(placeholders(texts.tm), key).toEqual(placeholders(texts.en))
        expect(placeholders(texts.ru), key).toEqual(placeholders(texts.en))
      }
    }
  })
})
