import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { localizedPath, templateRoutes } from '../../renderer/urls.ts'
import { siteRoutes } from '../../content/routes.ts'
import { languageSites } from '../project.ts'
import { launchBrowser, openPage, recordProblems, unknownPath, widths } from './browser.ts'

const baseUrl = inject('baseUrl')
const sites = languageSites()
const [{ content }] = sites as [(typeof sites)[number]]
const { site } = content
const unknownRoute = unknownPath(siteRoutes(content))

/** Each language's pages (one per template and an unknown one), its quote labels (every layout label about a quote: "Free Quote", "Get Quote", …) and its contact page. */
const languages = sites.map(({ language, content }) => ({
  language,
  content,
  routes: [...templateRoutes(content), unknownRoute].map((route) => localizedPath(language, route)),
  missing: localizedPath(language, unknownRoute),
  quoteLabels: Object.entries(content.layout.labels)
    .filter(([key]) => /quote/i.test(key))
    .map(([, label]) => label),
  contact: localizedPath(language, '/contact'),
}))
const every = languages.flatMap((l) => l.routes.map((route) => ({ ...l, route })))

/** What a page offers, read once per route in the browser. */
interface Facts {
  readonly tel: (string | null)[]
  readonly quotes: string[]
  readonly embedScripts: number
  readonly frames: number
}

let browser: Browser
let page: Page
const facts = new Map<string, Facts>()
beforeAll(async () => {
  browser = await launchBrowser()
  page = await openPage(browser, widths.desktop)
  for (const { route, quoteLabels } of every) {
    await visit(route)
    facts.set(route, {
      tel: await hrefs('a[href^="tel:"]'),
      quotes: await page.locator('a').evaluateAll((els, labels) => els.filter((el) => labels.includes(el.textContent!.trim())).map((el) => (el as HTMLAnchorElement).href), quoteLabels),
      embedScripts: await page.locator(`script[src="${site.booking.scriptUrl}"]`).count(),
      frames: await page.locator('iframe').count(),
    })
  }
})
afterAll(async () => {
  await browser?.close()
})

const visit = async (route: string) => (await page.goto(new URL(route, baseUrl).href))!
const hrefs = (selector: string) => page.locator(selector).evaluateAll((els) => els.map((el) => el.getAttribute('href')))

describe('calls to action on every page', () => {
  it.each(languages)('knows the quote labels ($language)', ({ quoteLabels }) => expect(quoteLabels.length).toBeGreaterThan(0))

  it.each(every)('$route: every phone link dials site.telephone, every quote button goes to the contact page in its language', async ({ route, contact }) => {
    const { tel, quotes } = facts.get(route)!
    expect(tel.length, 'phone links').toBeGreaterThan(0)
    for (const href of tel) expect(href).toBe(`tel:${site.telephone.e164}`)
    expect(quotes.length, 'quote buttons').toBeGreaterThan(0)
    for (const href of quotes) expect([new URL(href).pathname, new URL(href).hash]).toEqual([contact, '#booking'])
  })

  it.each(languages)('a quote button takes the visitor to the contact page ($language)', async ({ language, content, contact }) => {
    await visit(localizedPath(language, '/'))
    await page.locator('main').getByRole('link', { name: content.layout.labels.getFreeQuote, exact: true }).first().click()
    await page.waitForURL(new URL(`${contact}#booking`, baseUrl).href)
    expect(await page.locator('h1').textContent()).toBe(content.pages.contact.hero.title)
  })
})

describe('the booking embed', () => {
  it.each(languages.flatMap((l) => [widths.mobile, widths.desktop].map((width) => ({ ...l, width }))))(`on $contact at $width px, the booking iframe has its title and is at least 600 px tall`, async ({ width, contact, content }) => {
    const tab = await openPage(browser, width)
    try {
      // The calendar answers (offline, it cannot: then its box goes, tests/e2e/booking.test.ts).
      await tab.route(`${new URL(site.booking.iframeUrl).origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Calendar</title>' }))
      await tab.goto(new URL(contact, baseUrl).href)
      const frame = tab.locator('iframe')
      expect(await frame.count()).toBe(1)
      expect(await frame.getAttribute('title')).toBe(content.pages.contact.booking.frameTitle)
      expect(await frame.getAttribute('src')).toBe(site.booking.iframeUrl)
      await frame.scrollIntoViewIfNeeded()
      const box = (await frame.boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(600)
      expect(box.x + box.width, 'fits the width').toBeLessThanOrEqual(width)
    } finally {
      await tab.context().close()
    }
  })

  it.each(every)(`$route loads the embed script only if it is the contact page`, async ({ route, contact }) => {
    const { embedScripts, frames } = facts.get(route)!
    expect(embedScripts, 'embed scripts').toBe(route === contact ? 1 : 0)
    expect(frames, 'iframes').toBe(route === contact ? 1 : 0)
  })
})

describe('not found', () => {
  it.each(languages)(`an unknown URL ($missing) answers 404, shows the not-found page in its language and logs the attempted path`, async ({ language, content, missing }) => {
    const tab = await openPage(browser, widths.mobile)
    try {
      const { messages } = recordProblems(tab)
      const response = await tab.goto(new URL(missing, baseUrl).href)
      expect(response?.status()).toBe(404)
      expect(await tab.locator('h1').textContent()).toBe(content.pages.notFound.heading)
      expect(messages.map((m) => m.text()).some((text) => text.includes(missing)), `console: ${messages.map((m) => m.text()).join(' | ')}`).toBe(true)
      await tab.getByRole('link', { name: content.pages.notFound.linkLabel, exact: true }).click()
      await tab.waitForURL(new URL(localizedPath(language, '/'), baseUrl).href)
    } finally {
      await tab.context().close()
    }
  })
})
