import { join } from 'node:path'
import { collectionKeys, collectionKinds, perCollection, singletonKeys, singletonKinds, type CollectionKey } from './kinds.ts'
import type { Checked, Published } from './facts.ts'
import type { Draft } from './drafts.ts'
import type { Content } from './content.ts'
import type { ImageInfo } from './images.ts'
import type { Language } from './languages.ts'
import type { Redirects } from './types.generated.ts'

/** The records published without `leftOut` (drafts, or pages a language lacks); a region's `members` are its places, listed first, then by slug. */
export function publish(from: Published, leftOut: readonly Pick<Draft, 'collection' | 'id' | 'file'>[]): Published {
  const out = new Set(leftOut.map((d) => d.file))
  const keep = <T extends Checked>(list: readonly T[]) => (out.size ? list.filter((c) => !out.has(c.file)) : list)
  const files = perCollection((kind) => (out.size ? new Set([...from.files[kind]].filter((id) => !leftOut.some((d) => d.collection === kind && d.id === id))) : from.files[kind]))
  const places = keep(from.places)
  const gone = new Set(leftOut.filter((d) => d.collection === 'places').map((d) => d.id))
  const members = new Map<string, string[]>()
  for (const { id, facts } of places) if (facts.region !== undefined) (members.get(facts.region) ?? members.set(facts.region, []).get(facts.region)!).push(id)
  const regions = keep(from.regions).map((r) => {
    const all = members.get(r.id) ?? []
    const listed = gone.size ? (r.facts.places ?? []).filter((p) => !gone.has(p)) : (r.facts.places ?? [])
    const mine = new Set(all)
    const first = new Set(listed.filter((p) => mine.has(p)))
    return { ...r, facts: { ...r.facts, places: listed, members: [...first, ...all.filter((p) => !first.has(p))] } }
  })
  return { ...perCollection((kind) => keep(from[kind])), regions, places, all: keep(from.all), files }
}

/** Each record's data with its slug, frozen, made once per parsed record (the dev server assembles the content after every save). */
const keyed = new WeakMap<object, object>()
/** The Content of a folder without errors, deeply frozen: regions list their members, places only the cards of published services. */
export function assemble(dir: string, records: ReadonlyMap<string, unknown>, published: Published, images: ReadonlyMap<string, ImageInfo>, language: Language, routesIn: ReadonlyMap<Language, ReadonlySet<string>>): Content {
  const singletons = Object.fromEntries(singletonKeys.map((key) => [key, deepFreeze(records.get(join(dir, singletonKinds[key].file)))]))
  const services = new Set(published.services.map((s) => s.id))
  const collection = (kind: CollectionKey) => {
    const key = collectionKinds[kind].key
    const list = published[kind].map(({ id, file, facts }) => {
      const data = deepFreeze(records.get(file) as { places?: string[]; services?: { service: string }[]; order?: number })
      // A region with its members, a place without cards of draft services.
      if (facts.members && facts.members.join() !== data.places?.join()) return Object.freeze({ ...data, [key]: id, places: Object.freeze(facts.members) })
      if (kind === 'places' && facts.services?.some((s) => !services.has(s))) return Object.freeze({ ...data, [key]: id, services: Object.freeze(data.services!.filter((c) => services.has(c.service))) })
      let record = keyed.get(data)
      if (!record) keyed.set(data, (record = Object.freeze({ ...data, [key]: id })))
      return record as { order?: number }
    })
    return Object.freeze(list.every((r) => typeof r.order === 'number') ? list.sort((a, b) => a.order! - b.order!) : list)
  }
  const pages = Object.fromEntries(singletonKeys.filter((key) => 'template' in singletonKinds[key]).map((key) => [key, singletons[key]]))
  return Object.freeze({
    ...Object.fromEntries(collectionKeys.map((kind) => [kind, collection(kind)])),
    site: singletons.site,
    layout: singletons.layout,
    redirects: (singletons.redirects as Redirects).redirects,
    pages: Object.freeze(pages),
    images,
    language,
    routesIn,
  }) as unknown as Content
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  Object.freeze(value)
  for (const v of Object.values(value)) deepFreeze(v)
  return value
}
