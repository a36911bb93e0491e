import { describe, expect, test } from 'vitest'
import { clientDataTabOf, fleetTabOf, fleetTabs, tabRegistry } from './tab-registry'
import { groupOf, recordIdOf, sectionOf, tabHref, tabs } from './tabs'

describe('the tab registry', () => {
  test('has every tab once', () => {
    expect(Object.keys(tabRegistry).sort()).toEqual([...tabs].sort())
  })

  test('the 18 fleet tabs are one list, each named for its group and its list', () => {
    expect(fleetTabs).toHaveLength(18)
    expect(new Set(fleetTabs.map((fleet) => fleet.tab)).size).toBe(18)
    for (const fleet of fleetTabs) {
      expect(groupOf(fleet.tab)).toBe(fleet.group)
      expect(sectionOf(fleet.tab)).toBe(fleetTabOf(fleet.group, fleet.subject, 'list'))
    }
  })

  test('one driver form and one vehicle form, parameterised by group, vehicle and mode', () => {
    expect(tabRegistry.legalDriverEdit.screen).toEqual({
      kind: 'driverForm',
      group: 'legal',
      mode: 'edit',
    })
    expect(tabRegistry.individualTrailerCreate.screen).toEqual({
      kind: 'vehicleForm',
      group: 'individual',
      vehicle: 'trailer',
      mode: 'create',
    })
    expect(tabRegistry.legalCars.screen).toEqual({
      kind: 'fleetList',
      group: 'legal',
      subject: 'car',
    })
  })

  test('cars and trailers are titled apart; the same form in both groups has one title', () => {
    expect(tabRegistry.legalCarEdit.title.message).toBe('Edit car')
    expect(tabRegistry.legalTrailerEdit.title.message).toBe('Edit trailer')
    expect(tabRegistry.individualCarCreate.title).toEqual(tabRegistry.legalCarCreate.title)
    expect(tabRegistry.individualDrivers.title.message).toBe('Drivers')
  })

  test('exactly the edit tabs name a record in their address', () => {
    const withRecord = tabs.filter((tab) => tabRegistry[tab].record)
    expect(withRecord.sort()).toEqual(
      fleetTabs
        .filter((fleet) => fleet.mode === 'edit')
        .map((fleet) => fleet.tab)
        .sort(),
    )
  })

  test('leads to the right lists, forms and data tabs', () => {
    expect(fleetTabOf('individual', 'driver', 'create')).toBe('individualDriversCreate')
    expect(fleetTabOf('legal', 'driver', 'create')).toBe('legalDriverCreate')
    expect(fleetTabOf('legal', 'trailer', 'list')).toBe('legalTrailers')
    expect(clientDataTabOf('legal')).toBe('legalData')
    expect(clientDataTabOf('individual')).toBe('individualDataTab')
  })
})

describe('an edit tab in the address', () => {
  test('names its record as ?id=', () => {
    expect(tabHref('legalDriverEdit', '12')).toBe('/online-application/legalDriverEdit?id=12')
    expect(tabHref('legalDrivers')).toBe('/online-application/legalDrivers')
  })

  test('reads the record back, refusing a missing or strange one', () => {
    expect(recordIdOf(new URLSearchParams('id=12'))).toBe('12')
    expect(recordIdOf(new URLSearchParams(''))).toBeNull()
    expect(recordIdOf(new URLSearchParams('id='))).toBeNull()
    expect(recordIdOf(new URLSearchParams('id=1%2F..%2F2'))).toBeNull()
  })
})
