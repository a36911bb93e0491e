import { afterEach, describe, expect, test, vi } from 'vitest'
import { withoutTurkmen } from '../testing/without-turkmen'
import { sortByName } from './names'
import { turkmenCompare } from './turkmen'
import { TURKMEN_REGIONS } from './turkmen-regions'

const named = (...names: string[]) => names.map((name) => ({ name }))
const order = (names: string[], locale: string) =>
  sortByName(named(...names), locale).map((item) => item.name)

describe("lists in the reader's alphabetical order", () => {
  test('Russian names by the Cyrillic alphabet, not by their English names', () => {
    // Afghanistan, Albania, Austria, Azerbaijan as the English list has them.
    expect(order(['Афганистан', 'Албания', 'Австрия', 'Азербайджан'], 'ru')).toEqual([
      'Австрия',
      'Азербайджан',
      'Албания',
      'Афганистан',
    ])
  })

  test('Turkmen (tk) puts Ç after C, Ö after O and Ý after Y', () => {
    expect(
      order(['Çehiýa', 'Daniýa', 'Ciprus', 'Özbegistan', 'Owganystan', 'Ýaponiýa', 'Yemen'], 'tk'),
    ).toEqual(['Ciprus', 'Çehiýa', 'Daniýa', 'Owganystan', 'Özbegistan', 'Yemen', 'Ýaponiýa'])
  })

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  test('Turkmen keeps its order in a browser whose Intl has no Turkmen collation (Chromium)', () => {
    withoutTurkmen('Collator')
    expect(
      order(['Çehiýa', 'Daniýa', 'Ciprus', 'Özbegistan', 'Owganystan', 'Ýaponiýa', 'Yemen'], 'tk'),
    ).toEqual(['Ciprus', 'Çehiýa', 'Daniýa', 'Owganystan', 'Özbegistan', 'Yemen', 'Ýaponiýa'])
    expect(order(['Şweýsariýa', 'Syriýa', 'Ermenistan', 'Äfrika', 'Fiji'], 'tk')).toEqual([
      'Ermenistan',
      'Äfrika',
      'Fiji',
      'Syriýa',
      'Şweýsariýa',
    ])
  })

  test('turkmenCompare orders every country name as ICU’s Turkmen collation does', () => {
    const collator = new Intl.Collator('tk')
    if (collator.resolvedOptions().locale !== 'tk') return // this runtime has none to compare with
    const names = Object.values(TURKMEN_REGIONS)
    expect([...names].sort(turkmenCompare)).toEqual([...names].sort(collator.compare))
  })
})
