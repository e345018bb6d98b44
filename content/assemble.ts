import { join } from 'node:path'
import { singletonFiles, type CollectionKey, type SingletonKey } from './kinds.ts'
import type { Checked, CheckedRecord } from './crossCheck.ts'
import type { Draft } from './drafts.ts'
import type { Content } from './content.ts'
import type { ImageInfo } from './images.ts'
import type { Language } from './languages.ts'
import type { Redirects } from './types.generated.ts'
import { siteRoutes } from './routes.ts'

/** The routes a set of published records makes (routes.ts's siteRoutes, from their facts). */
export function routesOf(published: Record<CollectionKey, readonly CheckedRecord[]>, maxPlaces: number | undefined): Set<string> {
  return new Set(
    siteRoutes({
      layout: maxPlaces === undefined ? undefined : { coverage: { maxPlaces } },
      regions: published.regions.map((r) => ({ id: r.id, places: r.facts.places, formerIds: r.facts.formerIds })),
      places: published.places.map((p) => ({ slug: p.id })),
      services: published.services.map((s) => ({ slug: s.id })),
    }),
  )
}

/** The published part of the checked files: without the drafts, and with regions listing only published places. */
export function withoutDrafts(all: readonly Checked[], byCollection: Record<CollectionKey, CheckedRecord[]>, files: Record<CollectionKey, Set<string>>, drafts: readonly Pick<Draft, 'collection' | 'id' | 'file'>[]) {
  const out = new Set(drafts.map((d) => d.file))
  const gone = new Set(drafts.filter((d) => d.collection === 'places').map((d) => d.id))
  const keep = <T extends Checked>(list: readonly T[]) => list.filter((c) => !out.has(c.file))
  const regions = keep(byCollection.regions).map((r) => (r.facts.places?.some((p) => gone.has(p)) ? { ...r, facts: { ...r.facts, places: r.facts.places.filter((p) => !gone.has(p)) } } : r))
  const ids = (collection: CollectionKey) => new Set([...files[collection]].filter((id) => !drafts.some((d) => d.collection === collection && d.id === id)))
  return { all: keep(all), regions, places: keep(byCollection.places), services: keep(byCollection.services), files: { regions: ids('regions'), places: ids('places'), services: ids('services') } }
}

/** Each record's data with its id or slug added, frozen, made once per parsed record (the dev server assembles the content after every save). */
const keyed = new WeakMap<object, object>()

/**
 * The Content of a folder without errors: its records (deeply frozen) in their order. Regions
 * list only the places given, and places keep only the cards of the services given.
 */
export function assemble(dir: string, records: ReadonlyMap<string, unknown>, byCollection: Record<CollectionKey, readonly CheckedRecord[]>, images: ReadonlyMap<string, ImageInfo>, language: Language, routesIn: ReadonlyMap<Language, ReadonlySet<string>>): Content {
  const data = (key: SingletonKey) => deepFreeze(records.get(join(dir, singletonFiles[key].file))) as never
  const services = new Set(byCollection.services.map((s) => s.id))
  const withKey = (key: 'id' | 'slug', list: readonly CheckedRecord[]) =>
    list.map(({ id, file, facts }) => {
      const data = deepFreeze(records.get(file) as { places?: string[]; services?: { service: string }[] })
      // A region without its draft places, a place without cards of draft services.
      if (key === 'id' && facts.places && data.places?.length !== facts.places.length) return Object.freeze({ ...data, id, places: Object.freeze(facts.places) }) as never
      if (key === 'slug' && facts.services?.some((s) => !services.has(s))) return Object.freeze({ ...data, slug: id, services: Object.freeze(data.services!.filter((c) => services.has(c.service))) }) as never
      let record = keyed.get(data)
      if (!record) keyed.set(data, (record = Object.freeze({ ...data, [key]: id })))
      return record as never
    })
  const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order
  return Object.freeze({
    site: data('site'),
    layout: data('layout'),
    redirects: (data('redirects') as Redirects).redirects,
    pages: Object.freeze({ home: data('home'), about: data('about'), services: data('services'), serviceAreas: data('serviceAreas'), contact: data('contact'), notFound: data('notFound') }),
    regions: Object.freeze(withKey('id', byCollection.regions).sort(byOrder)),
    places: Object.freeze(withKey('slug', byCollection.places)),
    services: Object.freeze(withKey('slug', byCollection.services).sort(byOrder)),
    images,
    language,
    routesIn,
  }) as Content
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  Object.freeze(value)
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) deepFreeze(value[i])
  else for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  return value
}
