import { describe, expect, test } from 'vitest'
import { canOpen, groupOf, resolveTab, sectionOf, tabPath, tabs } from './tabs'

describe('the cabinet tabs', () => {
  test('an empty tab is the initial tab; an unknown name is no tab', () => {
    expect(resolveTab(undefined)).toBe('initialTab')
    expect(resolveTab('')).toBe('initialTab')
    expect(resolveTab('historyTab')).toBe('historyTab')
    expect(resolveTab('nothing')).toBeNull()
    expect(resolveTab('HistoryTab')).toBeNull()
  })

  test('belong to the individual or the legal group by their name', () => {
    expect(groupOf('individualDataTab')).toBe('individual')
    expect(groupOf('individualTrailerEdit')).toBe('individual')
    expect(groupOf('legalData')).toBe('legal')
    expect(groupOf('legalDriverCreate')).toBe('legal')
    expect(groupOf('ePermitHistory')).toBeNull()
    expect(groupOf('initialTab')).toBeNull()
  })

  test('a form tab counts as its list in the navigation', () => {
    expect(sectionOf('individualDriversCreate')).toBe('individualDrivers')
    expect(sectionOf('individualDriversEdit')).toBe('individualDrivers')
    expect(sectionOf('legalDriverCreate')).toBe('legalDrivers')
    expect(sectionOf('legalDriverEdit')).toBe('legalDrivers')
    expect(sectionOf('individualCarEdit')).toBe('individualCars')
    expect(sectionOf('legalTrailerCreate')).toBe('legalTrailers')
    expect(sectionOf('ePermitCreate')).toBe('ePermitHistory')
    expect(sectionOf('historyTab')).toBe('historyTab')
    expect(sectionOf('legalData')).toBe('legalData')
  })

  test('every section is itself a tab', () => {
    for (const tab of tabs) expect(tabs).toContain(sectionOf(tab))
  })

  test('only the initial tab opens without a session', () => {
    expect(canOpen('initialTab', false)).toBe(true)
    expect(canOpen('profileTab', false)).toBe(false)
    expect(canOpen('profileTab', true)).toBe(true)
  })

  test('the initial tab lives at the cabinet address itself', () => {
    expect(tabPath('initialTab')).toBe('/online-application')
    expect(tabPath('ePermitHistory')).toBe('/online-application/ePermitHistory')
  })
})
