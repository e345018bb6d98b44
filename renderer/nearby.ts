import type { Content, PlaceRecord } from '../content/content.ts'
import type { Nearby } from '../components/NearbyPlaces.tsx'
import { regionOf } from './lookup.ts'
import { placeUrl } from './urls.ts'
import { regionUrl } from '../content/routes.ts'
import { fillIn, pathOf } from './view.ts'

/** Distance between two points in kilometres, flat-earth (equirectangular): within a county it is off by well under 1%. */
function distanceKm(a: PlaceRecord['geo'], b: PlaceRecord['geo']): number {
  const rad = Math.PI / 180
  const x = (b.longitude - a.longitude) * Math.cos(((a.latitude + b.latitude) / 2) * rad)
  const y = b.latitude - a.latitude
  return Math.hypot(x, y) * rad * 6371
}

/** A cell's side in degrees (about 2 km): at 10,000 places, a few places a cell. */
const CELL = 0.02
/** Each content's places bucketed by cells of CELL degrees: the nearest are looked for in rings of cells around a place. */
const grids = new WeakMap<Content, Map<number, PlaceRecord[]>>()
const cellOf = (geo: PlaceRecord['geo']) => [Math.floor(geo.latitude / CELL), Math.floor(geo.longitude / CELL)] as const
/** A cell's key: its row and column in one number (a longitude's column is under 10⁵ in size). */
const keyOf = (row: number, column: number) => row * 1e5 + column

function gridOf(content: Content): Map<number, PlaceRecord[]> {
  let cells = grids.get(content)
  if (cells) return cells
  grids.set(content, (cells = new Map()))
  for (const p of content.places) {
    const key = keyOf(...cellOf(p.geo))
    cells.set(key, [...(cells.get(key) ?? []), p])
  }
  return cells
}

/** The places nearest to `place`, nearest first: nearby.minPlaces, then up to maxPlaces no farther than twice the minPlaces-th. */
export function nearestPlaces(content: Content, place: PlaceRecord): PlaceRecord[] {
  const { minPlaces, maxPlaces } = content.layout.nearby
  const cells = gridOf(content)
  const [row, column] = cellOf(place.geo)
  // No place outside ring r is nearer than r cells: a degree of longitude is the shorter side (cos 33° ≈ 0.84).
  const cellKm = CELL * (Math.PI / 180) * 6371 * Math.cos((place.geo.latitude * Math.PI) / 180)
  const nearest: { p: PlaceRecord; d: number }[] = []
  let seen = 0
  const consider = (p: PlaceRecord) => {
    seen++
    if (p.slug === place.slug) return
    const d = distanceKm(place.geo, p.geo)
    if (nearest.length === maxPlaces && d >= nearest[maxPlaces - 1]!.d) return
    const at = nearest.findIndex((n) => d < n.d)
    nearest.splice(at === -1 ? nearest.length : at, 0, { p, d })
    if (nearest.length > maxPlaces) nearest.pop()
  }
  for (let r = 0; seen < content.places.length; r++) {
    for (let y = row - r; y <= row + r; y++)
      for (let x = column - r; x <= column + r; x++) if (Math.max(Math.abs(y - row), Math.abs(x - column)) === r) cells.get(keyOf(y, x))?.forEach(consider)
    if (nearest.length === maxPlaces && nearest[maxPlaces - 1]!.d <= r * cellKm) break
  }
  const reach = 2 * (nearest[minPlaces - 1]?.d ?? Infinity)
  return nearest.filter((n, i) => i < minPlaces || n.d <= reach).map((n) => n.p)
}

/** The nearby section of a place page: links to its nearest places and to its region, in the content's language. */
export function nearbyOf(content: Content, place: PlaceRecord): Nearby {
  const { nearby } = content.layout
  const region = regionOf(content, place)
  return {
    heading: nearby.heading,
    places: nearestPlaces(content, place).map((p) => ({ label: p.name, href: pathOf(content, placeUrl(p.slug)) })),
    region: { label: fillIn(nearby.regionLink, { region: region.name }), href: pathOf(content, regionUrl(region.id)) },
  }
}
