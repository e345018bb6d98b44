import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { parse } from 'node-html-parser'
import { schemaOf } from '../../content/schemas.ts'

// The type no longer proves it (the drawings live in the sprite): every icon a record may name has its <symbol>, and no other.
it("components/icons.svg draws each icon of the schema's enum, and only those", () => {
  const { $defs } = schemaOf('defs.schema.json') as { $defs: { icon: { enum: string[] } } }
  const sprite = parse(readFileSync(new URL('../../components/icons.svg', import.meta.url), 'utf8'))
  const symbols = sprite.querySelectorAll('symbol').map((s) => s.id)
  expect(symbols.sort()).toEqual([...$defs.icon.enum].sort())
  for (const symbol of sprite.querySelectorAll('symbol')) expect(symbol.getAttribute('viewBox'), symbol.id).toBe('0 0 24 24')
})
