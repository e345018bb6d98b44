import { Icon } from './Icon.tsx'

/** The grid of local area names on a place page: 2, 3 and 4 columns on small, medium and large screens. */
export function AreaGrid({ names }: { names: readonly string[] }) {
  return (
    <ul className="area-grid">
      {names.map((name) => (
        <li key={name} className="area-chip">
          <Icon name="map" />
          {name}
        </li>
      ))}
    </ul>
  )
}
