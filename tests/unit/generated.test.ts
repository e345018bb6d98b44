import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateTypes } from '../../scripts/gen-types.ts'
import { renderContentDoc } from '../../scripts/gen-content-doc.ts'
import { recordFiles } from '../../content/kinds.ts'
import { schemaIds, schemaOf } from '../../content/schemas.ts'
import { nodesOf } from '../../content/rules.ts'
import { validatorsSource } from '../../scripts/gen-types.ts'
import { generateAdminConfig } from '../../scripts/gen-admin-config.ts'
import { ROOT } from '../project.ts'

const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8')

describe('generated files are current', () => {
  it('content/types.generated.ts matches the schemas (npm run gen:types)', async () => {
    expect(read('content/types.generated.ts')).toBe(await generateTypes())
  })
  it('content/validators.generated.cjs matches the schemas (npm run gen:types)', () => {
    expect(read('content/validators.generated.cjs') === validatorsSource(), 'stale: run npm run gen:types').toBe(true)
  })
  it('admin/config.yml matches the schemas and the record kinds (npm run gen:admin)', () => {
    expect(read('admin/config.yml')).toBe(generateAdminConfig())
  })
  it("CONTENT.md's field reference matches the schemas (npm run gen:docs)", () => {
    const current = read('CONTENT.md')
    expect(renderContentDoc(current)).toBe(current)
  })
})

// ajv's own words for a pattern quote the regular expression ("must match pattern "^\\${1,4}$""), which a maintainer cannot read.
it.each(schemaIds)('every pattern of schema/%s has its own message in plain words', (id) => {
  const bare = nodesOf(schemaOf(id)).filter(([path, node]) => path.at(-1) !== 'errorMessage' && node && typeof node === 'object' && 'pattern' in node && typeof node.pattern === 'string'
    && !(node as { errorMessage?: { pattern?: string } }).errorMessage?.pattern)
  expect(bare.map(([path]) => path.join('.'))).toEqual([])
})

describe('editors validate every data file against the schema the loader uses', () => {
  const settings = JSON.parse(read('.vscode/settings.json'))['yaml.schemas'] as Record<string, string>
  const files = recordFiles(resolve(ROOT, 'data')).map((f) => [f.name, f.schema] as const)
  it.each(files)('data/%s → schema/%s', (file, schema) => {
    const glob = settings[`./schema/${schema}`]
    expect(glob, `.vscode/settings.json maps schema/${schema}`).toBeDefined()
    expect(new RegExp(`^${glob!.replace(/\./g, '\\.').replace(/\*/g, '[^/]+')}$`).test(`data/${file}`)).toBe(true)
    const depth = file.split('/').length
    expect(read(`data/${file}`).split('\n')[0]).toBe(`# yaml-language-server: $schema=${'../'.repeat(depth)}schema/${schema}`)
  })
})
