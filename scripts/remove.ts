/** `npm run remove`: a place (its address redirected) or an empty region, with its translations. Exit codes: 2 refused (nothing changed). */
import { readFileSync, rmSync } from 'node:fs'
import { basename, join } from 'node:path'
import { parse } from 'yaml'
import { runCli, UsageError } from './cli.ts'
import { addRedirect, listPlace, mustExist, noLinksTo, followTranslations, placesIn } from './dataEdit.ts'
import { checkContent, dataDir } from '../content/load.ts'
import { placeUrl, regionPageUrl } from '../renderer/urls.ts'
import { anchorsOf, regionUrl, siteRoutes } from '../content/routes.ts'
import { didYouMean } from '../content/suggest.ts'
import { collectionKeys, collectionKinds, recordUrl } from '../content/kinds.ts'
import { displayPath } from '../content/problem.ts'
import { LANGUAGES } from '../content/languages.ts'

const usage = `Usage: npm run remove -- place SLUG [--to ROUTE]
       npm run remove -- region ID
Removes the record and its line in its region; a removed place's address redirects to its region's card (or ROUTE).`

/** Removes a place; returns the address its old one now redirects to. */
function removePlace(dir: string, slug: string | undefined, to?: string): string {
  const id = mustExist(dir, 'places', slug)
  const file = join(dir, collectionKinds.places.folder, `${id}.yaml`)
  const { region } = parse(readFileSync(file, 'utf8')) as { region: string }
  const target = to ?? regionUrl(region)
  // Checked before anything is deleted: the address must stay a page of the site.
  const { content, drafts } = checkContent(dir, { drafts: 'leave out' })
  if (!content) throw new UsageError('the data has errors: run npm run validate and fix them first')
  const routes = siteRoutes(content).filter((r) => r !== placeUrl(id))
  const [route = '', anchor] = target.split('#')
  const draft = drafts.find((file) => collectionKeys.some((kind) => file === join(dir, collectionKinds[kind].folder, basename(file))
    && recordUrl(kind, basename(file, '.yaml')) === route))
  if (draft) throw new UsageError(`--to names ${route}, the page of ${displayPath(draft)}, a draft that the production build leaves out: `
    + 'publish it first (delete its draft: true, or finish its TODO text), or choose another page')
  if (!routes.includes(route) || (anchor !== undefined && !anchorsOf(route, content).includes(anchor)))
    throw new UsageError(`--to must be another page of the site, like "/cities/la-mesa" or "/service-areas#central-san-diego", got "${target}"${didYouMean(route, routes)}`)
  // Each language redirects the place's page there: a page left out in one (its translation a draft) would send its readers to the not-found page.
  const missing = [...content.routesIn].find(([, pages]) => !pages.has(route))?.[0]
  if (missing) throw new UsageError(`--to names ${route}, which has no ${LANGUAGES[missing].name} page (its translation is a draft or missing), so the `
    + `${LANGUAGES[missing].name} page of ${id} would redirect to the not-found page: publish that translation first, or choose a page of every language`)
  noLinksTo(dir, placeUrl(id))
  listPlace(dir, region, id, undefined)
  rmSync(file)
  followTranslations(dir, 'places', id, undefined)
  addRedirect(dir, placeUrl(id), target)
  return target
}

/** Removes a region that has no places left. */
function removeRegion(dir: string, id: string | undefined): void {
  const region = mustExist(dir, 'regions', id)
  const { folder } = collectionKinds.regions
  const file = join(dir, folder, `${region}.yaml`)
  const places = placesIn(dir, region).map((p) => p.slug)
  if (places.length) throw new UsageError(`data/${folder}/${region}.yaml still has places: ${places.join(', ')}; move each to another region (its region field) or remove it first`)
  noLinksTo(dir, regionUrl(region))
  noLinksTo(dir, regionPageUrl(region))
  rmSync(file)
  followTranslations(dir, 'regions', region, undefined)
}

await runCli(usage, { to: { type: 'string' } }, (values, [kind, id, ...rest]) => {
  if (rest.length) throw new UsageError(`too many arguments: ${rest.join(' ')}`)
  const dir = dataDir()
  if (kind === 'place') console.log(`Removed data/${collectionKinds.places.folder}/${id}.yaml; ${placeUrl(id!)} now redirects to ${removePlace(dir, id, values.to)} (data/redirects.yaml).`)
  else if (kind === 'region' && values.to === undefined) {
    removeRegion(dir, id)
    console.log(`Removed data/${collectionKinds.regions.folder}/${id}.yaml.`)
  } else throw new UsageError(kind === 'region' ? '--to is for places only' : `say what to remove: "place" or "region", got ${kind === undefined ? 'nothing' : `"${kind}"`}`)
}, { positionals: true })
