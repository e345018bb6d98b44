import type { Segment } from './source.ts'
import { slugify, type CollectionKey } from './kinds.ts'
import type { ImageRef } from './images.ts'
import type { Problem } from './problem.ts'
import { walkStrings } from './rules.ts'

/** A schema-valid file and its facts (below). */
export interface Checked { readonly file: string; readonly facts: Facts }
/** A schema-valid record of a collection: its id (the file name) with its file and facts. */
export interface CheckedRecord extends Checked { readonly id: string }
/** Checked records as one language publishes them: each collection's, every file's, and the ids of every record file found. */
export type Published = Record<CollectionKey, readonly CheckedRecord[]> & { readonly all: readonly Checked[]; readonly files: Record<CollectionKey, ReadonlySet<string>> }
/** A record that is a draft, and why. */
export interface Draft extends Omit<CheckedRecord, 'facts'> { readonly collection: CollectionKey; readonly problem: Problem }
/** A field's path and the link it holds (the route it names, `/services#x`, or another href). */
export type Link = readonly [path: readonly Segment[], href: string]
/** What the cross-checks read of one schema-valid file; everything else about a file is checked with the file alone. */
export interface Facts {
  /** The record's `name`, and its slug, which must be the file's name. */
  readonly name?: string
  readonly nameSlug?: string
  readonly shortName?: string
  readonly order?: number
  readonly cardTitle?: string
  /** A place's region id; a region's place slugs and ids before a rename. */
  readonly region?: string
  readonly places?: readonly string[]
  readonly formerIds?: readonly string[]
  /** A region's places, those of its `places` list first: computed when records are published (load.ts's publish). */
  readonly members?: readonly string[]
  /** The service id of each of a place's cards. */
  readonly services?: readonly string[]
  readonly seo?: { readonly title: string; readonly description: string }
  /** The banner's subtitle and a region's description. */
  readonly subtitle?: string
  readonly description?: string
  readonly maxPlaces?: number
  /** Every `href` that is a site route (starts with "/"). */
  readonly links: readonly Link[]
  /** Why the record is a draft: its `draft: true` field, or its text still marked TODO. */
  readonly draft?: 'field' | 'todo'
  /** The redirects file's old addresses (each `to` is among the links). */
  readonly moved?: readonly Link[]
  readonly images?: readonly ImageRef[]
  readonly geo?: readonly [latitude: number, longitude: number]
  readonly countyFips?: string
  /** Every other `href` (https:, tel:, mailto:). */
  readonly external?: readonly Link[]
  /** The site record's phone number and email, which other records' `tel:` and `mailto:` links are compared with. */
  readonly site?: { readonly e164: string; readonly email: string }
}
/** The facts of a schema-valid record; `mayLink` false: no "href" is looked for (a translation's links are not cross-checked). */
export function factsOf(data: unknown, mayLink = true, todo = false): Facts {
  const d = data as { name?: unknown; shortName?: string; order?: number; cardTitle?: string; region?: string; places?: string[]; formerIds?: string[]; services?: unknown; seo?: Facts['seo']; hero?: { subtitle?: string }; description?: unknown; coverage?: { maxPlaces: number }; draft?: boolean; redirects?: { from: string; to: string }[]; geo?: { latitude: number; longitude: number }; countyFips?: string; url?: string; telephone?: { e164: string }; email?: string }
  const [links, external, images]: [Link[], Link[], ImageRef[]] = [[], [], []]
  walkStrings(d, [], (value, path) => {
    if (mayLink && path.at(-1) === 'href') (value.startsWith('/') ? links : external).push([[...path], value])
    if (path.at(-1) === 'src') images.push([path.slice(0, -1), value])
  })
  const facts: { -readonly [K in keyof Facts]: Facts[K] } = { links }
  if (external.length) facts.external = external
  if (d.url && d.telephone) facts.site = { e164: d.telephone.e164, email: d.email ?? '' }
  if (images.length) facts.images = images
  if (d.geo) facts.geo = [d.geo.latitude, d.geo.longitude]
  if (d.redirects) {
    facts.moved = d.redirects.map((r, i) => [['redirects', i, 'from'], r.from])
    for (const [i, r] of d.redirects.entries()) if (r.to.startsWith('/')) links.push([['redirects', i, 'to'], r.to])
  }
  if (d.draft === true || todo) facts.draft = d.draft === true ? 'field' : 'todo'
  if (typeof d.name === 'string') Object.assign(facts, { name: d.name, nameSlug: slugify(d.name) })
  for (const key of ['shortName', 'order', 'cardTitle', 'region', 'places', 'formerIds', 'countyFips', 'seo'] as const)
    if (d[key] !== undefined) Object.assign(facts, { [key]: d[key] })
  if (Array.isArray(d.services)) facts.services = d.services.map((card: { service: string }) => card.service)
  if (typeof d.hero?.subtitle === 'string') facts.subtitle = d.hero.subtitle
  if (typeof d.description === 'string') facts.description = d.description
  if (d.coverage) facts.maxPlaces = d.coverage.maxPlaces
  return facts
}
