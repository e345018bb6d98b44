import { stringify } from 'yaml'
import { collectionKinds } from '../content/kinds.ts'

/** A place's coordinates, and whether they are only a guess (`new:place` without --geo). */
export type Geo = { readonly latitude: number; readonly longitude: number; readonly guessed?: boolean }

/** A new place's YAML: a schema-valid draft with TODO text for a person to write; a guessed `geo` is listed under `unconfirmed`. */
export function placeTemplate(name: string, region: string, kind: 'city' | 'neighbourhood', geo: Geo): string {
  const todo = (what: string) => `TODO: ${what} for ${name}.`
  const round = (n: number) => Number(n.toFixed(5))
  const record = {
    draft: true,
    name,
    kind,
    region,
    geo: { latitude: round(geo.latitude), longitude: round(geo.longitude) },
    seo: {
      title: `Garage Door Repair in ${name}`,
      description: `TODO: a 70–160 character summary of garage door service in ${name} for search results.`.slice(0, 160),
    },
    hero: {
      title: kind === 'neighbourhood' ? `Garage Door Services in ${name}` : `Garage Door Repair in ${name}`,
      subtitle: todo('one or two sentences under the title'),
    },
    intro: [todo('an introduction: the homes, garages and weather that make garage doors here different')],
    areas: {
      intro: todo('a sentence above the list of local areas'),
      names: Array.from({ length: kind === 'neighbourhood' ? 9 : 6 }, (_, i) => `TODO area ${i + 1}`),
    },
    services: ['garage-door-repairs', 'garage-door-installations', 'garage-door-openers'].map((service) => ({
      service,
      description: todo(`what ${service.replace(/-/g, ' ')} means`),
    })),
    response: {
      heading: `Local Service in ${name}`,
      description: todo('how quickly and how well we serve this place'),
    },
    ...(kind === 'neighbourhood'
      ? { highlights: [{ title: 'TODO response highlight', description: todo('the response-time highlight') }, { title: 'TODO local speciality', description: todo('what we know about local garages') }] }
      : {}),
    callToAction: { heading: kind === 'neighbourhood' ? 'Ready for Professional Service?' : `Need Garage Door Service in ${name}?`, text: todo('a closing sentence') },
    ...(geo.guessed ? { unconfirmed: ['geo'] } : {}),
  }
  return `# yaml-language-server: $schema=../../schema/${collectionKinds.places.schema}\n${stringify(record, { lineWidth: 0 })}`
}
