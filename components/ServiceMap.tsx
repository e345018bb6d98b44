/** A place on a map: where its marker stands (SVG units), its region (0-based, in region order) and its page. */
export interface MapMarker {
  readonly id: string
  readonly label: string
  readonly href: string
  readonly x: number
  readonly y: number
  readonly region: number
  /** The place of the page the map is on (a locator map): highlighted and named. */
  readonly current?: boolean
}

/** Everything a map shows, computed at build time (renderer/serviceMap.ts); `land`, `neighbours`, `mexico` are SVG path data. */
export interface MapData {
  readonly width: number
  readonly height: number
  readonly title: string
  readonly description: string
  readonly land: string
  readonly neighbours: string
  readonly mexico: string
  readonly ocean: { readonly x: number; readonly y: number; readonly text: string }
  readonly border: { readonly x: number; readonly y: number; readonly text: string }
  readonly markers: readonly MapMarker[]
  readonly legend: { readonly heading: string; readonly regions: readonly { readonly name: string; readonly href: string; readonly region: number }[] }
}

/** Each region's marker shape, about 12 units across, so that no one needs to tell the colours (.map-region-N) apart: circle, square,
 *  triangle, diamond, hexagon, inverted triangle, pentagon, cross; then again. */
const SHAPES = [
  'M0-6a6 6 0 1 1 0 12a6 6 0 1 1 0-12z',
  'M-5.3-5.3h10.6v10.6h-10.6z',
  'M0-7l6.6 11.5h-13.2z',
  'M0-7.2l7.2 7.2l-7.2 7.2l-7.2-7.2z',
  'M-3.6-6.2h7.2l3.6 6.2l-3.6 6.2h-7.2l-3.6-6.2z',
  'M0 7l6.6-11.5h-13.2z',
  'M0-6.8L6.5-2.1L4 5.5h-8L-6.5-2.1z',
  'M-2.4-6.5h4.8v4.1h4.1v4.8h-4.1v4.1h-4.8v-4.1h-4.1v-4.8h4.1z',
]
const shapeOf = (region: number) => `#map-shape-${region % SHAPES.length}`
const colourOf = (region: number) => `map-region-${region % SHAPES.length}`

/** The service-area map as inline SVG, with no script. 'full': each marker links to its place's page, named on hover and focus, then a key
 *  of the regions. 'locator' (a place page): a picture (role img), the current place highlighted and named. */
export function ServiceMap({ map, variant = 'full' }: { map: MapData; variant?: 'full' | 'locator' }) {
  const id = variant === 'full' ? 'service-map' : 'locator-map'
  const locator = variant === 'locator'
  const current = map.markers.find((m) => m.current)
  return (
    <figure className={`service-map service-map-${variant}`}>
      <svg viewBox={`0 0 ${map.width} ${map.height}`} className="map-svg" role={locator ? 'img' : 'group'} aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>{map.title}</title>
        <desc id={`${id}-desc`}>{map.description}</desc>
        <defs>{SHAPES.map((d, i) => (!locator || current && i === current.region % SHAPES.length) && <path key={d} id={`map-shape-${i}`} d={d} />)}</defs>
        <rect className="map-ocean" width={map.width} height={map.height} />
        <path className="map-neighbour" d={map.neighbours} />
        <path className="map-neighbour" d={map.mexico} />
        <path className="map-land" d={map.land} />
        <text className="map-label" transform={`translate(${map.ocean.x} ${map.ocean.y}) rotate(-90)`}>{map.ocean.text}</text>
        <text className="map-label" x={map.border.x} y={map.border.y}>{map.border.text}</text>
        {locator
          ? <path className="map-dot" d={map.markers.filter((m) => !m.current).map((m) => `M${m.x} ${m.y}h0`).join('')} />
          : map.markers.map((m) => (
              <a key={m.id} href={m.href} className={`map-marker ${colourOf(m.region)}`}>
                <title>{m.label}</title>
                <use href={shapeOf(m.region)} x={m.x} y={m.y} />
                <text className="map-name" x={m.x} y={m.y} dy="-11" aria-hidden="true">{m.label}</text>
              </a>
            ))}
        {locator && current && (
          <g className="map-current">
            <use href={shapeOf(current.region)} x={current.x} y={current.y} transform={`translate(${current.x} ${current.y}) scale(1.8) translate(${-current.x} ${-current.y})`} />
            <text className="map-name" x={current.x} y={current.y} dy="-18">{current.label}</text>
          </g>
        )}
      </svg>
      {!locator && (
        <figcaption className="map-key">
          <h3 className="map-key-heading">{map.legend.heading}</h3>
          <ul className="map-legend">
            {map.legend.regions.map((r) => (
              <li key={r.href}>
                <svg className={`map-swatch ${colourOf(r.region)}`} viewBox="-8 -8 16 16" aria-hidden="true"><use href={shapeOf(r.region)} /></svg>
                <a href={r.href}>{r.name}</a>
              </li>
            ))}
          </ul>
        </figcaption>
      )}
    </figure>
  )
}
