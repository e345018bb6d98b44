/* Generated from schema/ by `npm run gen:types`. Do not edit: change the schemas and regenerate. */

/**
 * This language's house terms: each a word to write and the words its text avoids for the same thing.
 */
export type Terms = {
  /**
   * The word or words to write, as the message suggests them, e.g. "puerta de garaje".
   */
  write: string
  /**
   * The words the text must not use for it, each form listed ("portón", "portones").
   *
   * @minItems 1
   *
   * Items: A word (or words) not to write, matched whole and in any case, e.g. "portón".
   */
  avoid: [string, ...string[]]
}[]
/**
 * Fields of this file whose facts the owner has not yet confirmed, by path: "claims.licensed", or "items.2.title" for the title of the 2nd item. Each is a warning, and the launch check (--strict) fails until the list is empty.
 *
 * @minItems 1
 */
export type Unconfirmed = [string, ...string[]]
/**
 * A list of titled blocks.
 *
 * @minItems 1
 * @maxItems 12
 */
export type Items = [Item, ...Item[]]
/**
 * A section of cards: door styles, drive types, smart features, control options, retrofit solutions, safety features or smart-home integration.
 */
export type FeatureSection = {
  /**
   * What the section lists; it sets the section's anchor and the number of cards it needs.
   */
  kind: 'doorStyles' | 'driveTypes' | 'smartFeatures' | 'controlOptions' | 'retrofit' | 'safetyFeatures' | 'smartHome'
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  heading: string
  /**
   * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
   */
  intro?: string
  items?: Items
  /**
   * Bullet points under the cards.
   *
   * @minItems 1
   * @maxItems 10
   *
   * Items: A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  points?: [string, ...string[]]
}

/**
 * Every record kind of the registry (content/kinds.ts), for type generation only.
 */
export interface ContentFiles {
  singletons: Singletons
  collections: Collections
}
/**
 * The type of each kind of record kept in one file.
 */
export interface Singletons {
  site: Site
  layout: Layout
  redirects: Redirects
  home: HomePage
  about: AboutPage
  contact: ContactPage
  serviceAreas: ServiceAreasPage
  services: ServicesPage
  notFound: NotFoundPage
}
/**
 * Facts about the business, stated once and used on every page and in the structured data (data/site.yaml).
 */
export interface Site {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string
  /**
   * The business name, e.g. "Cornerstone Garage Door Services".
   */
  name: string
  /**
   * A short form of the name for tight spaces (the logo line, the app manifest).
   */
  shortName?: string
  /**
   * A few words under the logo.
   */
  tagline?: string
  /**
   * The site's public address, https and without a trailing slash; canonical URLs and the sitemap start with it.
   */
  url: string
  /**
   * The one business phone number, used by every call button.
   */
  telephone: {
    /**
     * As the pages show it, on the call buttons and with the contact details.
     */
    display: string
    /**
     * International form for tel: links and structured data, e.g. "+16195550142".
     */
    e164: string
  }
  /**
   * A mobile number that takes text messages (SMS), if the business has one: when it is given, the contact page offers a text-message button beside Call and Email. Leave it out when texts are not answered.
   */
  sms?: {
    /**
     * As people read it, e.g. "(619) 555-0143".
     */
    display: string
    /**
     * International form for sms: links, e.g. "+16195550143".
     */
    e164: string
  }
  /**
   * The contact email address.
   */
  email: string
  /**
   * The service region as shown to people, e.g. "San Diego County, CA".
   */
  areaServed: string
  /**
   * The FIPS code (US Census Bureau) of the county served, "06073" for San Diego County: the service-area maps draw its outline, and every place's coordinates must fall inside it.
   */
  countyFips: string
  /**
   * The postal address parts published in the structured data (a service-area business publishes no street).
   */
  address: {
    /**
     * Street and number, e.g. "8250 Parkway Drive", only if the business has an address open to customers: a service-area business, which serves customers at their homes, leaves it out (Google's guidelines), and its text names no street.
     */
    streetAddress?: string
    /**
     * City, e.g. "San Diego": the city alone (the state goes in addressRegion, the ZIP code in postalCode).
     */
    addressLocality: string
    /**
     * Two-letter state code, e.g. "CA".
     */
    addressRegion: string
    /**
     * ZIP code of the address, e.g. "92101": one USPS gives to addressLocality (La Jolla's 92037 goes with "La Jolla"), in the county of countyFips.
     */
    postalCode?: string
    /**
     * Two-letter country code, e.g. "US".
     */
    addressCountry: string
  }
  geo: GeoCoordinates
  /**
   * Opening hours, one row per group of days, in display order. Each row's days are named on the pages in the page's language ("Monday – Friday", "lunes a viernes"; layout labels dayRange and dayRangeShort join a run of days). Rows without opens/closes are shown with their note only and left out of the structured data's opening hours.
   *
   * @minItems 1
   */
  hours: [
    {
      /**
       * The schema.org DayOfWeek names the row covers.
       *
       * @minItems 1
       */
      days: [
        'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday',
        ...('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[]
      ]
      /**
       * Opening time, 24-hour "HH:MM".
       */
      opens?: string
      /**
       * Closing time, 24-hour "HH:MM".
       */
      closes?: string
      /**
       * Shown instead of times, e.g. "Emergency service only".
       */
      note?: string
    },
    ...{
      /**
       * The schema.org DayOfWeek names the row covers.
       *
       * @minItems 1
       */
      days: [
        'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday',
        ...('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[]
      ]
      /**
       * Opening time, 24-hour "HH:MM".
       */
      opens?: string
      /**
       * Closing time, 24-hour "HH:MM".
       */
      closes?: string
      /**
       * Shown instead of times, e.g. "Emergency service only".
       */
      note?: string
    }[]
  ]
  /**
   * The promises the business makes, each worded once.
   */
  claims: {
    /**
     * E.g. "Licensed, bonded, and insured".
     */
    licensed: string
    /**
     * E.g. "Same-day and next-day appointments".
     */
    appointments: string
    /**
     * E.g. "24/7 emergency service".
     */
    emergency: string
    /**
     * E.g. "Upfront pricing".
     */
    pricing: string
  }
  /**
   * The contractor's license from California's Contractors State License Board. California requires the license number in a contractor's advertising (Business and Professions Code section 7030.5): the site shows it beside the licensed claim in the footer and on /about and /contact, and in the business's structured data. "0000000" is the placeholder until the owner gives the number: the launch check fails on it.
   */
  license: {
    /**
     * The license number, as the CSLB's license lookup shows it: digits only, at most 7, e.g. "1012345".
     */
    number: string
    /**
     * Who issued it, e.g. "Contractors State License Board".
     */
    authority: string
    /**
     * The authority's site, where anyone can check the license: https://www.cslb.ca.gov, or one of its pages (a California contractor's license is the CSLB's).
     */
    authorityUrl: string
  }
  /**
   * The star rating shown in the footer (not published as structured data: Google ignores self-serving reviews).
   */
  rating: {
    /**
     * Whole stars, 1–5.
     */
    stars: number
    /**
     * E.g. "Five-star rated by San Diego homeowners".
     */
    label: string
  }
  /**
   * The scripture quote shown on the site.
   */
  scripture: {
    /**
     * The verse.
     */
    text: string
    /**
     * Book, chapter and verse, with the translation, e.g. "Colossians 3:23 (KJV)".
     */
    reference: string
  }
  /**
   * The year the site's text was first published, shown in the footer's copyright line ("© 2024 name"); it stays when the text is updated.
   */
  copyrightYear: number
  /**
   * schema.org priceRange, e.g. "$$": one to four dollar signs, from inexpensive to expensive.
   */
  priceRange: string
  /**
   * The third-party booking calendar on the contact page.
   */
  booking: {
    /**
     * The calendar's inline frame address.
     */
    iframeUrl: string
    /**
     * The vendor's embed script, loaded on the contact page only.
     */
    scriptUrl: string
  }
  /**
   * The footer's external credit link to the site builder.
   */
  credit: {
    /**
     * The link text.
     */
    label: string
    /**
     * The builder's site.
     */
    href: string
  }
  /**
   * The languages the business serves customers in, e.g. [English, Spanish]: published in the structured data (schema.org availableLanguage) and, with more than one, as the footer's line layout.yaml labels.languagesSpoken ("Hablamos español" on the Spanish pages). Withheld from the pages while it is listed under unconfirmed: list it there until the owner confirms that customers are served in each language.
   *
   * @minItems 1
   *
   * Items: A language, by its English name (as schema.org examples write it).
   */
  availableLanguage?: ['English' | 'Spanish', ...('English' | 'Spanish')[]]
  /**
   * The business's Google Business Profile, once it exists: each address given is published in the structured data (url as sameAs, mapUrl as hasMap); leave a field out until it is real.
   */
  googleBusinessProfile?: {
    /**
     * The profile's public address (Share → Copy link in the profile), e.g. "https://g.page/r/…" or "https://maps.app.goo.gl/…"; published as sameAs.
     */
    url?: string
    /**
     * The business on Google Maps, e.g. "https://www.google.com/maps?cid=…"; published as hasMap.
     */
    mapUrl?: string
  }
  /**
   * The site's own words, by language: validation reports a word listed under avoid in that language's text (not in names), at its field, with the word to write. CONTENT.md's style rules, kept as data: es avoids "portón" for "puerta de garaje".
   */
  terms?: {
    en?: Terms
    es?: Terms
  }
  unconfirmed?: Unconfirmed
}
/**
 * Coordinates of the business's base, in decimal degrees (WGS 84), e.g. 32.71574 and -117.16109.
 */
export interface GeoCoordinates {
  /**
   * Degrees north, e.g. 32.76783.
   */
  latitude: number
  /**
   * Degrees east (negative is west), e.g. -117.02308.
   */
  longitude: number
}
/**
 * The header navigation, footer headings and button labels used on every page (data/layout.yaml).
 */
export interface Layout {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string
  /**
   * The header links, in order. An entry with children becomes a dropdown.
   *
   * @minItems 1
   */
  navigation: [
    {
      /**
       * The link text.
       */
      label: string
      /**
       * Where a link goes: a site route such as "/services/garage-door-repairs" or "/service-areas#central-san-diego", or a tel:, mailto: or https: URL.
       */
      href: string
      /**
       * Links in the dropdown.
       */
      children?: {
        /**
         * The link text.
         */
        label: string
        /**
         * Where a link goes: a site route such as "/services/garage-door-repairs" or "/service-areas#central-san-diego", or a tel:, mailto: or https: URL.
         */
        href: string
      }[]
    },
    ...{
      /**
       * The link text.
       */
      label: string
      /**
       * Where a link goes: a site route such as "/services/garage-door-repairs" or "/service-areas#central-san-diego", or a tel:, mailto: or https: URL.
       */
      href: string
      /**
       * Links in the dropdown.
       */
      children?: {
        /**
         * The link text.
         */
        label: string
        /**
         * Where a link goes: a site route such as "/services/garage-door-repairs" or "/service-areas#central-san-diego", or a tel:, mailto: or https: URL.
         */
        href: string
      }[]
    }[]
  ]
  /**
   * Words on buttons and small labels.
   */
  labels: {
    /**
     * The header call button, e.g. "Call Now".
     */
    callNow: string
    /**
     * The header and call-bar estimate button, which leads to the contact page's calendar (/contact#booking), e.g. "Free Estimate". The site calls the offer an estimate everywhere (Spanish: estimado).
     */
    freeQuote: string
    /**
     * Hero and closing-card quote buttons, e.g. "Get Your Free Estimate", leading to /contact#booking (the /contact hero's button, which leads to its calendar, is booking.action of pages/contact.yaml).
     */
    getFreeQuote: string
    /**
     * The region cards' button, e.g. "Get an Estimate".
     */
    getQuote: string
    /**
     * Service cards' link, e.g. "Learn More".
     */
    learnMore: string
    /**
     * The small-screen menu button, e.g. "Menu".
     */
    menu: string
    /**
     * The skip link for keyboard users.
     */
    skipToContent: string
    /**
     * The first breadcrumb, e.g. "Home".
     */
    home: string
    /**
     * After a response time, e.g. "minutes".
     */
    minutes: string
    /**
     * The badge on places with round-the-clock service.
     */
    emergency247: string
    /**
     * Heading of a place's local-area grid; {place} is replaced by the place's name.
     */
    areasHeading: string
    /**
     * Label for the phone number.
     */
    phone: string
    /**
     * Label for the email address.
     */
    email: string
    /**
     * Label for the service region.
     */
    serviceArea: string
    /**
     * Label for the business hours.
     */
    hours: string
    /**
     * Accessible name of the breadcrumb trail, e.g. "Breadcrumb".
     */
    breadcrumbs: string
    /**
     * Heading of a place's three service cards; {place} is replaced by the place's name, e.g. "Our Services in {place}".
     */
    placeServicesHeading: string
    /**
     * Before a place's own response time on its page; {place} is replaced by the place's name, e.g. "Typical response in {place}".
     */
    placeResponse: string
    /**
     * Before a region's response time, which covers its farthest communities; {region} is replaced by the region's name, e.g. "Typical emergency response across {region}".
     */
    regionResponse: string
    /**
     * The license number as shown beside the licensed claim; {number} is replaced by site.yaml's license number, e.g. "CSLB License #{number}". Put it in quotes: in YAML, " #" starts a comment.
     */
    license: string
    /**
     * Before a region's communities without a page of their own, e.g. "Also serving".
     */
    alsoServes: string
    /**
     * How a run of days is written in full; {from} and {to} are replaced by the first and last day, e.g. "{from} – {to}" ("Monday – Friday").
     */
    dayRange: string
    /**
     * How a run of days is written short, in the footer; {from} and {to} are the days abbreviated, e.g. "{from}–{to}" ("Mon–Fri").
     */
    dayRangeShort: string
    /**
     * This language's name in itself: the label of the header's link to a page in this language from the other languages' pages, e.g. "English" (data/es/layout.yaml: "Español").
     */
    languageName: string
    /**
     * On the other languages' not-found pages, the link to the home page in this language, written in it, e.g. "English home page".
     */
    languageHome: string
    /**
     * The footer line saying which languages customers are served in, shown once site.yaml's availableLanguage is confirmed and names more than one, e.g. "We speak English and Spanish" (Spanish: "Hablamos español").
     */
    languagesSpoken: string
  }
  /**
   * The footer's four columns.
   */
  footer: {
    /**
     * The about text in the first column.
     */
    about: string
    /**
     * Heading of the services column.
     */
    servicesHeading: string
    /**
     * Heading of the service-areas column.
     */
    areasHeading: string
    /**
     * Heading of the contact column.
     */
    contactHeading: string
    /**
     * After the copyright year and name, e.g. "All rights reserved.".
     */
    rightsText: string
  }
  /**
   * How lists of places behave when a region has many: the home, contact and service-areas pages show the first `maxPlaces` of each region and link to a page listing them all.
   */
  coverage: {
    /**
     * How many places of a region the grids show before linking to the region's full list, e.g. 12.
     */
    maxPlaces: number
    /**
     * The link to a region's full list; {count} is replaced by the number of places and {region} by the region's name, e.g. "All {count} places in {region}".
     */
    moreLabel: string
  }
  /**
   * The words of the service-area maps (on the home and service areas pages, and the small map on each place page). {area} is replaced by site.yaml's areaServed, {place} by a place's name.
   */
  map: {
    /**
     * The map's title (its accessible name), e.g. "Map of the places we serve in {area}".
     */
    title: string
    /**
     * What the map shows, for screen readers: the outline, the markers, how regions are told apart.
     */
    description: string
    /**
     * The heading of the map's key of regions, e.g. "Regions".
     */
    legend: string
    /**
     * The small map's title on a place page, e.g. "Where {place} is in {area}".
     */
    locatorTitle: string
    /**
     * What the small map shows, for screen readers; {place} and {area} are replaced.
     */
    locatorDescription: string
    /**
     * The label on the sea west of the county, e.g. "Pacific Ocean".
     */
    ocean: string
    /**
     * The label south of the border, e.g. "Mexico".
     */
    border: string
  }
  unconfirmed?: Unconfirmed
  /**
   * The links at the foot of each place page to its nearest places (by their geo coordinates, in any region) and to its region.
   */
  nearby: {
    /**
     * The heading above the links, e.g. "Nearby Communities We Serve".
     */
    heading: string
    /**
     * The link to the place's region (its card on /service-areas, or its own page); {region} is replaced by the region's name, e.g. "More places in {region}".
     */
    regionLink: string
    /**
     * How many of the nearest places every place page links to, at least, e.g. 3.
     */
    minPlaces: number
    /**
     * How many it links to at most, e.g. 5: past minPlaces, a place is linked only when it is no more than twice as far as the minPlaces-th nearest, so a remote place links only its few real neighbours.
     */
    maxPlaces: number
  }
  /**
   * The section of each service page that links to the places served, grouped by region (the grid of the home page, the first coverage.maxPlaces of each region).
   */
  servicePlaces: {
    /**
     * E.g. "Communities We Serve".
     */
    heading: string
    /**
     * A sentence under the heading.
     */
    intro?: string
  }
}
/**
 * Addresses that moved (data/redirects.yaml): a page renamed or removed keeps its old links working with a permanent (301) redirect. npm run rename and npm run remove write these; edit them by hand only to fix one.
 */
export interface Redirects {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string
  /**
   * One entry per old address, oldest first.
   */
  redirects: {
    /**
     * The old address: a path that is no longer a page of the site, e.g. "/cities/old-name", or a page of the website this one replaces, e.g. "/garage-door-repair.html".
     */
    from: string
    /**
     * Where a link goes: a site route such as "/services/garage-door-repairs" or "/service-areas#central-san-diego", or a tel:, mailto: or https: URL.
     */
    to: string
  }[]
  unconfirmed?: Unconfirmed
}
/**
 * The words of the home page (data/pages/home.yaml). Service cards and the coverage grid come from data/services/ and data/regions/.
 */
export interface HomePage {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string
  seo: Seo
  hero: Hero
  services: Section
  sameDay: ListSection
  coverage: Section1
  whyChooseUs: ItemSection
  callToAction: CallToAction
  unconfirmed?: Unconfirmed
}
/**
 * What search engines show for the page.
 */
export interface Seo {
  /**
   * The page title search results show: unique per page, at most 60 characters (results show about 60). The site adds " | " and the business name when the whole fits in 60 characters, else " | " and the short name when that fits, else nothing.
   */
  title: string
  /**
   * The meta description: unique per page, 70–160 characters, plain text.
   */
  description: string
}
/**
 * The banner at the top of a page: its title, subtitle and background picture.
 */
export interface Hero {
  /**
   * The page's one <h1>.
   */
  title: string
  /**
   * One or two sentences under the title.
   */
  subtitle?: string
  /**
   * Darken the background artwork so the text stays readable.
   */
  overlay?: boolean
  image?: HeroImage
}
/**
 * The picture behind a page's banner, shown across the whole width under a dark overlay: a photo must be at least 1600 pixels wide.
 */
export interface HeroImage {
  /**
   * The file, below data/images/, e.g. "doors/carriage-house.svg" or "team/van.jpg"; it must exist.
   */
  src: string
  /**
   * What the picture shows, in one plain sentence, for people who cannot see it (screen readers, pictures that fail to load), e.g. "A carriage house garage door with black strap hinges."
   */
  alt: string
}
/**
 * Heading above the four service cards.
 */
export interface Section {
  /**
   * The section's <h2>.
   */
  heading: string
  /**
   * A paragraph under the heading.
   */
  intro?: string
}
/**
 * The same-day service block.
 */
export interface ListSection {
  /**
   * The section's <h2>.
   */
  heading: string
  /**
   * A paragraph under the heading.
   */
  intro?: string
  /**
   * The bullet points.
   *
   * @minItems 1
   * @maxItems 12
   *
   * Items: A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  points: [string, ...string[]]
}
/**
 * Heading above the coverage grid of regions and places.
 */
export interface Section1 {
  /**
   * The section's <h2>.
   */
  heading: string
  /**
   * A paragraph under the heading.
   */
  intro?: string
}
/**
 * The why-choose-us block.
 */
export interface ItemSection {
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  heading: string
  /**
   * A paragraph under the heading.
   */
  intro?: string
  items: Items
}
/**
 * A titled block of text: a service, a value, a reason, a feature.
 */
export interface Item {
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  title: string
  /**
   * What to say about it.
   */
  description: string
  /**
   * The card's icon, shown when it has no image: a picture takes its place.
   */
  icon?:
    | 'wrench'
    | 'door'
    | 'opener'
    | 'remote'
    | 'clock'
    | 'shield'
    | 'star'
    | 'tag'
    | 'phone'
    | 'map'
    | 'check'
    | 'heart'
    | 'home'
    | 'calendar'
    | 'bolt'
    | 'users'
    | 'mail'
    | 'tools'
    | 'wifi'
    | 'lock'
    | 'message'
  image?: CardImage
  /**
   * Where a link goes: a site route such as "/services/garage-door-repairs" or "/service-areas#central-san-diego", or a tel:, mailto: or https: URL.
   */
  href?: string
  /**
   * Short bullet points.
   *
   * @minItems 1
   * @maxItems 8
   *
   * Items: A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  features?: [string, ...string[]]
}
/**
 * The picture at the top of a card: a photo must be at least 800 pixels wide.
 */
export interface CardImage {
  /**
   * The file, below data/images/, e.g. "doors/carriage-house.svg" or "team/van.jpg"; it must exist.
   */
  src: string
  /**
   * What the picture shows, in one plain sentence, for people who cannot see it (screen readers, pictures that fail to load), e.g. "A carriage house garage door with black strap hinges."
   */
  alt: string
}
/**
 * A closing call-to-action card with the quote button and the call button.
 */
export interface CallToAction {
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  heading: string
  /**
   * One or two sentences.
   */
  text: string
}
/**
 * The words of the about page (data/pages/about.yaml).
 */
export interface AboutPage {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string
  seo: Seo
  hero: Hero
  mission: Prose
  values: ItemSection1
  trust: ItemSection2
  promise: ListSection1
  callToAction: CallToAction
  unconfirmed?: Unconfirmed
}
/**
 * The mission, shown with the scripture quote.
 */
export interface Prose {
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  heading: string
  /**
   * The paragraphs, in order.
   *
   * @minItems 1
   * @maxItems 6
   *
   * Items: A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
   */
  paragraphs: [string, ...string[]]
}
/**
 * The four core values.
 */
export interface ItemSection1 {
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  heading: string
  /**
   * A paragraph under the heading.
   */
  intro?: string
  items: Items
}
/**
 * Why people can trust the business.
 */
export interface ItemSection2 {
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  heading: string
  /**
   * A paragraph under the heading.
   */
  intro?: string
  items: Items
}
/**
 * The service promise list.
 */
export interface ListSection1 {
  /**
   * The section's <h2>.
   */
  heading: string
  /**
   * A paragraph under the heading.
   */
  intro?: string
  /**
   * The bullet points.
   *
   * @minItems 1
   * @maxItems 12
   *
   * Items: A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  points: [string, ...string[]]
}
/**
 * The words of /contact (data/pages/contact.yaml). Phone, email, area and hours come from data/site.yaml.
 */
export interface ContactPage {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string
  seo: Seo
  hero: Hero
  details: Section2
  /**
   * The licensed, bonded and insured card; its heading is the claim from data/site.yaml.
   */
  licensedCard: {
    /**
     * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
     */
    text: string
  }
  /**
   * The booking calendar section.
   */
  booking: {
    /**
     * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
     */
    heading: string
    /**
     * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
     */
    intro?: string
    /**
     * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
     */
    frameTitle: string
    /**
     * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
     */
    action: string
    /**
     * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
     */
    fallback: string
    /**
     * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
     */
    waiting: string
    /**
     * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
     */
    call: string
    /**
     * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
     */
    text: string
    /**
     * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
     */
    email: string
  }
  areas: Section3
  unconfirmed?: Unconfirmed
}
/**
 * Heading above the phone, email, area and hours.
 */
export interface Section2 {
  /**
   * The section's <h2>.
   */
  heading: string
  /**
   * A paragraph under the heading.
   */
  intro?: string
}
/**
 * Heading above the grid of service areas.
 */
export interface Section3 {
  /**
   * The section's <h2>.
   */
  heading: string
  /**
   * A paragraph under the heading.
   */
  intro?: string
}
/**
 * The words of /service-areas (data/pages/service-areas.yaml). The region cards come from data/regions/.
 */
export interface ServiceAreasPage {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string
  seo: Seo
  hero: Hero
  regions: Section4
  stats: Stats
  notListed: CallToAction1
  services: Section5
  unconfirmed?: Unconfirmed
}
/**
 * Heading above the region cards.
 */
export interface Section4 {
  /**
   * The section's <h2>.
   */
  heading: string
  /**
   * A paragraph under the heading.
   */
  intro?: string
}
/**
 * The commitment figures.
 */
export interface Stats {
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  heading: string
  /**
   * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
   */
  intro?: string
  /**
   * The figures.
   *
   * @minItems 2
   * @maxItems 6
   */
  items: [
    {
      /**
       * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
       */
      value: string
      /**
       * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
       */
      label: string
    },
    {
      /**
       * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
       */
      value: string
      /**
       * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
       */
      label: string
    },
    ...{
      /**
       * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
       */
      value: string
      /**
       * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
       */
      label: string
    }[]
  ]
}
/**
 * A closing call-to-action card with the quote button and the call button.
 */
export interface CallToAction1 {
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  heading: string
  /**
   * One or two sentences.
   */
  text: string
}
/**
 * Heading above the four-service summary.
 */
export interface Section5 {
  /**
   * The section's <h2>.
   */
  heading: string
  /**
   * A paragraph under the heading.
   */
  intro?: string
}
/**
 * The words of /services (data/pages/services.yaml). The service cards come from data/services/.
 */
export interface ServicesPage {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string
  seo: Seo
  hero: Hero
  services: Section6
  reasons: ItemSection3
  process: Steps
  callToAction: CallToAction
  unconfirmed?: Unconfirmed
}
/**
 * Heading above the four service cards.
 */
export interface Section6 {
  /**
   * The section's <h2>.
   */
  heading: string
  /**
   * A paragraph under the heading.
   */
  intro?: string
}
/**
 * Four reasons to choose the company.
 */
export interface ItemSection3 {
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  heading: string
  /**
   * A paragraph under the heading.
   */
  intro?: string
  items: Items
}
/**
 * The three-step process.
 */
export interface Steps {
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  heading: string
  /**
   * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
   */
  intro?: string
  /**
   * The steps, in order.
   *
   * @minItems 3
   * @maxItems 6
   */
  steps: [
    {
      /**
       * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
       */
      title: string
      /**
       * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
       */
      description: string
    },
    {
      /**
       * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
       */
      title: string
      /**
       * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
       */
      description: string
    },
    {
      /**
       * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
       */
      title: string
      /**
       * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
       */
      description: string
    },
    ...{
      /**
       * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
       */
      title: string
      /**
       * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
       */
      description: string
    }[]
  ]
}
/**
 * The words of the 404 page (data/pages/not-found.yaml).
 */
export interface NotFoundPage {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string
  seo: Seo
  /**
   * The status shown large.
   */
  code: '404'
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  heading: string
  /**
   * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
   */
  text: string
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  linkLabel: string
  image?: CardImage1
  unconfirmed?: Unconfirmed
}
/**
 * The picture at the top of a card: a photo must be at least 800 pixels wide.
 */
export interface CardImage1 {
  /**
   * The file, below data/images/, e.g. "doors/carriage-house.svg" or "team/van.jpg"; it must exist.
   */
  src: string
  /**
   * What the picture shows, in one plain sentence, for people who cannot see it (screen readers, pictures that fail to load), e.g. "A carriage house garage door with black strap hinges."
   */
  alt: string
}
/**
 * The type of one record of each kind kept in a folder.
 */
export interface Collections {
  services: Service
  regions: Region
  places: Place
}
/**
 * One of the service pages (data/services/{slug}.yaml, served at /services/{slug}).
 */
export interface Service {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string
  /**
   * true while the record is being written: `npm run dev` shows it, `npm run validate` warns, and the production build leaves it out entirely (no page, no link, no sitemap entry). Text still marked TODO makes a record a draft too.
   */
  draft?: boolean
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  name: string
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  cardTitle: string
  /**
   * Position among the services, 1 first.
   */
  order: number
  /**
   * Name of a built-in SVG icon.
   */
  icon:
    | 'wrench'
    | 'door'
    | 'opener'
    | 'remote'
    | 'clock'
    | 'shield'
    | 'star'
    | 'tag'
    | 'phone'
    | 'map'
    | 'check'
    | 'heart'
    | 'home'
    | 'calendar'
    | 'bolt'
    | 'users'
    | 'mail'
    | 'tools'
    | 'wifi'
    | 'lock'
    | 'message'
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  serviceType: string
  /**
   * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
   */
  summary: string
  seo: Seo
  hero: Hero
  intro: Prose1
  services: ItemSection4
  /**
   * Further sections, shown in order between the services and the process.
   */
  sections?: FeatureSection[]
  process: Steps1
  callToAction: CallToAction
  unconfirmed?: Unconfirmed
}
/**
 * A section heading with one or more paragraphs.
 */
export interface Prose1 {
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  heading: string
  /**
   * The paragraphs, in order.
   *
   * @minItems 1
   * @maxItems 6
   *
   * Items: A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
   */
  paragraphs: [string, ...string[]]
}
/**
 * The six services offered under this heading.
 */
export interface ItemSection4 {
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  heading: string
  /**
   * A paragraph under the heading.
   */
  intro?: string
  items: Items
}
/**
 * The five-step process.
 */
export interface Steps1 {
  /**
   * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
   */
  heading: string
  /**
   * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
   */
  intro?: string
  /**
   * The steps, in order.
   *
   * @minItems 3
   * @maxItems 6
   */
  steps: [
    {
      /**
       * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
       */
      title: string
      /**
       * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
       */
      description: string
    },
    {
      /**
       * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
       */
      title: string
      /**
       * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
       */
      description: string
    },
    {
      /**
       * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
       */
      title: string
      /**
       * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
       */
      description: string
    },
    ...{
      /**
       * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
       */
      title: string
      /**
       * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
       */
      description: string
    }[]
  ]
}
/**
 * A service region (data/regions/{id}.yaml). The file name is the region's id and its anchor on /service-areas, and must be its name lowercased and hyphenated.
 */
export interface Region {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string
  /**
   * true while the record is being written: `npm run dev` shows it, `npm run validate` warns, and the production build leaves it out entirely (no page, no link, no sitemap entry). Text still marked TODO makes a record a draft too.
   */
  draft?: boolean
  /**
   * The region's full name, e.g. "East County San Diego"; its lowercased, hyphenated English form is the file name. A descriptive name, so each language writes its own (Spanish: "Este del Condado de San Diego").
   */
  name: string
  /**
   * The name on the home page's coverage grid and in the footer, e.g. "East County"; each language writes its own (Spanish: "Este del Condado").
   */
  shortName: string
  /**
   * Position among the regions, 1 first.
   */
  order: number
  /**
   * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
   */
  description: string
  /**
   * Typical emergency response across the whole region, its farthest communities included, in minutes, e.g. "30-45". Pages say it is the region's; a place nearer our technicians gives its own responseTime.
   */
  responseTime: string
  heroImage: HeroImage1
  /**
   * The order its places are shown in (the grids show the first coverage.maxPlaces): the places named here first, then its other places by slug. A place belongs to the region its own region field names, so a new place needs no line here; each slug must be a file in data/places/ whose region is this one.
   *
   * Items: Lowercase words joined by hyphens; used as a file name and URL segment, e.g. "la-mesa".
   */
  places?: string[]
  /**
   * Communities served that have no page of their own; shown as plain text, not links.
   *
   * Items: A proper name (of the business, a place, a region, a brand), with the rules of text: the same in every language, so a translation never repeats it.
   */
  alsoServes?: string[]
  /**
   * Ids this region had before a rename (npm run rename -- region writes them): links to /service-areas#<old id> still land on this region's card.
   *
   * @minItems 1
   *
   * Items: Lowercase words joined by hyphens; used as a file name and URL segment, e.g. "la-mesa".
   */
  formerIds?: [string, ...string[]]
  seo: Seo1
  unconfirmed?: Unconfirmed
}
/**
 * The picture behind a page's banner, shown across the whole width under a dark overlay: a photo must be at least 1600 pixels wide.
 */
export interface HeroImage1 {
  /**
   * The file, below data/images/, e.g. "doors/carriage-house.svg" or "team/van.jpg"; it must exist.
   */
  src: string
  /**
   * What the picture shows, in one plain sentence, for people who cannot see it (screen readers, pictures that fail to load), e.g. "A carriage house garage door with black strap hinges."
   */
  alt: string
}
/**
 * What search engines show for the page.
 */
export interface Seo1 {
  /**
   * The page title search results show: unique per page, at most 60 characters (results show about 60). The site adds " | " and the business name when the whole fits in 60 characters, else " | " and the short name when that fits, else nothing.
   */
  title: string
  /**
   * The meta description: unique per page, 70–160 characters, plain text.
   */
  description: string
}
/**
 * A city or neighbourhood page (data/places/{slug}.yaml, served at /cities/{slug}). Write what is true of this place: its housing, climate, streets and landmarks. Pages that differ only by the name are penalised by search engines as doorway pages.
 */
export interface Place {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string
  /**
   * true while the record is being written: `npm run dev` shows it, `npm run validate` warns, and the production build leaves it out entirely (no page, no link, no sitemap entry). Text still marked TODO makes a record a draft too.
   */
  draft?: boolean
  /**
   * The place's name as people write it, e.g. "La Mesa"; lowercased and hyphenated it is the file name.
   */
  name: string
  /**
   * "city" for a city or community; "neighbourhood" for a San Diego neighbourhood, laid out with nine sub-locations and two highlights.
   */
  kind: 'city' | 'neighbourhood'
  /**
   * Id of the region the place belongs to (a file name in data/regions/), e.g. "east-county-san-diego".
   */
  region: string
  geo: GeoCoordinates1
  seo: Seo
  hero: Hero1
  /**
   * The introduction: one to three paragraphs about garage doors in this place.
   *
   * @minItems 1
   * @maxItems 3
   *
   * Items: A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
   */
  intro: [string, ...string[]]
  /**
   * The grid of local areas served.
   */
  areas: {
    /**
     * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
     */
    intro?: string
    /**
     * Real neighbourhoods, streets or landmarks in the place: 6 to 10 names (nine for a neighbourhood).
     *
     * @minItems 6
     * @maxItems 10
     *
     * Items: A local name (a neighbourhood, street or landmark), with the rules of text: each language writes its own, translating only the words around a proper name ("Downtown La Mesa" is "Centro de La Mesa"), so a name alone ("Mount Helix", "East Village") stays as it is in every language.
     */
    names: [string, string, string, string, string, string, ...string[]]
  }
  /**
   * Exactly three service cards, each with text specific to this place.
   *
   * @minItems 3
   * @maxItems 3
   */
  services: [
    {
      /**
       * Id of the service page the card links to (a file name in data/services/), e.g. "garage-door-repairs".
       */
      service: string
      /**
       * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
       */
      description: string
    },
    {
      /**
       * Id of the service page the card links to (a file name in data/services/), e.g. "garage-door-repairs".
       */
      service: string
      /**
       * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
       */
      description: string
    },
    {
      /**
       * Id of the service page the card links to (a file name in data/services/), e.g. "garage-door-repairs".
       */
      service: string
      /**
       * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
       */
      description: string
    },
    ...{
      /**
       * Id of the service page the card links to (a file name in data/services/), e.g. "garage-door-repairs".
       */
      service: string
      /**
       * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
       */
      description: string
    }[]
  ]
  /**
   * Response claim for this place in minutes, e.g. "25-40"; when left out, the region's is shown.
   */
  responseTime?: string
  /**
   * The response-time or local-expertise section.
   */
  response: {
    /**
     * A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
     */
    heading: string
    /**
     * A paragraph of plain text, shown exactly as written: no HTML, entities or Markdown. Folded YAML (>-) is fine for long text. Each language writes its own, in data/es/ for Spanish.
     */
    description: string
    /**
     * Short supporting points.
     *
     * @minItems 1
     * @maxItems 6
     *
     * Items: A short piece of plain text on one line (a title, a label): no markup, since it is shown exactly as written. Each language writes its own: the Spanish goes in the same field of the file's twin in data/es/.
     */
    points?: [string, ...string[]]
  }
  /**
   * Two highlight cards (neighbourhoods): the response claim first, then the local speciality.
   *
   * @minItems 2
   * @maxItems 2
   */
  highlights?: [Item, Item, ...Item[]]
  /**
   * Show the 24/7 emergency service claim on this page.
   */
  emergency247?: boolean
  /**
   * Show the licensed, bonded and insured claim in the response section.
   */
  licensed?: boolean
  callToAction: CallToAction
  unconfirmed?: Unconfirmed
}
/**
 * Where the place is: a point inside it (its center or main street), at most 5 decimals, inside the county's outline. Its marker on the service-area maps stands here, and search engines read it from the page's structured data.
 */
export interface GeoCoordinates1 {
  /**
   * Degrees north, e.g. 32.76783.
   */
  latitude: number
  /**
   * Degrees east (negative is west), e.g. -117.02308.
   */
  longitude: number
}
/**
 * The banner at the top of a page: its title, subtitle and background picture.
 */
export interface Hero1 {
  /**
   * The page's one <h1>.
   */
  title: string
  /**
   * One or two sentences under the title.
   */
  subtitle?: string
  /**
   * Darken the background artwork so the text stays readable.
   */
  overlay?: boolean
  image?: HeroImage
}
