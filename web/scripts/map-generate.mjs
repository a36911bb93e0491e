// Generates the portal's offline maps: Turkmenistan and its neighbours from world-atlas (Natural
// Earth 1:50m, public domain), projected once here with d3-geo so the browser ships no d3 and no
// topojson — only compact SVG path strings and the projection's three numbers.
//
//   node web/scripts/map-generate.mjs && npx biome check --write web/src/features/maps/generated
//
// Output (committed): src/features/maps/generated/turkmenistan.ts (the projection, the views and
// Turkmenistan's outline) and src/features/maps/generated/neighbours.ts (the countries around).
// `projectPoint()` in src/features/maps/projection.ts repeats the projection's formula; its test
// compares it with d3-geo's output for the same parameters.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { geoMercator, geoPath } from 'd3-geo'
import { feature } from 'topojson-client'

const require = createRequire(import.meta.url)
const here = path.dirname(fileURLToPath(import.meta.url))
const out = path.join(here, '..', 'src', 'features', 'maps', 'generated')
const atlas = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'))

/** ISO 3166 numeric id → the portal's country code (the API's `Country.code`). */
const COUNTRIES = {
  795: 'tm',
  398: 'kz',
  860: 'uz',
  '004': 'af',
  364: 'ir',
  '031': 'az',
  643: 'ru',
  762: 'tj',
  417: 'kg',
  586: 'pk',
  268: 'ge',
  '051': 'am',
}
/** The region drawn, in degrees: Azerbaijan to Tajikistan, Iran's north to the Aral. */
const REGION = { west: 46.9, east: 68.6, south: 34.2, north: 44.6 }
/** The region's width in SVG units; its height follows from the projection. */
const WIDTH = 1000
/** Turkmenistan's view: its bounds and this margin, in SVG units. */
const MARGIN = 18
/** Points closer than this to the simplified line are dropped (SVG units). */
const TOLERANCE = 0.25

const corners = {
  type: 'MultiPoint',
  coordinates: [
    [REGION.west, REGION.south],
    [REGION.east, REGION.north],
  ],
}
const projection = geoMercator().fitWidth(WIDTH, corners)
// The region's north-west corner at (0, 0).
const [x0, y0] = projection([REGION.west, REGION.north])
projection.translate([projection.translate()[0] - x0, projection.translate()[1] - y0])
const height = Math.round(projection([REGION.east, REGION.south])[1])
projection.clipExtent([
  [-2, -2],
  [WIDTH + 2, height + 2],
])

/** Rings of projected points, as d3 draws them (clipped to the region). */
function ringsOf(geometry) {
  const rings = []
  let ring = null
  const context = {
    moveTo(x, y) {
      ring = [[x, y]]
      rings.push(ring)
    },
    lineTo(x, y) {
      ring.push([x, y])
    },
    closePath() {},
    arc() {},
  }
  geoPath(projection, context)(geometry)
  return rings
}

/** Douglas–Peucker: the points that keep the line within TOLERANCE of the original. */
function simplify(points) {
  if (points.length < 4) return points
  const keep = new Uint8Array(points.length)
  keep[0] = keep[points.length - 1] = 1
  const stack = [[0, points.length - 1]]
  while (stack.length) {
    const [a, b] = stack.pop()
    const [ax, ay] = points[a]
    const [bx, by] = points[b]
    const length = Math.hypot(bx - ax, by - ay)
    let far = -1
    let farthest = TOLERANCE
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i]
      // From the chord; from its start when the chord is a point (a ring that closes on itself).
      const distance = length
        ? Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length
        : Math.hypot(px - ax, py - ay)
      if (distance > farthest) {
        farthest = distance
        far = i
      }
    }
    if (far > 0) {
      keep[far] = 1
      stack.push([a, far], [far, b])
    }
  }
  return points.filter((_, i) => keep[i])
}

/** One decimal where needed: "12.5", "-3", "0.5" → ".5". */
const num = (value) => {
  const text = String(Math.round(value * 10) / 10)
  return text.replace(/^(-?)0\./, '$1.')
}
/**
 * Joins numbers the shortest way SVG allows: a minus sign separates, and so does a leading dot
 * after a number that already has one ("1.5.5" is 1.5 and .5).
 */
const join = (values) =>
  values
    .map((value, i) => {
      if (i === 0 || value.startsWith('-')) return value
      return value.startsWith('.') && values[i - 1].includes('.') ? value : ` ${value}`
    })
    .join('')

/** A ring as a relative path: "M x y l dx dy … z", rounded to tenths, steps of zero dropped. */
function ringPath(points) {
  const rounded = simplify(points).map(([x, y]) => [Math.round(x * 10), Math.round(y * 10)])
  if (rounded.length < 3) return ''
  const [[sx, sy]] = rounded
  const steps = []
  let [px, py] = [sx, sy]
  for (const [x, y] of rounded.slice(1)) {
    if (x === px && y === py) continue
    steps.push(num((x - px) / 10), num((y - py) / 10))
    ;[px, py] = [x, y]
  }
  return `M${join([num(sx / 10), num(sy / 10)])}l${join(steps)}z`
}

const countries = feature(atlas, atlas.objects.countries).features.filter(
  (country) => country.id in COUNTRIES,
)
const paths = Object.fromEntries(
  countries.map((country) => [
    COUNTRIES[country.id],
    ringsOf(country).map(ringPath).filter(Boolean).join(''),
  ]),
)

const turkmenistan = countries.find((country) => COUNTRIES[country.id] === 'tm')
const [[bx0, by0], [bx1, by1]] = geoPath(projection).bounds(turkmenistan)
const round = (value) => Math.round(value * 10) / 10
const view = {
  x: round(bx0 - MARGIN),
  y: round(by0 - MARGIN),
  width: round(bx1 - bx0 + 2 * MARGIN),
  height: round(by1 - by0 + 2 * MARGIN),
}
const [translateX, translateY] = projection.translate()

const header = `// Generated by web/scripts/map-generate.mjs from world-atlas (Natural Earth 1:50m, public
// domain). Do not edit: change the script and run it again.`
mkdirSync(out, { recursive: true })
writeFileSync(
  path.join(out, 'turkmenistan.ts'),
  `${header}

/** d3-geo's geoMercator with these scale and translate (rotation and centre 0). */
export const MERCATOR = ${JSON.stringify({ scale: projection.scale(), translateX, translateY })} as const

/** The whole region drawn (Azerbaijan to Tajikistan), in SVG units. */
export const REGION_VIEW = ${JSON.stringify({ x: 0, y: 0, width: WIDTH, height })} as const

/** Turkmenistan with a margin, in SVG units. */
export const TURKMENISTAN_VIEW = ${JSON.stringify(view)} as const

/** Turkmenistan's outline (SVG path data). */
export const TURKMENISTAN_PATH = ${JSON.stringify(paths.tm)}
`,
)
const neighbours = Object.entries(paths)
  .filter(([code, d]) => code !== 'tm' && d)
  .map(([code, d]) => `  { code: '${code}', d: ${JSON.stringify(d)} },`)
writeFileSync(
  path.join(out, 'neighbours.ts'),
  `${header}

/** The countries around Turkmenistan, clipped to the region (code as the API's \`Country.code\`). */
export const NEIGHBOUR_PATHS: readonly { code: string; d: string }[] = [
${neighbours.join('\n')}
]
`,
)
const sizes = Object.entries(paths).map(([code, d]) => `${code} ${d.length}`)
process.stdout.write(`maps: ${WIDTH}×${height}, Turkmenistan view ${JSON.stringify(view)}\n`)
process.stdout.write(`path characters: ${sizes.join(', ')}\n`)
