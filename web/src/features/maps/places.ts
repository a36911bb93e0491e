import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** A named place of the maps. Names have ids: several are spelt the same in Turkmen and English. */
export type Place = { name: MessageDescriptor; latitude: number; longitude: number }

export const cities = {
  ashgabat: {
    name: msg({ id: 'place.ashgabat', message: 'Ashgabat' }),
    latitude: 37.95,
    longitude: 58.38,
  },
  turkmenbashi: {
    name: msg({ id: 'place.turkmenbashi', message: 'Turkmenbashi' }),
    latitude: 40.02,
    longitude: 52.97,
  },
  balkanabat: {
    name: msg({ id: 'place.balkanabat', message: 'Balkanabat' }),
    latitude: 39.51,
    longitude: 54.37,
  },
  mary: { name: msg({ id: 'place.mary', message: 'Mary' }), latitude: 37.6, longitude: 61.83 },
  turkmenabat: {
    name: msg({ id: 'place.turkmenabat', message: 'Turkmenabat' }),
    latitude: 39.08,
    longitude: 63.58,
  },
  dashoguz: {
    name: msg({ id: 'place.dashoguz', message: 'Dashoguz' }),
    latitude: 41.84,
    longitude: 59.97,
  },
  baku: { name: msg({ id: 'place.baku', message: 'Baku' }), latitude: 40.41, longitude: 49.87 },
  mashhad: {
    name: msg({ id: 'place.mashhad', message: 'Mashhad' }),
    latitude: 36.3,
    longitude: 59.6,
  },
  herat: { name: msg({ id: 'place.herat', message: 'Herat' }), latitude: 34.35, longitude: 62.2 },
  bukhara: {
    name: msg({ id: 'place.bukhara', message: 'Bukhara' }),
    latitude: 39.77,
    longitude: 64.42,
  },
  zhanaozen: {
    name: msg({ id: 'place.zhanaozen', message: 'Zhanaozen' }),
    latitude: 43.34,
    longitude: 52.86,
  },
  gorgan: {
    name: msg({ id: 'place.gorgan', message: 'Gorgan' }),
    latitude: 36.84,
    longitude: 54.43,
  },
} satisfies Record<string, Place>

/** Where the names of the countries and the sea stand (inside each, clear of the markers). */
export const areaLabels: readonly (Place & { code: string; wide?: boolean })[] = [
  {
    code: 'kz',
    name: msg({ id: 'place.kz', message: 'Kazakhstan' }),
    latitude: 42.7,
    longitude: 54.4,
  },
  {
    code: 'uz',
    name: msg({ id: 'place.uz', message: 'Uzbekistan' }),
    latitude: 41.8,
    longitude: 63.8,
  },
  {
    code: 'af',
    name: msg({ id: 'place.af', message: 'Afghanistan' }),
    // South of Serhetabat, Turkmenistan's southernmost point, so no border runs through the name.
    latitude: 34.8,
    longitude: 64.6,
  },
  { code: 'ir', name: msg({ id: 'place.ir', message: 'Iran' }), latitude: 36.45, longitude: 57.2 },
  {
    code: 'az',
    name: msg({ id: 'place.az', message: 'Azerbaijan' }),
    latitude: 39.75,
    longitude: 48.3,
    wide: true,
  },
  {
    code: 'sea',
    name: msg({ id: 'place.caspian', message: 'Caspian Sea' }),
    latitude: 41.3,
    longitude: 51.2,
    wide: true,
  },
  {
    code: 'tm',
    name: msg({ id: 'place.tm', message: 'Turkmenistan' }),
    latitude: 40.35,
    longitude: 58.9,
  },
]
