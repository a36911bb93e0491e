import { describe, expect, test } from 'vitest'
import {
  filterOf,
  isRecordId,
  modelOfSlug,
  officePaths,
  pageOf,
  withSearch,
} from './office-address'

describe("the office's addresses", () => {
  test('a request names its kind as a word and back', () => {
    expect(officePaths.request('UNLOADING_PERMISSION', '7')).toBe(
      '/office/requests/unloading-permission/7',
    )
    expect(modelOfSlug('unloading-permission')).toBe('UNLOADING_PERMISSION')
    expect(modelOfSlug('permission')).toBeNull()
  })

  test('a record is named by digits only', () => {
    expect(isRecordId('12')).toBe(true)
    expect(isRecordId('12abc')).toBe(false)
    expect(isRecordId(undefined)).toBe(false)
  })

  test('the filter keeps only well-formed values from the address', () => {
    const search = new URLSearchParams(
      'country=3&type=x1&from=2026-11-01&to=yesterday&haulier=%20ak%20yol%20&page=2',
    )
    expect(filterOf(search)).toEqual({ countryId: '3', filedFrom: '2026-11-01', haulier: 'ak yol' })
    expect(pageOf(search)).toBe(2)
    expect(pageOf(new URLSearchParams('page=-1'))).toBe(1)
  })

  test('changing a filter goes back to the first page; changing the page keeps the filter', () => {
    const search = new URLSearchParams('status=PAID&page=3')
    expect(withSearch(search, { haulier: 'ak' })).toBe('?status=PAID&haulier=ak')
    expect(withSearch(search, { page: '4' })).toBe('?status=PAID&page=4')
    expect(withSearch(new URLSearchParams('status=PAID'), { status: null })).toBe('?')
  })
})
