import { describe, expect } from 'vitest'
import { it } from '../testing/fixtures.js'
import { inDays, permitReadyHaulier, permitRequestBody } from '../testing/permits.js'
import { applicationForm, permissionBody } from '../testing/requests.js'

/** What each receipt says in each language: the request named by the screens' words. */
const SAID = {
  tm: {
    permit: ['E-rugsatnama № ', 'Barýan ýurdy: ', 'Operator haýyşa serer'],
    unload: ['Düşürmäge rugsatnama № RZ-2026/0415', 'Düşürýän ýeri: Mary, Bazar ýoly 7'],
    application: ['Onlaýn arza № ', 'CMR belgisi: CMR-55120', 'kabul eder ýa-da ret eder'],
    subject: 'Alyndy: ',
  },
  ru: {
    permit: ['Э-разрешение № ', 'Страна назначения: ', 'назначит сумму к оплате'],
    unload: ['Разрешение на разгрузку № RZ-2026/0415', 'Пункт разгрузки: Mary, Bazar ýoly 7'],
    application: ['Онлайн-заявка № ', 'Номер CMR: CMR-55120', 'примет или отклонит'],
    subject: 'Получено: ',
  },
  en: {
    permit: ['E-permit No. ', 'Destination country: ', 'set the amount to pay'],
    unload: ['Unloading permission No. RZ-2026/0415', 'Unloading point: Mary, Bazar ýoly 7'],
    application: ['Online application No. ', 'CMR number: CMR-55120', 'accept or decline it'],
    subject: 'Received: ',
  },
} as const

describe('a receipt for every request sent', () => {
  it.for(['tm', 'ru', 'en'] as const)(
    'names the request, what it asks and what comes next, with a link, in %s',
    async (lang, { server }) => {
      const user = await permitReadyHaulier(server, { lang })
      const said = SAID[lang]

      // Each request asks in the haulier's language, as the web does; the account remembers it.
      const sentPermit = await server.post(
        '/api/request-to-permission',
        permitRequestBody(user, { departure_date: inDays(3) }),
        { token: user.token, lang },
      )
      expect(sentPermit.status).toBe(200)
      const permitId = sentPermit.body.id
      const permitLetter = await server.outbox.latestTo(user.email)
      expect(permitLetter.subject.startsWith(said.subject)).toBe(true)
      for (const line of said.permit) expect(permitLetter.text).toContain(line)
      expect(permitLetter.text).toContain(`${lang === 'en' ? 'No.' : '№'} ${permitId}`)
      expect(permitLetter.text).toContain('http://127.0.0.1:8080/online-application/ePermitHistory')

      const unload = await server.post('/api/unload-permission', permissionBody(), {
        token: user.token,
        lang,
      })
      expect(unload.status).toBe(200)
      const unloadLetter = await server.outbox.latestTo(user.email)
      for (const line of said.unload) expect(unloadLetter.text).toContain(line)
      expect(unloadLetter.text).toContain('http://127.0.0.1:8080/online-application/historyTab')

      const sent = await server.postForm('/api/online-application', applicationForm(), {
        token: user.token,
        lang,
      })
      expect(sent.status).toBe(200)
      const applicationLetter = await server.outbox.latestTo(user.email)
      for (const line of said.application) expect(applicationLetter.text).toContain(line)
      expect(applicationLetter.text).toContain(String(sent.body.id))
    },
  )
})
