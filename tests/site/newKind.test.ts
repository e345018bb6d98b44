/**
 * A new kind of record takes a schema, an entry in the registry of record kinds
 * (content/kinds.ts) and a template (its folder in pages/), and no other code: in a copy of the
 * project, a page per opener brand is added, and the generated types, the field reference, the
 * validation, the links, the build and the sitemap all take it in.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { parse } from 'node-html-parser'
import { htmlFileOf } from '../../renderer/urls.ts'
import { projectCopy } from '../project.ts'

const copy = projectCopy('new-kind-')
const client = join(copy, 'dist', 'client')
const page = (path: string) => parse(readFileSync(join(client, htmlFileOf(path)), 'utf8'))
const write = (path: string, text: string) => {
  mkdirSync(join(copy, path, '..'), { recursive: true })
  writeFileSync(join(copy, path), text)
}
const run = (script: string, args: string[] = [], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: copy, encoding: 'utf8', timeout: 180_000, env: { ...process.env, ...env } })

const SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'brand.schema.json',
  title: 'Brand',
  description: 'An opener brand the business installs and repairs: one page each.',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'seo', 'intro'],
  properties: {
    $schema: { type: 'string', description: 'Path of this schema, for editors.' },
    name: { $ref: 'defs.schema.json#/$defs/properName', description: "The brand's name; the file is named after it." },
    seo: { $ref: 'defs.schema.json#/$defs/seo' },
    intro: { $ref: 'defs.schema.json#/$defs/paragraph', description: 'What the business does for openers of this brand.' },
  },
}

const BRAND = `# yaml-language-server: $schema=../../schema/brand.schema.json
name: LiftMaster
seo:
  title: LiftMaster Garage Door Opener Repair in San Diego County
  description: >-
    LiftMaster opener repair and installation across San Diego County: belt and chain drives,
    wall-mount openers and myQ smart features, by a local technician.
intro: >-
  LiftMaster openers are made by The Chamberlain Group and sold through professional dealers.
  We repair and install belt, chain and wall-mount models, and set up their myQ app.
`

const BRAND_ES = `seo:
  title: Reparación de abridores LiftMaster en San Diego
  description: >-
    Reparación e instalación de abridores LiftMaster en todo el condado de San Diego: de correa,
    de cadena y de montaje en pared, con funciones inteligentes myQ.
intro: >-
  Los abridores LiftMaster los fabrica The Chamberlain Group y se venden a través de instaladores
  profesionales. Reparamos e instalamos modelos de correa, de cadena y de pared, y configuramos myQ.
`

const TEMPLATE_DATA = `import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { contentOf } from '../../renderer/language.ts'
import { recordUrl } from '../../content/kinds.ts'
import { trailOf } from '../../renderer/view.ts'
import { pageHead } from '../../renderer/head.ts'

/** A brand's page: picks the record for the URL's slug, or answers 404. */
export function data(pageContext: Pick<PageContextServer, 'routeParams' | 'language'>) {
  const content = contentOf(pageContext)
  const brand = content.brands.find((b) => b.slug === pageContext.routeParams.slug)
  if (!brand) throw render(404)
  const path = recordUrl('brands', brand.slug)
  return { head: pageHead(content, { seo: brand.seo, path, trail: trailOf(content, path, brand.name, '/services') }), brand }
}

export type Data = ReturnType<typeof data>
`

const TEMPLATE_PAGE = `import type { Data } from './+data.ts'
import { Section } from '../../components/Section.tsx'
import { Prose } from '../../components/Prose.tsx'

