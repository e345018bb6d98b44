import type { Segment } from './source.ts'
import { slugify } from './kinds.ts'

/** An internal link found in a file: the field's path and the route it names (`/services#x`). */
export type Link = readonly [path: readonly Segment[], href: string]

/**
 * What the cross-checks read of one schema-valid file; everything else about a file is checked
 * with the file alone. Kept in the cache beside each file's problems, so that checking a folder
 * whose files mostly did not change reads these instead of every record (at 10,000 places:
 * ≈ 6 MB of JSON instead of ≈ 30 MB). The same facts feed the cross-checks in every mode.
 */
export interface Facts {
  /** The record's `name` (regions, places, services). */
  readonly name?: string
  /** The slug of that name (kinds.ts's slugify), which must be the file's name. */
  readonly nameSlug?: string
  /** A place's region id. */
  readonly region?: string
  /** A region's place slugs, in order. */
  readonly places?: readonly string[]
  /** A region's communities without a page. */
  readonly alsoServes?: readonly string[]
  /** The service id of each of a place's cards, in order. */
  readonly services?: readonly string[]
  /** The page's SEO title and description. */
  readonly seo?: { readonly title: string; readonly description: string }
  /** The layout's `coverage.maxPlaces`. */
  readonly maxPlaces?: number
  /** Every `href` that is a site route (starts with "/"). */
  readonly links: readonly Link[]
}

type Data = Record<string, unknown>

/** The facts of a schema-valid record (`data` has passed its schema's validator). */
export function factsOf(data: unknown): Facts {
  const d = data as Data & { seo?: Facts['seo']; services?: unknown; coverage?: { maxPlaces: number } }
  const links: Link[] = []
  collectLinks(d, [], links)
  return {
    ...pick(d, ['name', 'region', 'places', 'alsoServes']),
    ...(typeof d.name === 'string' ? { nameSlug: slugify(d.name) } : {}),
    ...(Array.isArray(d.services) && d.services.every((c) => typeof c === 'object' && c && 'service' in c) ? { services: d.services.map((c: { service: string }) => c.service) } : {}),
    ...(d.seo ? { seo: { title: d.seo.title, description: d.seo.description } } : {}),
    ...(d.coverage ? { maxPlaces: d.coverage.maxPlaces } : {}),
    links,
  }
}

function pick(data: Data, keys: readonly string[]): Data {
  const out: Data = {}
  for (const key of keys) if (data[key] !== undefined) out[key] = data[key]
  return out
}

/** Adds every `href` below `value` that starts with "/" to `out`, with its path. */
function collectLinks(value: unknown, path: Segment[], out: Link[]): void {
  if (!value || typeof value !== 'object') return
  for (const [k, v] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    path.push(k)
    if (k === 'href' && typeof v === 'string' && v.startsWith('/')) out.push([[...path], v])
    else collectLinks(v, path, out)
    path.pop()
  }
}
