import { MERCATOR } from './generated/turkmenistan'

/** A point of the maps, in the SVG units of their views. */
export type MapPoint = { x: number; y: number }

/** A part of the map shown, in SVG units. */
export type MapView = { x: number; y: number; width: number; height: number }

/** Parameters of a Mercator projection as d3-geo has them: scale and translate, no rotation. */
export type Mercator = { scale: number; translateX: number; translateY: number }

const RADIANS = Math.PI / 180

/**
 * Where a place (WGS 84 degrees) falls on the portal's maps: the same spherical Mercator that
 * `scripts/map-generate.mjs` drew the outlines with, so a marker sits where d3-geo would put it
 * without shipping d3-geo to the browser.
 */
export function projectPoint(
  latitude: number,
  longitude: number,
  mercator: Mercator = MERCATOR,
): MapPoint {
  const lambda = longitude * RADIANS
  const phi = latitude * RADIANS
  return {
    x: mercator.translateX + mercator.scale * lambda,
    y: mercator.translateY - mercator.scale * Math.log(Math.tan(Math.PI / 4 + phi / 2)),
  }
}

/**
 * The place's position in a view as fractions of its width and height (0–1 inside), for HTML
 * markers and labels laid over the SVG.
 */
export function placeInView(view: MapView, latitude: number, longitude: number) {
  const point = projectPoint(latitude, longitude)
  return { left: (point.x - view.x) / view.width, top: (point.y - view.y) / view.height }
}

/** A view's box as an SVG `viewBox` attribute. */
export const viewBox = (view: MapView) => `${view.x} ${view.y} ${view.width} ${view.height}`

/** An SVG polyline's points through places. */
export const polylinePoints = (places: readonly { latitude: number; longitude: number }[]) =>
  places
    .map(({ latitude, longitude }) => {
      const { x, y } = projectPoint(latitude, longitude)
      return `${x.toFixed(1)},${y.toFixed(1)}`
    })
    .join(' ')
