import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { cities, type Place } from './places'

/** A border checkpoint on a route (only its place matters here). */
const point = (latitude: number, longitude: number) => ({ latitude, longitude })

export type Corridor = {
  id: string
  name: MessageDescriptor
  countries: MessageDescriptor
  text: MessageDescriptor
  /** The road, place by place; `ferry` is the stretch crossed by sea. */
  road: readonly Pick<Place, 'latitude' | 'longitude'>[]
  ferry?: readonly Pick<Place, 'latitude' | 'longitude'>[]
}

/**
 * The international transport corridors through Turkmenistan, drawn as schemes (main towns
 * and checkpoints, not the exact roads).
 */
export const corridors: readonly Corridor[] = [
  {
    id: 'lapis',
    name: msg`Lapis Lazuli route`,
    countries: msg`Afghanistan – Turkmenistan – Azerbaijan – Georgia – Turkey`,
    text: msg`From Herat through Serhetabat, Mary and Ashgabat to the Turkmenbashi seaport, then by ferry across the Caspian Sea to Baku.`,
    road: [
      cities.herat,
      point(35.264, 62.323),
      cities.mary,
      point(37.38, 60.51),
      cities.ashgabat,
      point(38.98, 56.27),
      point(39.24, 55.52),
      cities.balkanabat,
      cities.turkmenbashi,
    ],
    ferry: [cities.turkmenbashi, cities.baku],
  },
  {
    id: 'north-south',
    name: msg`North–South corridor`,
    countries: msg`Kazakhstan – Turkmenistan – Iran`,
    text: msg`Along the Caspian coast from Zhanaozen through Garabogaz, Turkmenbashi, Bereket and Etrek to Gorgan in Iran.`,
    road: [
      cities.zhanaozen,
      point(41.74, 52.63),
      point(40.6, 53.0),
      cities.turkmenbashi,
      cities.balkanabat,
      point(39.24, 55.52),
      point(37.67, 54.77),
      point(37.47, 54.72),
      cities.gorgan,
    ],
  },
  {
    id: 'ashgabat-agreement',
    name: msg`Ashgabat Agreement corridor`,
    countries: msg`Uzbekistan – Turkmenistan – Iran – Oman`,
    text: msg`From Bukhara through Farap, Turkmenabat and Mary to Sarahs and Mashhad, on to the ports of the Persian Gulf and the Gulf of Oman.`,
    road: [
      cities.bukhara,
      point(39.2, 63.67),
      cities.turkmenabat,
      cities.mary,
      point(36.546, 61.188),
      cities.mashhad,
    ],
  },
]

/** The towns named on the corridors' map; `minor` ones only where the map is wide. */
export const corridorTowns: readonly (Place & { minor?: boolean })[] = [
  cities.ashgabat,
  cities.turkmenbashi,
  cities.mary,
  cities.turkmenabat,
  { ...cities.balkanabat, minor: true },
  { ...cities.dashoguz, minor: true },
  { ...cities.baku, minor: true },
  { ...cities.mashhad, minor: true },
  { ...cities.herat, minor: true },
  { ...cities.bukhara, minor: true },
]
