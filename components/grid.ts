/**
 * Balanced grids: how many columns a grid of `count` items gets at each width, so that its rows
 * hold the same number of items or differ by one, and no item sits alone on a row below fuller
 * ones. The grid's kind says the most columns it may have at each width; the CSS (.grid and its
 * `cols-*` classes in renderer/styles.css) lays the items out in rows of that many, a last row
 * that is not full centred.
 */

/** The widths at which a grid may change its columns: below 40rem, from 40rem, from 48rem, from 64rem. */
export type GridMaxima = readonly [base: number, sm: number, md: number, lg: number]

/** The class prefix of each width (renderer/styles.css sets `--columns` for each at its width). */
const PREFIXES = ['cols', 'sm-cols', 'md-cols', 'lg-cols'] as const

/**
 * The most columns, at most `max`, that keep `count` items balanced: every row full, or a last
 * row at most one short of the others and holding at least two. `balancedColumns(9, 4)` is 3
 * (3 + 3 + 3, not 4 + 4 + 1); `balancedColumns(5, 2)` is 1 (never 2 + 2 + 1).
 */
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
