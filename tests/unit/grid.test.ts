import { describe, expect, it } from 'vitest'
import { balancedColumns, gridClasses } from '../../components/grid.ts'

describe('balanced grids', () => {
  it.each([
    // [items, most columns, columns]: nine area names never leave one alone (4 + 4 + 1, 2 × 4 + 1).
    [9, 4, 3],
    [9, 2, 1],
    [5, 2, 1],
    [5, 3, 3],
    [5, 4, 3],
    [5, 5, 5],
    [6, 4, 3],
    [7, 4, 4],
    [8, 3, 3],
    [4, 3, 2],
    [10, 4, 2],
    [3, 4, 3],
    [1, 4, 1],
  ])('%i items in at most %i columns: %i', (count, max, columns) => {
    expect(balancedColumns(count, max)).toBe(columns)
  })
  it('gives a class for each width', () => {
    expect(gridClasses(5, [1, 2, 3, 5])).toBe('grid cols-1 sm-cols-1 md-cols-3 lg-cols-5')
  })
})
