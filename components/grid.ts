// Balanced grids: how many columns a grid of `count` items gets at each width, so that no item sits alone on a row below
// fuller ones. The CSS (`cols-*` classes in renderer/styles.css) lays the items out in rows of that many, a short last row centred.

/** The most columns a grid may have at each width: below 40rem, from 40rem, from 48rem, from 64rem. */
type GridMaxima = readonly [base: number, sm: number, md: number, lg: number]

const PREFIXES = ['cols', 'sm-cols', 'md-cols', 'lg-cols'] as const

/** The most columns, at most `max`, that keep `count` items balanced: rows full, or a last row one short and of two or more. */
export function balancedColumns(count: number, max: number): number {
  for (let columns = Math.min(max, count); columns > 1; columns--) {
    const last = count % columns
    if (last === 0 || (last >= 2 && last >= columns - 1)) return columns
  }
  return 1
}

/** The classes of a balanced grid of `count` items with these most columns per width: "grid cols-1 sm-cols-2 md-cols-3 lg-cols-3". */
export function gridClasses(count: number, maxima: GridMaxima): string {
  return ['grid', ...maxima.map((max, i) => `${PREFIXES[i]}-${balancedColumns(count, max)}`)].join(' ')
}
