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

/** Places bucketed by cells of CELL degrees, built once per content: the nearest are looked for in rings of cells around a place. */
interface Grid {
  readonly cells: Map<number, PlaceRecord[]>
  readonly rows: readonly [min: number, max: number]
  readonly columns: readonly [min: number, max: number]
}
/** A cell's side in degrees (about 2 km): at 10,000 places, a few places a cell. */
const CELL = 0.02
const grids = new WeakMap<Content, Grid>()
const cellOf = (geo: PlaceRecord['geo']) => [Math.floor(geo.latitude / CELL), Math.floor(geo.longitude / CELL)] as const
/** A cell's key: its row and column in one number (a longitude's column is under 10⁵ in size). */
const keyOf = (row: number, column: number) => row * 1e5 + column

function gridOf(content: Content): Grid {
  let grid = grids.get(content)
  if (grid) return grid
  const cells = new Map<number, PlaceRecord[]>()
  const rows = [Infinity, -Infinity] as [number, number]
  const columns = [Infinity, -Infinity] as [number, number]
  for (const p of content.places) {
    const [row, column] = cellOf(p.geo)
    const key = keyOf(row, column)
    cells.set(key, [...(cells.get(key) ?? []), p])
    rows[0] = Math.min(rows[0], row)
    rows[1] = Math.max(rows[1], row)
    columns[0] = Math.min(columns[0], column)
    columns[1] = Math.max(columns[1], column)
  }
  grids.set(content, (grid = { cells, rows, columns }))
  return grid
}

/**
 * The places nearest to `place` (`geo`), in any region, nearest first: nearby.minPlaces at least, and up to
 * nearby.maxPlaces no farther than twice the minPlaces-th (an outlying place lists its real neighbours only).
 */
export function nearestPlaces(content: Content, place: PlaceRecord): PlaceRecord[] {
  const { minPlaces, maxPlaces } = content.layout.nearby
  const { cells, rows, columns } = gridOf(content)
  const [row, column] = cellOf(place.geo)
  // No place outside ring r is nearer than r cells: a degree of longitude is the shorter side (cos 33° ≈ 0.84).
  const cellKm = CELL * (Math.PI / 180) * 6371 * Math.cos((place.geo.latitude * Math.PI) / 180)
  const nearest: { p: PlaceRecord; d: number }[] = []
  const consider = (p: PlaceRecord) => {
    if (p.slug === place.slug) return
    const d = distanceKm(place.geo, p.geo)
    if (nearest.length === maxPlaces && d >= nearest[maxPlaces - 1]!.d) return
    const at = nearest.findIndex((n) => d < n.d)
    nearest.splice(at === -1 ? nearest.length : at, 0, { p, d })
    if (nearest.length > maxPlaces) nearest.pop()
  }
  const last = Math.max(row - rows[0], rows[1] - row, column - columns[0], columns[1] - column)
  for (let r = 0; r <= last; r++) {
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
