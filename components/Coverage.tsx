import type { LinkAction } from './Actions.tsx'
import { gridClasses } from './grid.ts'

/** A region with its places: linked places, then plain-text communities without a page. */
export interface CoverageRegion {
  readonly id: string
  /** The region's ids before a rename: their anchors still lead to its card. */
  readonly formerIds?: readonly string[]
  readonly name: string
  readonly href: string
  readonly places: readonly LinkAction[]
  readonly alsoServes: readonly string[]
  /** A link to the region's full list, when the grid shows only the first places. */
  readonly more?: LinkAction
}

/** The coverage grid: one column per region, its places as links and the communities without a page as plain text. */
export function Coverage({ regions }: { regions: readonly CoverageRegion[] }) {
  return (
    <div className={`coverage ${gridClasses(regions.length, [1, 3, 3, 5])}`}>
      {regions.map((r) => (
        <div key={r.id} className="coverage-region">
          <h3 className="coverage-title"><a href={r.href}>{r.name}</a></h3>
          <ul className="coverage-list">
            {r.places.map((p) => <li key={p.href}><a href={p.href}>{p.label}</a></li>)}
            {r.alsoServes.map((name) => <li key={name} className="coverage-plain">{name}</li>)}
          </ul>
          {r.more && <a className="more-link" href={r.more.href}>{r.more.label}</a>}
        </div>
      ))}
    </div>
  )
}
