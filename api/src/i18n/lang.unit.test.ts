import { describe, expect, it } from 'vitest'
import { intlLocale, negotiateLang } from './lang.js'

describe('language of a request', () => {
  it.each([
    [undefined, 'ru'],
    ['', 'ru'],
    ['tm', 'tm'],
    ['tk', 'tm'],
    ['TK-tm', 'tm'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE, en;q=0.3, ru;q=0.7', 'ru'],
    ['en;q=0, tm', 'tm'],
    ['*', 'ru'],
    ['fr;q=abc', 'ru'],
  ])('%s → %s', (header, lang) => {
    expect(negotiateLang(header)).toBe(lang)
  })

  it('uses the BCP 47 code tk for Turkmen in Intl', () => {
    expect(intlLocale('tm')).toBe('tk')
    expect(intlLocale('ru')).toBe('ru')
  })
})
