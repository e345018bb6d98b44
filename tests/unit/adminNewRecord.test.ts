/**
 * A place created in the browser editor: the site's YAML format writes its file (first line, the
 * schema comment; `draft: true`, as every new record of a collection starts), it joins its region
 * through its own `region` field with no second edit, stays out of the production build while a
 * draft, and is published once the owner switches the draft off.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, expect, it } from 'vitest'
import { editYaml, newYaml } from '../../admin/yamlEdit.ts'
import { headerOf, isDefaultIn, kindOf, startsAsDraft } from '../../admin/recordFiles.ts'
import { formatKinds } from '../../build/adminConfig.ts'
import { adminKinds } from '../../build/adminKinds.ts'
import { checkContent } from '../../content/load.ts'
import { placeUrl } from '../../renderer/urls.ts'
import { copyData, DATA } from './dataCopy.ts'

const copy = copyData()
afterAll(copy.cleanup)

it('a place created in the browser is a draft of its region, then published when its draft switch is turned off', () => {
  const kinds = formatKinds(adminKinds())
  const path = 'data/places/grossmont.yaml'
  const options = { isDefault: (p: readonly (string | number)[], v: unknown) => isDefaultIn(kindOf(kinds, 'places/grossmont.yaml'), p, v) }
  // What the form holds: a neighbour's values, with the new place's own name, point, headings and search text; its draft switch untouched.
  const laMesa = parse(readFileSync(join(DATA, 'places', 'la-mesa.yaml'), 'utf8')) as Record<string, unknown>
  const values = {
    ...laMesa,
    name: 'Grossmont',
    areas: { ...(laMesa.areas as object), names: (laMesa.areas as { names: string[] }).names.filter((area) => area !== 'Grossmont') },
    geo: { latitude: 32.78313, longitude: -117.01065 },
    draft: false,
    hero: { ...(laMesa.hero as object), title: 'Garage Door Repair in Grossmont', subtitle: 'Spring, opener and door repairs for the homes on the slopes around Grossmont Center.' },
    response: { ...(laMesa.response as object), heading: 'Local Grossmont Service' },
    callToAction: { ...(laMesa.callToAction as object), heading: 'Need Garage Door Service in Grossmont?' },
    seo: { title: 'Garage Door Repair in Grossmont, near Grossmont Center', description: 'Garage door repair, openers and new doors for the homes on the slopes around Grossmont Center and Mount Helix, from a local San Diego County technician.' },
  }
  const kind = kindOf(kinds, 'places/grossmont.yaml')
  const text = newYaml({ ...values, draft: startsAsDraft(kind) }, headerOf(kinds, path), options)
  expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schema/place.schema.json')
  expect(text).toMatch(/^draft: true$/m)
  const file = join(copy.dir, 'places', 'grossmont.yaml')
  writeFileSync(file, text)

  const draft = checkContent(copy.dir, { drafts: 'leave out' })
  expect(draft.ok, draft.problems.filter((p) => p.severity === 'error').map((p) => p.message).join('\n')).toBe(true)
  expect(draft.drafts).toContain(file)
  expect(draft.content!.routesIn.get('en')!.has(placeUrl('grossmont'))).toBe(false)

  // The owner switches the draft off: the line goes, and nothing else changes.
  const finished = editYaml(text, { ...values, draft: false }, options)
  expect(text.split('\n').filter((line) => !finished.split('\n').includes(line))).toEqual(['draft: true'])
  writeFileSync(file, finished)
  const published = checkContent(copy.dir, { drafts: 'leave out' })
  expect(published.ok).toBe(true)
  expect(published.content!.routesIn.get('en')!.has(placeUrl('grossmont'))).toBe(true)
  expect(published.content!.regions.find((r) => r.id === laMesa.region)!.places).toContain('grossmont')
})
