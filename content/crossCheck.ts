import { didYouMean } from './suggest.ts'
import { problemAt, type Source } from './source.ts'
import { displayPath, type Problem } from './problem.ts'
import { slugify } from './kinds.ts'
import { anchorsOf, siteRoutes, type RouteSource } from './routes.ts'
import type { RegionRecord, ServiceRecord } from './content.ts'
import type { PlaceCheckView } from './checkView.js'

/**
 * The schema-valid records with the files they came from, as the cross-checks see them. Of a
 * place they see only its check view (checkView.js) and slug: `npm run validate` keeps no more
 * of a place whose strings hold no link or TODO mark. Its `source.data` (in `all`) is then that
 * view too: read a place's fields through `places`, whose type allows only the view's.
 */
export interface CheckInput {
  readonly regions: readonly { record: RegionRecord; source: Source }[]
  readonly places: readonly { record: PlaceCheckView & { readonly slug: string }; source: Source }[]
  readonly services: readonly { record: ServiceRecord; source: Source }[]
  /** Every schema-valid file, singletons included, for the link, SEO and TODO checks. */
  readonly all: readonly Source[]
  /** The ids of every record file found, valid or not, so one broken file does not make others fail too. */
  readonly files: { readonly regions: ReadonlySet<string>; readonly places: ReadonlySet<string>; readonly services: ReadonlySet<string> }
  /** The layout record, when valid: its `coverage.maxPlaces` decides which regions have their own page. */
  readonly layout?: RouteSource['layout']
}

/**
 * The checks JSON Schema cannot express: file names match names, every place belongs to
 * exactly one existing region and every region lists only existing places, service ids
 * exist, internal links and anchors resolve, routes and SEO titles/descriptions are unique.
 * Also warns about text still marked TODO. Returns every problem found.
 */
export function crossCheck(input: CheckInput): Problem[] {
  const problems: Problem[] = []
  const { regions: regionIds, places: placeSlugs, services: serviceSlugs } = input.files
  const validRegions = new Set(input.regions.map((r) => r.record.id))

  problems.push(...checkSlugs(input.regions.map((r) => ({ name: r.record.name, slug: r.record.id, source: r.source }))))
  problems.push(...checkSlugs(input.places.map((p) => ({ name: p.record.name, slug: p.record.slug, source: p.source }))))

  for (const { record: region, source } of input.regions)
    (region.alsoServes ?? []).forEach((name, i) => {
      if (placeSlugs.has(slugify(name))) problems.push(problemAt(source, ['alsoServes', i], `"${name}" has its own page (data/places/${slugify(name)}.yaml); list it in places instead`))
    })

  const listedBy = new Map<string, { region: RegionRecord; source: Source; index: number }[]>()
  for (const { record: region, source } of input.regions) {
    region.places.forEach((slug, index) => {
      if (!placeSlugs.has(slug)) problems.push(problemAt(source, ['places', index], `names "${slug}", which is not a place in data/places/${didYouMean(slug, placeSlugs)}`))
      listedBy.set(slug, [...(listedBy.get(slug) ?? []), { region, source, index }])
    })
  }

  for (const { record: place, source } of input.places) {
    if (!regionIds.has(place.region)) {
      problems.push(problemAt(source, ['region'], `names "${place.region}", which is not a region in data/regions/${didYouMean(place.region, regionIds)}`))
      continue
    }
    const listings = listedBy.get(place.slug) ?? []
    if (!validRegions.has(place.region)) continue
    if (listings.length === 0) problems.push(problemAt(source, ['region'], `is "${place.region}", but data/regions/${place.region}.yaml does not list "${place.slug}" in its places`))
    for (const l of listings.filter((l) => l.region.id !== place.region))
      problems.push(problemAt(l.source, ['places', l.index], `lists "${place.slug}", whose region is "${place.region}"; a place belongs to exactly one region`))
    const seen = new Set<string>()
    place.services.forEach((card, i) => {
      if (!serviceSlugs.has(card.service)) problems.push(problemAt(source, ['services', i, 'service'], `names "${card.service}", which is not a service in data/services/${didYouMean(card.service, serviceSlugs)}`))
      else if (seen.has(card.service)) problems.push(problemAt(source, ['services', i, 'service'], `repeats "${card.service}"; each card must be a different service`))
      seen.add(card.service)
    })
  }

  // The routes the build makes, region pages included (from the same rule: routes.ts).
  const placesOf = new Map(input.regions.map((r) => [r.record.id, r.record.places]))
  const routeSource: RouteSource = {
    layout: input.layout,
    regions: [...regionIds].map((id) => ({ id, places: placesOf.get(id) })),
    places: [...placeSlugs].map((slug) => ({ slug })),
    services: [...serviceSlugs].map((slug) => ({ slug })),
  }
  const routeSet = new Set(siteRoutes(routeSource))

  for (const source of input.all) {
    if (!source.mayLinkOrTodo) continue
    walkStrings(source.data, [], (value, path) => {
      const key = path[path.length - 1]
      if (key === 'href' && value.startsWith('/')) {
        const [route = '', anchor] = value.split('#')
        if (!routeSet.has(route)) problems.push(problemAt(source, path, `links to "${value}", which is not a page of the site${didYouMean(route, routeSet)}`))
        else if (anchor !== undefined && !anchorsOf(route, routeSource).includes(anchor))
          problems.push(problemAt(source, path, `links to "#${anchor}", which is not an anchor on ${route}${didYouMean(anchor, anchorsOf(route, routeSource))}`))
      }
      if (/\bTODO\b/.test(value)) problems.push(problemAt(source, path, 'still has TODO text', 'warning'))
    })
  }

  for (const field of ['title', 'description'] as const) {
    const firstBy = new Map<string, Source>()
    for (const source of input.all) {
      const seo = (source.data as { seo?: Record<string, string> }).seo
      const value = seo?.[field]
      if (value === undefined) continue
      const first = firstBy.get(value)
      if (first) problems.push(problemAt(source, ['seo', field], `is the same as in ${displayPath(first.file)}; each page needs its own`))
      else firstBy.set(value, source)
    }
  }
  return problems
}

/** Each name's slug must be its file's name, and no two records of a kind may share a slug. */
function checkSlugs(records: readonly { name: string; slug: string; source: Source }[]): Problem[] {
  const problems: Problem[] = []
  const first = new Map<string, Source>()
  for (const { name, slug, source } of records) {
    const expected = slugify(name)
    const earlier = first.get(expected)
    if (earlier) problems.push(problemAt(source, ['name'], `"${name}" gives the slug "${expected}", the same as ${displayPath(earlier.file)}; each record needs its own name`))
    else first.set(expected, source)
    if (expected !== slug) problems.push(problemAt(source, ['name'], `"${name}" gives the slug "${expected}", but the file is named "${slug}.yaml"; rename the file or the name`))
  }
  return problems
}

/**
 * Calls `visit` with every string below `value` and its path. The path array is reused as the
 * walk goes on (one array per walk, not one per node: 10,000 records have a million nodes), so
 * `visit` must not keep it.
 */
function walkStrings(value: unknown, path: (string | number)[], visit: (value: string, path: readonly (string | number)[]) => void): void {
  if (typeof value === 'string') visit(value, path)
  else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i)
      walkStrings(value[i], path, visit)
      path.pop()
    }
  } else if (value && typeof value === 'object') {
    for (const k in value) {
      path.push(k)
      walkStrings((value as Record<string, unknown>)[k], path, visit)
      path.pop()
    }
  }
}
