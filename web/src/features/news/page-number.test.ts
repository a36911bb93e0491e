import { describe, expect, test } from 'vitest'
import { newsPageHref, parsePageNumber } from './page-number'

describe('parsePageNumber', () => {
  test('reads a page number of the address', () => {
    expect(parsePageNumber('1')).toBe(1)
    expect(parsePageNumber('12')).toBe(12)
    expect(parsePageNumber('100000')).toBe(100_000)
  })

  test('gives null for an address that names no page', () => {
    for (const id of [undefined, '', '0', '-1', '2.5', 'abc', '1e3', '007', ' 2', '100001']) {
      expect(parsePageNumber(id), String(id)).toBeNull()
    }
  })

  test('builds the address of a page', () => {
    expect(newsPageHref(3)).toBe('/news-all/3')
  })
})