/** The template of every brand page. */
export default function Page({ data }: { data: Data }) {
  return (
    <Section heading={data.brand.name} id="brand">
      <Prose paragraphs={[data.brand.intro]} />
    </Section>
  )
}
`

beforeAll(() => {
  // The schema.
  write('schema/brand.schema.json', JSON.stringify(SCHEMA, null, 2))
  // The registry entry.
  const kinds = join(copy, 'content/kinds.ts')
  const line = "    places: { folder: 'places', schema: 'place.schema.json', route: '/cities/@slug', template: 'place', key: 'slug' },\n"
  const source = readFileSync(kinds, 'utf8')
  expect(source).toContain(line)
  writeFileSync(kinds, source.replace(line, `${line}    brands: { folder: 'brands', schema: 'brand.schema.json', route: '/brands/@slug', template: 'brand', key: 'slug' },\n`))
  // The template.
  write('pages/brand/+route.ts', "import { recordKinds } from '../../content/kinds.ts'\n\nexport default recordKinds.collections.brands.route\n")
  write('pages/brand/+data.ts', TEMPLATE_DATA)
  write('pages/brand/+Page.tsx', TEMPLATE_PAGE)
  // The records, and a link to one.
  write('data/brands/liftmaster.yaml', BRAND)
  write('data/es/brands/liftmaster.yaml', BRAND_ES)
  const [layout, esLayout] = [join(copy, 'data/layout.yaml'), join(copy, 'data/es/layout.yaml')]
  writeFileSync(layout, readFileSync(layout, 'utf8').replace('label: Services\n    href: /services\n', 'label: LiftMaster Openers\n    href: /brands/liftmaster\n'))
  writeFileSync(esLayout, readFileSync(esLayout, 'utf8').replace('label: Servicios\n', 'label: Abridores LiftMaster\n'))
  expect(readFileSync(layout, 'utf8')).toContain('href: /brands/liftmaster')
  for (const script of ['scripts/gen-types.ts', 'scripts/gen-content-doc.ts', 'scripts/build.ts']) {
    const result = run(script)
    expect(result.status, `${script}: ${result.stderr}`).toBe(0)
  }
}, 240_000)
afterAll(() => rmSync(copy, { recursive: true, force: true }))

it('the generated types and the field reference take the new kind in', () => {
  expect(readFileSync(join(copy, 'content/types.generated.ts'), 'utf8')).toMatch(/export interface Collections \{[^}]*brands: Brand\n/)
  expect(readFileSync(join(copy, 'CONTENT.md'), 'utf8')).toContain('### `data/brands/*.yaml` (Brand)')
})

it('the build gives each record its page in each language, in the sitemap, and the link to it resolves', () => {
  const en = page('/brands/liftmaster')
  expect(en.querySelector('main h2')!.text).toBe('LiftMaster')
  expect(en.querySelector('main')!.text).toContain('made by The Chamberlain Group')
  expect(en.querySelector('title')!.text).toContain('LiftMaster Garage Door Opener Repair')
  expect(page('/es/brands/liftmaster').querySelector('main')!.text).toContain('los fabrica The Chamberlain Group')
  const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8')
  for (const path of ['/brands/liftmaster', '/es/brands/liftmaster']) expect(sitemap).toContain(`${path}</loc>`)
  expect(page('/about').querySelector('header a[href="/brands/liftmaster"]')).not.toBeNull()
})

it("a mistake in the new kind's file is reported at its line, with the schema's rule", () => {
  const data = join(copy, 'bad-data')
  cpSync(join(copy, 'data'), data, { recursive: true })
  writeFileSync(join(data, 'brands/liftmaster.yaml'), BRAND.replace('name: LiftMaster\n', 'name: LiftMaster\ncolour: red\n'))
  writeFileSync(join(data, 'layout.yaml'), readFileSync(join(data, 'layout.yaml'), 'utf8').replace('href: /brands/liftmaster', 'href: /brands/liftmastr'))
  const result = run('scripts/validate.ts', [], { DATA_DIR: data })
  expect(result.status).toBe(1)
  expect(result.stdout + result.stderr).toContain('brands/liftmaster.yaml:3:1 error colour is not a known field (known fields: name, seo, intro)')
  expect(result.stdout + result.stderr).toMatch(/links to "\/brands\/liftmastr", which is not a page of the site; did you mean "\/brands\/liftmaster"\?/)
})
