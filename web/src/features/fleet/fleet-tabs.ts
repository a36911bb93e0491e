import type { FleetGroup, FleetSubject } from './fleet-subjects'

/** The cabinet's tab names of the fleet, as the product spells them (§2, irregular as they are). */
const TABS = {
  individual: {
    data: 'individualDataTab',
    driver: {
      list: 'individualDrivers',
      create: 'individualDriversCreate',
      edit: 'individualDriversEdit',
    },
    car: { list: 'individualCars', create: 'individualCarCreate', edit: 'individualCarEdit' },
    trailer: {
      list: 'individualTrailers',
      create: 'individualTrailerCreate',
      edit: 'individualTrailerEdit',
    },
  },
  legal: {
    data: 'legalData',
    driver: { list: 'legalDrivers', create: 'legalDriverCreate', edit: 'legalDriverEdit' },
    car: { list: 'legalCars', create: 'legalCarCreate', edit: 'legalCarEdit' },
    trailer: { list: 'legalTrailers', create: 'legalTrailerCreate', edit: 'legalTrailerEdit' },
  },
} as const

export const fleetTabs = (group: FleetGroup, subject: FleetSubject) => TABS[group][subject]
export const dataTabOf = (group: FleetGroup) => TABS[group].data
