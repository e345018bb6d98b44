// The service-area maps as build-time SVG in d3-geo's Mercator: the county's outline (the Census Bureau's cartographic
// boundaries via us-atlas: content/county.ts), its neighbours, the border with Mexico and the grids' places.
import { geoBounds, geoMercator, geoPath, type GeoProjection } from 'd3-geo'
import type { Content, PlaceRecord } from '../content/content.ts'
import { allCounties, countyOf } from '../content/county.ts'
import { placeUrl } from './urls.ts'
import { regionUrl } from '../content/routes.ts'
import type { MapData, MapMarker } from '../components/ServiceMap.tsx'
import { fillIn, gridPlaces, pathOf } from './view.ts'

/** The map's size in SVG units (its viewBox); it scales with the page. */
const WIDTH = 640
const HEIGHT = 480
/** Space kept around the places, in degrees. */
const MARGIN = 0.07
/** Coordinates to 0.1 unit in the markup: invisible, and smaller. */
const round = (n: number) => Math.round(n * 10) / 10

/** Mercator fitted to every place and `MARGIN` around them, the frame widened or heightened to 4:3 around their centre. */
function projectionFor(points: readonly (readonly [number, number])[], countySouth: number): GeoProjection {
  const lons = points.map((p) => p[0])
  const lats = points.map((p) => p[1])
  const [west, east, north] = [Math.min(...lons) - MARGIN, Math.max(...lons) + MARGIN, Math.max(...lats) + MARGIN]
  // A band of Mexico shows below a border that is near the places.
  const south = Math.min(Math.min(...lats) - MARGIN, countySouth - 2 * MARGIN)
  const frame = { type: 'MultiPoint' as const, coordinates: [[west, south], [east, north]] }
  const projection = geoMercator().fitSize([WIDTH, HEIGHT], frame)
  // fitSize leaves the frame's shorter side short of the map: centre it.
  const [[x0, y0], [x1, y1]] = geoPath(projection).bounds(frame)
  const [tx, ty] = projection.translate()
  return projection.translate([tx + (WIDTH - x0 - x1) / 2, ty + (HEIGHT - y0 - y1) / 2])
}

type Point = { readonly x: number; readonly y: number }
/** What every map of a content shares: its projection, the shapes, the labels' points and the grids' places (none current). */
type Base = Omit<MapData, 'title' | 'description' | 'ocean' | 'border' | 'legend'> & { projection: GeoProjection; ocean: Point; border: Point }

const bases = new WeakMap<Content, Base>()

/** A content's Base, made once: the grids' places (so a map keeps its size at any number of places) in a frame fitting every place. */
function baseOf(content: Content): Base {
  let base = bases.get(content)
  if (base) return base
  const county = countyOf(content.site.countyFips)!
  const places = content.regions.flatMap((r, region) => gridPlaces(content, r).map((place) => ({ place, region })))
  const bounds = geoBounds(county)
  const south = bounds[0][1]
  const projection = projectionFor(content.places.length ? content.places.map((place) => [place.geo.longitude, place.geo.latitude] as const) : bounds, south)
  const path = geoPath(projection).digits(1)
  const neighbours = allCounties()
    .filter((c) => c.id !== county.id && c.id.slice(0, 2) === county.id.slice(0, 2))
    .filter((c) => {
      const [[x0, y0], [x1, y1]] = path.bounds(c)
      return x0 < WIDTH && x1 > 0 && y0 < HEIGHT && y1 > 0
    })
  const ring = (county.geometry.type === 'Polygon' ? county.geometry.coordinates : county.geometry.coordinates.flat())[0]!
  const project = (lon: number, lat: number) => projection([lon, lat])!.map(round) as [number, number]
  // The outline's westernmost point in the frame (the coast; the frame's right edge if none shows).
  const coastX = Math.min(WIDTH, ...ring.map(([lon, lat]) => project(lon!, lat!)).filter(([, y]) => y >= 0 && y <= HEIGHT).map(([x]) => x))
  // South of the county's southern edge (the border) is Mexico, its coast running south-southeast from the border's west end (to Rosarito).
  const borderLine = southernEdge(ring.slice(0, -1) as [number, number][]).map(([lon, lat]) => project(lon, lat))
  const [bx, by] = borderLine[0]!
  const [ex, ey] = borderLine[borderLine.length - 1]!
  const slope = borderLine.length > 1 ? (ey - by) / (ex - bx || 1) : 0
  const mexico = `M${bx} ${by}${borderLine.slice(1).map(([x, y]) => `L${x} ${y}`).join('')}L${WIDTH} ${round(ey + slope * (WIDTH - ex))}L${WIDTH} ${HEIGHT}L${round(bx + (HEIGHT - by) / 4)} ${HEIGHT}Z`
  base = {
    projection,
    width: WIDTH,
    height: HEIGHT,
    land: path(county) ?? '',
    neighbours: neighbours.map((c) => path(c) ?? '').join(''),
    mexico,
    // The labels: Mexico's halfway along the border below it, the ocean's upright in the sea west of the coast's westernmost point.
    border: { x: round((bx + WIDTH) / 2), y: round(Math.min(HEIGHT - 10, by + slope * ((WIDTH - bx) / 2) + 28)) },
    ocean: { x: round(Math.max(14, coastX / 2)), y: HEIGHT / 2 },
    markers: places.map(({ place, region }) => markerOf(content, projection, place, region, false)),
  }
  bases.set(content, base)
  return base
}

/** The county's southern edge, west to east: from its southernmost point, the outline going east and climbing under 0.2°. */
function southernEdge(ring: readonly [number, number][]): [number, number][] {
  const start = ring.reduce((best, p, i) => (p[1] < ring[best]![1] ? i : best), 0)
  const at = (i: number) => ring[(i + ring.length) % ring.length]!
  const step = at(start + 1)[0] > at(start - 1)[0] ? 1 : -1
  const edge = [at(start)]
  for (let i = start + step; edge.length < ring.length; i += step) {
    const [lon, lat] = at(i)
    if (lon <= edge[edge.length - 1]![0] || lat - at(start)[1] > 0.2) break
    edge.push([lon, lat])
  }
  return edge
}

/** A place's marker, linking to its page, in its region's (index) colour and shape. */
function markerOf(content: Content, projection: GeoProjection, place: PlaceRecord, region: number, current: boolean): MapMarker {
  const [x, y] = projection([place.geo.longitude, place.geo.latitude])!
  return { id: place.slug, label: place.name, href: pathOf(content, placeUrl(place.slug)), x: round(x), y: round(y), region, current }
}

/** A service-area map's data, its words from layout.yaml; with `current`, a locator, whose one highlighted marker links nowhere. */
export function mapOf(content: Content, current?: PlaceRecord): MapData {
  const { projection, ...base } = baseOf(content)
  const { map } = content.layout
  const area = content.site.areaServed
  const markers: MapMarker[] = base.markers.map((m) => (m.id === current?.slug ? { ...m, current: true } : m))
  if (current && !markers.some((m) => m.current)) markers.push(markerOf(content, projection, current, content.regions.findIndex((r) => r.id === current.region), true))
  return {
    ...base,
    title: current ? fillIn(map.locatorTitle, { place: current.name, area }) : fillIn(map.title, { area }),
    description: current ? fillIn(map.locatorDescription, { place: current.name, area }) : fillIn(map.description, { area }),
    ocean: { ...base.ocean, text: map.ocean },
    border: { ...base.border, text: map.border },
    markers,
    legend: { heading: map.legend, regions: content.regions.map((r, i) => ({ name: r.name, href: pathOf(content, regionUrl(r.id)), region: i })) },
  }
}
