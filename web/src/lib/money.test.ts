import { afterEach, describe, expect, test, vi } from 'vitest'
import { withoutTurkmen } from '../testing/without-turkmen'
import { formatMoney, parseMoney } from './money'

describe('one reading of money for every money field', () => {
  test('spaces group thousands; a comma or a point separates up to two decimals', () => {
    expect(parseMoney('1 500,75')).toBe(1500.75)
    expect(parseMoney('350,50')).toBe(350.5)
    expect(parseMoney('350.5')).toBe(350.5)
    expect(parseMoney(' 1\u00A0500 ')).toBe(1500)
    expect(parseMoney('1\u202F000\u202F000,01')).toBe(1000000.01)
    expect(parseMoney('0')).toBe(0)
  })

  test('a comma and a point together are a group and a decimal mark, in either order', () => {
    expect(parseMoney('1,500.75')).toBe(1500.75)
    expect(parseMoney('1.500,75')).toBe(1500.75)
    expect(parseMoney('1,500,000')).toBe(1500000)
    expect(parseMoney('1.500.000')).toBe(1500000)
  })

  test('refuses what could be read two ways, or is no amount', () => {
    for (const text of [
      '1,500',
      '1.500',
      '12,345',
      '1,2,3',
      '350,505',
      '',
      ' ',
      '-5',
      '5-',
      '1e3',
      'abc',
      '1,500.000',
      '1.50,00',
      ',5',
      '5,',
    ]) {
      expect(parseMoney(text), JSON.stringify(text)).toBeNull()
    }
  })
})

describe('one way of writing money', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  test('in the reader’s language, with the currency’s code and two decimals', () => {
    expect(formatMoney(1275.5, 'tm')).toMatch(/^1\s275,50\sTMT$/u)
    expect(formatMoney(1275.5, 'ru')).toMatch(/^1\s275,50\sTMT$/u)
    expect(formatMoney(1275.5, 'en')).toMatch(/^TMT\s1,275\.50$/u)
  })

  test('Turkmen in a browser whose Intl has no Turkmen numbers (Chromium), as ICU’s tk writes it', () => {
    const samples = [0, 5, 150, 1275.5, 1234567.891, 10_000_000]
    const intl = samples.map((amount) => formatMoney(amount, 'tm'))
    withoutTurkmen('NumberFormat')
    expect(formatMoney(150, 'tm')).toBe('150,00\u00A0TMT')
    expect(formatMoney(1275.5, 'tm')).toBe('1\u00A0275,50\u00A0TMT')
    expect(formatMoney(1234567.891, 'tm')).toBe('1\u00A0234\u00A0567,89\u00A0TMT')
    // Where the runtime has Turkmen (Node), both say the same.
    if (intl[0]?.endsWith('TMT'))
      expect(samples.map((amount) => formatMoney(amount, 'tm'))).toEqual(intl)
    // Other languages keep Intl's forms.
    expect(formatMoney(1275.5, 'ru')).toMatch(/^1\s275,50\sTMT$/u)
    expect(formatMoney(1275.5, 'en')).toMatch(/^TMT\s1,275\.50$/u)
  })
})
