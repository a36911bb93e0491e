import { describe, expect, it } from 'vitest'
import { normalizePlate, plateKey } from './plates.js'

describe('plates that look alike are one plate', () => {
  it.each([
    ['AG 1234 AB', 'Latin, as typed'],
    ['  ag  1234   ab ', 'lower case, loose spaces'],
    ['АG 1234 AB', 'a Cyrillic А'],
    ['АG 1234 АВ', 'three Cyrillic capitals'],
    ['аg 1234 ав', 'Cyrillic lower case'],
    ['ΑG 1234 ΑΒ', 'Greek capitals'],
    ['ＡＧ　１２３４　ＡＢ', 'full width letters, digits and spaces'],
    ['AG 1234\u200B AB', 'a zero-width space'],
    ['A\u200DG 12\u206034 A\uFEFFB', 'a joiner, a word joiner and a byte-order mark'],
    ['\u202EAG 1234 AB', 'a right-to-left override'],
    ['AG\u00AD 1234 AB', 'a soft hyphen'],
    ['A\uFE0FG 1234 AB', 'a variation selector'],
    ['AG\u00A01234\u2003AB', 'a no-break space and an em space'],
    ['AG\t1234\nAB', 'a tab and a line feed'],
    ['AG 1234 AB\u0000', 'a NUL'],
  ])('%j (%s) is AG 1234 AB', (typed) => {
    expect(normalizePlate(typed)).toBe('AG 1234 AB')
  })

  it('reads every hyphen and dash as one hyphen', () => {
    for (const dash of [...'-\u2010\u2011\u2012\u2013\u2014\u2212\uFF0D']) {
      expect(normalizePlate(`AG${dash}1234`), dash).toBe('AG-1234')
    }
  })

  it('compares plates whatever the spaces and hyphens', () => {
    const key = plateKey('AG 1234 AB')
    for (const typed of ['AG1234AB', 'AG-1234-AB', 'ag 12 34 ab', 'АG–1234–АВ']) {
      expect(plateKey(typed), typed).toBe(key)
    }
    expect(plateKey('AG 1234 AC')).not.toBe(key)
  })

  it('keeps letters that look different, and digits of other scripts as they are', () => {
    expect(normalizePlate('Ýİ 12 ÇŞ')).toBe('Ýİ 12 ÇŞ')
    expect(normalizePlate('ДЖ 12')).toBe('ДЖ 12')
    expect(normalizePlate('۱۲۳')).toBe('۱۲۳')
  })
})
