import { describe, expect, test, vi } from 'vitest'
import { withoutTurkmen } from '../testing/without-turkmen'
import {
  acceptOf,
  fileKindOf,
  fileProblemOf,
  formatLimit,
  formatShare,
  formatSize,
  SCAN_FILES,
  typesOf,
} from './files'

describe('fileProblemOf', () => {
  test('refuses a name ending the rule does not accept, whatever its case', () => {
    expect(fileProblemOf({ name: 'licence.pdf', size: 10 }, SCAN_FILES)).toBe('type')
    expect(fileProblemOf({ name: 'licence', size: 10 }, SCAN_FILES)).toBe('type')
    expect(fileProblemOf({ name: 'LICENCE.JPG', size: 10 }, SCAN_FILES)).toBeNull()
  })

  test('refuses a file at or over the limit (the spec: size / 1000 < 7168)', () => {
    expect(fileProblemOf({ name: 'a.png', size: 7_167_999 }, SCAN_FILES)).toBeNull()
    expect(fileProblemOf({ name: 'a.png', size: 7_168_000 }, SCAN_FILES)).toBe('size')
  })
})

test('kinds, accept attribute, types and sizes as shown', () => {
  expect(fileKindOf({ name: 'scan.PNG' })).toBe('image')
  expect(fileKindOf({ name: 'letter.pdf' })).toBe('pdf')
  expect(fileKindOf({ name: 'notes.txt' })).toBe('other')
  expect(acceptOf(SCAN_FILES)).toBe('.jpeg,.jpg,.png')
  expect(typesOf(SCAN_FILES)).toBe('JPEG, JPG, PNG')
  expect(formatSize(7_168_000, 'en')).toBe('7.2 MB')
  expect(formatSize(512_000, 'en')).toBe('512 KB')
  // Below a kilobyte, in bytes: a small file is never "0 KB".
  expect(formatSize(23, 'en')).toBe('23 B')
  expect(formatSize(999, 'ru')).toBe('999 Б')
  expect(formatSize(1000, 'en')).toBe('1 KB')
})

test('a limit is shown as it is, never rounded up past a file it refuses', () => {
  expect(formatLimit(7_168_000, 'en')).toBe('7.168 MB')
  expect(formatLimit(2_000_000, 'en')).toBe('2 MB')
  expect(formatLimit(7_168_000, 'ru')).toBe('7,168 МБ')
  expect(formatLimit(7_168_000, 'tm')).toBe('7,168 MB')
  withoutTurkmen('NumberFormat')
  expect(formatLimit(7_168_000, 'tm')).toBe('7,168 MB')
  expect(formatLimit(2_000_000, 'tm')).toBe('2 MB')
  expect(formatLimit(512_000, 'tm')).toBe('512 KB')
  vi.unstubAllGlobals()
})

test('sizes in Turkmen, named by the interface (tm) or by Intl (tk), also without Intl’s Turkmen', () => {
  expect(formatSize(7_168_000, 'tm')).toBe('7,2 MB')
  expect(formatSize(7_168_000, 'tk')).toBe('7,2 MB')
  withoutTurkmen('NumberFormat')
  expect(formatSize(7_168_000, 'tm')).toBe('7,2 MB')
  expect(formatSize(1_234_000, 'tm')).toBe('1,2 MB')
  expect(formatSize(512_000, 'tm')).toBe('512 KB')
  expect(formatSize(2_000_000, 'tm')).toBe('2 MB')
  expect(formatSize(7_168_000, 'ru')).toBe('7,2 МБ')
  expect(formatSize(512_000, 'ru')).toBe('512 КБ')
  vi.unstubAllGlobals()
})

test('the share of an upload sent, as each language writes it, also without Intl’s Turkmen', () => {
  expect(formatShare(0.37, 'en')).toBe('37%')
  expect(formatShare(0.25, 'ru')).toBe('25\u00A0%')
  expect(formatShare(0.25, 'tm')).toBe('25\u00A0%')
  withoutTurkmen('NumberFormat')
  expect(formatShare(0.25, 'tm')).toBe('25\u00A0%')
  expect(formatShare(0.374, 'tk')).toBe('37\u00A0%')
  expect(formatShare(1, 'tm')).toBe('100\u00A0%')
  vi.unstubAllGlobals()
})
