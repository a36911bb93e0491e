import { describe, expect, test } from 'vitest'
import { pageCount, pageFromAddress, pagerItems } from './pagination'

describe('pagerItems', () => {
  test('lists every page when there are at most seven', () => {
    expect(pagerItems(1, 1)).toEqual([1])
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  test('keeps the first and last page, the current one and one neighbour each side', () => {
    expect(pagerItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12])
  })

  test('shows a page instead of a gap that would hide only that page', () => {
    expect(pagerItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10])
    expect(pagerItems(8, 10)).toEqual([1, 'gap', 7, 8, 9, 10])
    expect(pagerItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8])
  })

  test('at the ends shows one gap only', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 'gap', 20])
    expect(pagerItems(20, 20)).toEqual([1, 'gap', 19, 20])
  })

  test('clamps a page outside the list and gives nothing for an empty list', () => {
    expect(pagerItems(99, 9)).toEqual([1, 'gap', 8, 9])
    expect(pagerItems(0, 9)).toEqual([1, 2, 'gap', 9])
    expect(pagerItems(1, 0)).toEqual([])
  })

  test('always includes the first, last and current page, in order, without repeats', () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pagerItems(current, total)
        const pages = items.filter((item): item is number => item !== 'gap')
        expect(pages).toContain(1)
        expect(pages).toContain(total)
        expect(pages).toContain(current)
        expect([...pages].sort((a, b) => a - b)).toEqual(pages)
        expect(new Set(pages).size).toBe(pages.length)
        expect(items.length).toBeLessThanOrEqual(7)
      }
    }
  })
})

describe('pageCount', () => {
  test('is the item total divided by the page size, rounded up', () => {
    expect(pageCount(0, 12)).toBe(0)
    expect(pageCount(12, 12)).toBe(1)
    expect(pageCount(13, 12)).toBe(2)
    expect(pageCount(30, 12)).toBe(3)
  })
})

describe('pageFromAddress', () => {
  test("reads the address's page, the first for none or nonsense", () => {
    expect(pageFromAddress('2')).toBe(2)
    for (const value of [null, '', '0', '-1', '1.5', 'abc']) expect(pageFromAddress(value)).toBe(1)
  })
})
