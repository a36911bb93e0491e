// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { screen } from '@testing-library/dom'
import { act } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { renderWithShell } from '../../testing/render'
import { messages as en } from './locales/en.po'
import { messages as ru } from './locales/ru.po'
import { messages as tm } from './locales/tm.po'
import { CookiesSection } from './privacy-portal'

afterEach(() => act(() => i18n.loadAndActivate({ locale: 'en', messages: {} })))

/** The cookie's term in the policy, read in `locale`. */
function cookieTerm(locale: string, messages: typeof en) {
  i18n.loadAndActivate({ locale, messages })
  renderWithShell(<CookiesSection />, { path: '/privacy_policy' })
  const term = screen.getAllByRole('term')[0] as HTMLElement
  return {
    text: term.textContent,
    names: [...term.querySelectorAll('code')].map((c) => c.textContent),
  }
}

describe("the policy's cookie", () => {
  test.each([
    ['tm', tm, 'tmulag_session (HTTPS arkaly baglanyşykda __Host-tmulag_session)'],
    ['ru', ru, 'tmulag_session (__Host-tmulag_session при соединении по HTTPS)'],
    ['en', en, 'tmulag_session (__Host-tmulag_session over HTTPS)'],
  ])(
    'is named in %s around its own name, which stays as the browser shows it',
    (locale, messages, text) => {
      const term = cookieTerm(locale, messages)
      expect(term.text).toBe(text)
      expect(term.names).toEqual(['tmulag_session', '__Host-tmulag_session'])
    },
  )
})
