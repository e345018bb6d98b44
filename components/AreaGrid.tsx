import { Icon } from './Icon.tsx'
import { gridClasses } from './grid.ts'

/** The grid of local area names on a place page: at most 2, 3 and 4 columns on small, medium and large screens, balanced (grid.ts). */
export function AreaGrid({ names }: { names: readonly string[] }) {
  return (
    <ul className={`area-grid ${gridClasses(names.length, [2, 3, 3, 4])}`}>
      {names.map((name) => <li key={name} className="area-chip"><Icon name="map" />{name}</li>)}
    </ul>
  )
}
