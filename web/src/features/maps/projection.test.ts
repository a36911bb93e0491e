import { geoMercator } from 'd3-geo'
import { describe, expect, test } from 'vitest'
import {
  MERCATOR,
  REGION_VIEW,
  TURKMENISTAN_PATH,
  TURKMENISTAN_VIEW,
} from './generated/turkmenistan'
import { areaLabels } from './places'
import { placeInView, polylinePoints, projectPoint } from './projection'

/** d3-geo's projection with the parameters the generator wrote. */
const d3 = geoMercator().scale(MERCATOR.scale).translate([MERCATOR.translateX, MERCATOR.translateY])

// Places across and around the map: checkpoints at the country's far corners, the capital,
// the Caspian's far shore and the region's corners.
const places: [string, number, number][] = [
  ['Ashgabat', 37.95, 58.38],
  ['Serhetabat', 35.264, 62.323],
  ['Köneürgenç', 42.365, 59.26],
  ['Garabogaz', 41.74, 52.63],
  ['Talimarjan', 38.06, 65.39],
  ['Baku', 40.41, 49.87],
  ['north-west corner', 44.6, 46.9],
  ['south-east corner', 34.2, 68.6],
]

describe('projectPoint', () => {
  for (const [name, latitude, longitude] of places) {
    test(`puts ${name} where d3-geo does`, () => {
      const [x, y] = d3([longitude, latitude]) as [number, number]
      const point = projectPoint(latitude, longitude)
      expect(point.x).toBeCloseTo(x, 6)
      expect(point.y).toBeCloseTo(y, 6)
    })
  }

  test('takes other parameters too', () => {
    const other = { scale: 500, translateX: 10, translateY: -20 }
    const [x, y] = geoMercator().scale(500).translate([10, -20])([30, -45]) as [number, number]
    expect(projectPoint(-45, 30, other)).toEqual({
      x: expect.closeTo(x, 6),
      y: expect.closeTo(y, 6),
    })
  })

  test('draws the region from (0, 0) and Ashgabat inside Turkmenistan’s view', () => {
    const corner = projectPoint(44.6, 46.9)
    expect(corner.x).toBeCloseTo(REGION_VIEW.x, 6)
    expect(corner.y).toBeCloseTo(REGION_VIEW.y, 6)
    const ashgabat = projectPoint(37.95, 58.38)
    const view = TURKMENISTAN_VIEW
    expect(ashgabat.x).toBeGreaterThan(view.x)
    expect(ashgabat.x).toBeLessThan(view.x + view.width)
    expect(ashgabat.y).toBeGreaterThan(view.y)
    expect(ashgabat.y).toBeLessThan(view.y + view.height)
  })
})

describe('placeInView', () => {
  const view = { x: 100, y: 50, width: 400, height: 200 }

  test('gives the fractions of the view where the place falls', () => {
    const { x, y } = projectPoint(37.95, 58.38)
    expect(placeInView(view, 37.95, 58.38)).toEqual({
      left: (x - 100) / 400,
      top: (y - 50) / 200,
    })
  })

  test('puts Turkmenistan’s checkpoints inside its view', () => {
    for (const [latitude, longitude] of [
      [35.264, 62.323],
      [42.365, 59.26],
      [41.74, 52.63],
      [38.06, 65.39],
    ] as const) {
      const { left, top } = placeInView(TURKMENISTAN_VIEW, latitude, longitude)
      expect(left).toBeGreaterThan(0)
      expect(left).toBeLessThan(1)
      expect(top).toBeGreaterThan(0)
      expect(top).toBeLessThan(1)
    }
  })
})

describe('polylinePoints', () => {
  test('joins projected places, one decimal', () => {
    const a = projectPoint(40, 50)
    const b = projectPoint(38, 60)
    expect(
      polylinePoints([
        { latitude: 40, longitude: 50 },
        { latitude: 38, longitude: 60 },
      ]),
    ).toBe(`${a.x.toFixed(1)},${a.y.toFixed(1)} ${b.x.toFixed(1)},${b.y.toFixed(1)}`)
  })
})

/** The vertices of an SVG path of `M`, `l` and `z` commands, as the generator writes them. */
function verticesOf(path: string): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = []
  let x = 0
  let y = 0
  for (const [, command, numbers] of path.matchAll(/([Mlz])([^Mlz]*)/g)) {
    const values = (numbers?.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number)
    for (let i = 0; i + 1 < values.length; i += 2) {
      const dx = values[i] ?? 0
      const dy = values[i + 1] ?? 0
      ;[x, y] = command === 'M' && i === 0 ? [dx, dy] : [x + dx, y + dy]
      points.push({ x, y })
    }
  }
  return points
}

describe('the area labels of the region map', () => {
  // The map is narrowest at 390 px (358 px inside the page's margins), where a label's 11 px type
  // is largest against the map. A name is at most 11 letters (AFGHANISTAN, OWGANYSTAN,
  // АФГАНИСТАН), set in capitals with 0.08 em between letters: about 0.8 em each.
  const pxToUnits = REGION_VIEW.width / 358
  const halfWidth = ((11 * 0.8 * 11) / 2) * pxToUnits
  const halfHeight = ((11 * 1.2) / 2) * pxToUnits
  const border = verticesOf(TURKMENISTAN_PATH)

  for (const label of areaLabels.filter(({ code }) => code !== 'tm' && code !== 'sea')) {
    test(`${label.code}: no part of Turkmenistan's border runs through its name`, () => {
      const centre = projectPoint(label.latitude, label.longitude)
      const crossing = border.filter(
        (point) =>
          Math.abs(point.x - centre.x) < halfWidth && Math.abs(point.y - centre.y) < halfHeight,
      )
      expect(crossing).toEqual([])
      // And it is shown: the map leaves out a label too near its edges.
      const { left, top } = placeInView(REGION_VIEW, label.latitude, label.longitude)
      expect(Math.min(left, top)).toBeGreaterThan(0.04)
      expect(Math.max(left, top)).toBeLessThan(0.96)
    })
  }
})
