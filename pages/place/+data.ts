import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { contentOf } from '../../renderer/language.ts'
import { pageData } from '../../renderer/pageData.ts'
import { findPlace, findService, regionOf } from '../../renderer/lookup.ts'
import { placeUrl, serviceUrl } from '../../renderer/urls.ts'
import { singletonRoute } from '../../content/kinds.ts'
import { pathOf, responseTime } from '../../renderer/view.ts'
import { cardsOf } from '../../renderer/pictures.ts'
import { placeServiceNode } from '../../renderer/structuredData.ts'
import { mapOf } from '../../renderer/serviceMap.ts'
import { nearbyOf } from '../../renderer/nearby.ts'

/** A city or neighbourhood page: picks the record for the URL's slug, or answers 404. */
export function data(pageContext: Pick<PageContextServer, 'routeParams' | 'language'>) {
  const content = contentOf(pageContext)
  const place = findPlace(content, pageContext.routeParams.slug ?? '')
  if (!place) throw render(404)
  const { labels } = content.layout
  const region = regionOf(content, place)
  // The place's name never breaks across lines in the headings and closing card; functions, so that a `$` in it is no replacement pattern.
  const name = place.name.replace(/ /g, '\u00a0')
  const together = (text: string) => text.replaceAll(place.name, () => name)
  const named = (template: string) => template.replace('{place}', () => name)
  const head = { seo: place.seo, path: placeUrl(place.slug), name: place.name, parent: singletonRoute('serviceAreas') }
  return {
    ...pageData(content, { ...head, nodes: [placeServiceNode(content, place)] }, place.hero.image ?? region.heroImage),
    place,
    hero: { ...place.hero, title: together(place.hero.title) },
    responseHeading: together(place.response.heading),
    callToAction: { heading: together(place.callToAction.heading), text: together(place.callToAction.text) },
    regionName: region.name,
    areasHeading: named(labels.areasHeading),
    servicesHeading: named(labels.placeServicesHeading),
    services: place.services.map((card) => {
      const service = findService(content, card.service)!
      return { title: service.cardTitle, description: card.description, icon: service.icon, href: pathOf(content, serviceUrl(service.slug)) }
    }),
    response: responseTime(content, region, place),
    claims: [...(place.emergency247 ? [content.site.claims.emergency] : []), ...(place.licensed ? [content.site.claims.licensed] : [])],
    highlights: place.highlights && cardsOf(content, place.highlights),
    map: mapOf(content, place),
    nearby: nearbyOf(content, place),
  }
}

export type Data = ReturnType<typeof data>
