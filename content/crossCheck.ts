import { geoBounds, geoContains } from 'd3-geo'
import { fullFormats } from 'ajv-formats/dist/formats.js'
import { didYouMean } from './suggest.ts'
import { visible } from './characters.ts'
import { problemsIn, savedLater, type At } from './source.ts'
import { displayPath, type Problem } from './problem.ts'
import { collectionKeys, collectionKinds, recordUrl, singletonRoute } from './kinds.ts'
import { anchorsOf, regionUrl, routeSourceOf, siteRoutes } from './routes.ts'
import type { Checked, CheckedRecord, Draft, Published } from './facts.ts'
import { countyOf } from './county.ts'

/** The published schema-valid files' facts, with the layout's `coverage.maxPlaces` (when valid) and the drafts. */
export type CheckInput = Published & { readonly maxPlaces?: number; readonly drafts?: readonly Draft[] }
/** The checks JSON Schema cannot express: names and file names, places and regions, service ids, links and anchors, repeated values. */
export function crossCheck(input: CheckInput): Problem[] {
  const at = problemsIn()
  const problems = [...checkSlugs(input.regions, at, 'region'), ...checkSlugs(input.places, at, 'place')]
  const { regions: regionIds, places: placeSlugs, services: serviceSlugs } = input.files
  const places = collectionKinds.places.folder
  const listedBy = new Map<string, { region: string; file: string; index: number }[]>()
  for (const { id, file, facts } of input.regions)
    for (const [index, slug] of (facts.places ?? []).entries()) {
      if (!placeSlugs.has(slug)) problems.push(at(file, ['places', index], `names "${slug}", which is not a place in data/${places}/${didYouMean(slug, placeSlugs) || `: to add it, create data/${places}/${slug}.yaml (npm run new:place -- --name "${slug.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ')}" --region ${id}); if you deleted its file, put it back and run npm run remove -- place ${slug} (it removes the place everywhere and redirects its address)`}`))
      listedBy.set(slug, [...(listedBy.get(slug) ?? []), { region: id, file, index }])
    }
  for (const { id: slug, file, facts } of input.places) {
    const region = facts.region ?? ''
    if (!regionIds.has(region)) {
      const renamed = input.regions.find((r) => r.facts.nameSlug === region)
      const hint = renamed
        ? `; did you mean "${renamed.id}"? (${displayPath(renamed.file)} is named "${renamed.facts.name}", which gives "${region}": was it renamed? npm run rename -- region renames a region and every reference to it)`
        : didYouMean(region, regionIds, true)
      problems.push(at(file, ['region'], `names "${region}", which is not a region in data/${collectionKinds.regions.folder}/${hint}`))
      continue
    }
    if (!input.regions.some((r) => r.id === region)) continue
    for (const l of (listedBy.get(slug) ?? []).filter((l) => l.region !== region))
      problems.push(at(l.file, ['places', l.index], `lists "${slug}", whose region is "${region}"; a place belongs to exactly one region`),
        at(file, ['region'], `is "${region}", but ${displayPath(l.file)} lists this place: if it moved to ${region}, take it off that list; else write "${l.region}" here`))
    for (const [i, service] of (facts.services ?? []).entries())
      if (!serviceSlugs.has(service)) problems.push(at(file, ['services', i, 'service'], `names "${service}", which is not a service in data/${collectionKinds.services.folder}/${didYouMean(service, serviceSlugs, true)}`))
      else if (facts.services!.indexOf(service) < i)
        problems.push(at(file, ['services', i, 'service'], `repeats "${service}"; each card must be a different service`))
  }
  // The routes of every record file found, valid or not: one broken file does not make others' links fail.
  const valid = new Map(collectionKeys.flatMap((kind) => input[kind].map((r) => [`${kind}/${r.id}`, r.facts] as const)))
  const routeSource = routeSourceOf(input.maxPlaces, (kind) => [...input.files[kind]].map((id) => ({ id, facts: valid.get(`${kind}/${id}`) })))
  const routeSet = new Set(siteRoutes(routeSource))
  const draftLinks = new Map<string, string>()
  for (const d of input.drafts ?? [])
    for (const route of d.collection === 'regions' ? [regionUrl(d.id), recordUrl(d.collection, d.id)] : [recordUrl(d.collection, d.id)])
      if (!routeSet.has(route)) draftLinks.set(route, d.file)
  const site = input.all.find((c) => c.facts.site)?.facts.site
  for (const { file, facts } of input.all) {
    for (const [path, href] of facts.links) {
      const [route = '', anchor] = href.split('#')
      const draft = draftLinks.get(href)
      const anchors = anchor !== undefined && routeSet.has(route) ? anchorsOf(route, routeSource) : []
      if (draft) problems.push(at(file, path, `links to "${href}", a draft that the production build leaves out (${displayPath(draft)}): publish it or remove the link`))
      else if (!routeSet.has(route)) problems.push(at(file, path, `links to "${href}", which is not a page of the site${didYouMean(route, routeSet)}`))
      else if (anchor !== undefined && !anchors.includes(anchor))
        problems.push(at(file, path, `links to "#${anchor}", which is not an anchor on ${route}${anchors.length ? didYouMean(anchor, anchors, true) || `; choose one of ${anchors.map((a) => `"${a}"`).join(', ')}` : `: the data links only to the region cards of ${singletonRoute('serviceAreas')}, whose anchors it knows; link to the page itself, "${route}"`}`))
    }
    for (const [path, href] of facts.external ?? []) {
      const malformed = malformedAddress(href, site?.e164)
      if (malformed) problems.push(at(file, path, malformed))
      else if (!site) continue
      else if (href.startsWith('tel:') && href !== `tel:${site!.e164}`)
        problems.push({ ...at(file, path, `calls ${href.slice(4)}, not the business's number (site.yaml's telephone.e164, ${site!.e164}): check it; a caller would reach someone else`), severity: 'warning', launch: true })
      else if (href.startsWith('mailto:') && href.slice(7).split('?')[0]!.toLowerCase() !== site!.email.toLowerCase())
        problems.push({ ...at(file, path, `writes to ${href.slice(7).split('?')[0]}, not the business's address (site.yaml's email, ${site!.email}): check it; the mail would reach someone else`), severity: 'warning', launch: true })
    }
    // Cloudflare Pages follows a redirect even where a page exists, and only the first of two for one address.
    for (const [k, [path, from]] of (facts.moved ?? []).entries())
      if (routeSet.has(from)) problems.push(at(file, path, `is "${from}", a page of the site: a redirect would hide it; remove this entry`))
      else if (facts.moved!.findIndex(([, other]) => other === from) < k) problems.push(at(file, path, `is "${from}" again: each old address needs one entry`))
  }
  // An order told at both files (the one saved later is not always the one edited: a checkout rewrites the other); drafts' points are guesses (new:place).
  for (const kind of collectionKeys)
    repeats(input[kind], (r) => r.facts.order, (r, first) => problems.push(...[[r, first], [first, r]].map(([a, b]) => at(a!.file, ['order'],
      `is ${a!.facts.order}, the same as in ${displayPath(b!.file)}: no two ${kind} may share a position in the list; give the one you moved its own number`))))
  repeats(input.services, (r) => r.facts.cardTitle, (r, first) => problems.push(at(r.file, ['cardTitle'], `is "${r.facts.cardTitle}", the same as in ${displayPath(first.file)}: the cards of a place would show two services by one title; give each its own`)))
  repeats(input.places, (r) => (r.facts.draft ? undefined : r.facts.geo?.join(', ')), (r, first) => problems.push(at(r.file, ['geo'], `is ${r.facts.geo!.join(', ')}, the same point as ${displayPath(first.file)}: the maps would draw both markers on one spot; put this place's own point (a spot inside it, such as its center or main street)`)))
  problems.push(...seoDuplicates(input.all, at))
  return problems
}
/** Why a mailto: or tel: href's address is malformed, by the rules of site.yaml's email (its schema's format) and telephone.e164; else undefined. */
function malformedAddress(href: string, e164?: string): string | undefined {
  const address = href.slice(href.indexOf(':') + 1).split('?')[0]!
  const email = fullFormats.email as RegExp
  if (href.startsWith('mailto:') && !email.test(address)) {
    const fixed = address.replace(/^\.+|\.+(?=@)|(\.)\.+/g, '$1')
    return `writes to "${address}", which is not an email address (a dot may not begin or end the part before @, nor follow another dot): `
      + `mail to it would bounce; ${email.test(fixed) ? `write "mailto:${fixed}"` : "write the address as in site.yaml's email"}`
  }
  const digits = /^tel:\+1(\d*)$/.exec(href)?.[1]
  if (digits !== undefined && digits.length !== 10)
    return `calls ${address}, which is not a phone number: after +1 come ten digits, and it has ${digits.length}; `
      + `write all ten, like site.yaml's telephone.e164${e164 ? `, "tel:${e164}"` : ''}`
}
/** Calls `say` for each record whose key (when it has one) another record has, with that one: the copy is the file saved later (savedLater). */
function repeats<T extends Checked>(records: readonly T[], key: (r: T) => string | number | undefined, say: (r: T, first: T) => void): void {
  const firstBy = new Map<string | number, T>()
  for (const r of records) {
    const k = key(r)
    if (k === undefined) continue
    const first = firstBy.get(k)
    if (!first) firstBy.set(k, r)
    else if (savedLater(first.file, r.file)) {
      say(first, r)
      firstBy.set(k, r)
    } else say(r, first)
  }
}
/** Each page's SEO title and description must be its own within one language; a description also once the page's own names are set aside. */
export function seoDuplicates(all: readonly Checked[], at: At): Problem[] {
  const problems: Problem[] = []
  for (const field of ['title', 'description'] as const)
    repeats(all, (c) => c.facts.seo?.[field], (c, first) => problems.push(at(c.file, ['seo', field], `is the same as in ${displayPath(first.file)}; each page needs its own`)))
  // The description, the banner's subtitle and a region's description with the page's own names (the longer first) as one mark.
  for (const [path, text, why] of [
    [['seo', 'description'], (c: Checked) => c.facts.seo?.description, 'search engines show both pages with the same words'],
    [['hero', 'subtitle'], (c: Checked) => c.facts.subtitle, 'both pages open with the same words'],
    [['description'], (c: Checked) => c.facts.description, 'both say the same'],
  ] as const) {
    const unnamed = (c: Checked) => (c.facts.draft ? undefined : [c.facts.name ?? '', c.facts.shortName ?? ''].filter(Boolean).sort((a, b) => b.length - a.length).reduce((t, own) => t?.split(own).join('\0'), text(c)))
    const say = (but: string) => (c: Checked, first: Checked) => problems.push(at(c.file, [...path], `is the same as in ${displayPath(first.file)}${but}: ${why}; write what is true of this page`))
    if (path[0] !== 'seo') repeats(all, (c) => (c.facts.draft ? undefined : text(c)), say(''))
    repeats(all, unnamed, (c, first) => text(c) !== text(first) && say(' but for the name')(c, first))
  }
  return problems
}
/** Each name's slug must be its file's name, and no two records of a kind may share a slug. */
function checkSlugs(records: readonly CheckedRecord[], at: At, kind: 'place' | 'region'): Problem[] {
  const problems: Problem[] = []
  repeats(records, (r) => r.facts.nameSlug ?? '', (r, first) => problems.push(at(r.file, ['name'], `"${r.facts.name ?? ''}" gives the slug "${r.facts.nameSlug ?? ''}", the same as ${displayPath(first.file)}; each record needs its own name`)))
  for (const { id, file, facts: { name = '', nameSlug = '' } } of records)
    if (nameSlug !== id) problems.push(at(file, ['name'], `"${name}" gives the slug "${nameSlug}", but the file is named "${id}.yaml": to rename the ${kind}, put its name back and run npm run rename -- ${kind} ${id} "${visible(name)}" (it renames the file and every reference, and redirects the old address); else put the name back`))
  return problems
}
/** The business's point and every place's must fall inside the outline of the site's county (`countyFips`), with a hint when the longitude lost its minus sign. */
export function placesOutside(input: Pick<CheckInput, 'all' | 'places'>, at: At): Problem[] {
  const site = input.all.find((c) => c.facts.countyFips !== undefined)
  if (!site) return []
  const fips = site.facts.countyFips!
  const county = countyOf(fips)
  if (!county) return [at(site.file, ['countyFips'], `is "${fips}", which is not the FIPS code of a US county: five digits, the state's two then the county's three, as the Census Bureau lists them (https://www.census.gov/library/reference/code-lists/ansi.html)`)]
  const [[west, south], [east, north]] = geoBounds(county)
  const inside = (lat: number, lon: number) => geoContains(county, [lon, lat])
  const round = (n: number) => n.toFixed(1)
  return [site, ...input.places].flatMap(({ file, facts }) => {
    if (!facts.geo || inside(...facts.geo)) return []
    const [lat, lon] = facts.geo
    const hint = inside(lat, -lon)
      ? 'the longitude needs its minus sign (west of Greenwich)'
      : `check both numbers: inside the county the latitude is about ${round(south)} to ${round(north)} and the longitude about ${round(west)} to ${round(east)}, and a point on the beach may fall just outside the map's simplified coast, so take one a little inland`
    return [at(file, ['geo'], `is ${lat}, ${lon}, which is outside the outline of ${county.properties.name} County: ${hint}`)]
  })
}
