import { afterEach, describe, expect, test, vi } from 'vitest'
import { withoutTurkmen } from '../testing/without-turkmen'
import { phoneCountries } from './phone'
import { regionNamer } from './regions'
import { TURKMEN_REGIONS } from './turkmen-regions'

describe("countries named in the reader's language", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  test('by Intl in Russian and English', () => {
    expect(regionNamer('ru')('TM')).toBe('Туркменистан')
    expect(regionNamer('en')('TM')).toBe('Turkmenistan')
  })

  test('in Turkmen in a browser whose Intl has no Turkmen names (Chromium)', () => {
    withoutTurkmen('DisplayNames')
    const name = regionNamer('tk')
    expect(
      ['TM', 'AF', 'IR', 'KZ', 'UZ', 'RU', 'TR', 'AZ', 'GE', 'CN', 'DE'].map((c) =>
        name(c as never),
      ),
    ).toEqual([
      'Türkmenistan',
      'Owganystan',
      'Eýran',
      'Gazagystan',
      'Özbegistan',
      'Russiýa',
      'Türkiýe',
      'Azerbaýjan',
      'Gruziýa',
      'Hytaý',
      'Germaniýa',
    ])
    // Every country a phone may be of has its Turkmen name.
    for (const { country } of phoneCountries())
      expect(TURKMEN_REGIONS[country], country).toBeTruthy()
    expect(regionNamer('ru')('TM')).toBe('Туркменистан')
  })

  test('the kept Turkmen names are ICU’s own', () => {
    const names = new Intl.DisplayNames(['tk'], { type: 'region' })
    if (names.resolvedOptions().locale !== 'tk') return // this runtime has none to compare with
    for (const { country } of phoneCountries()) {
      expect(TURKMEN_REGIONS[country], country).toBe(names.of(country))
    }
  })
})
