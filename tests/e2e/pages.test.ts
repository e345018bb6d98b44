import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { loadContent } from '../../content/load.ts'
import { siteRoutes } from '../../content/routes.ts'
import { launchBrowser, openPage, recordProblems, unknownPath, widths } from './browser.ts'

const baseUrl = inject('baseUrl')
const content = loadContent()
const { site, layout, pages } = content
const routes = siteRoutes(content)
const missing = unknownPath(routes)
/** The labels of the quote buttons: every layout label about a quote ("Free Quote", "Get Quote", …). */
const quoteLabels = Object.entries(layout.labels)
  .filter(([key]) => /quote/i.test(key))
  .map(([, label]) => label)
const contactRoute = routes.find((r) => r === '/contact')!

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
  for (const route of [...routes, missing]) {
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
  it('knows the quote labels', () => expect(quoteLabels.length).toBeGreaterThan(0))

  it.each([...routes, missing])('%s: every phone link dials site.telephone, every quote button goes to /contact', async (route) => {
    const { tel, quotes } = facts.get(route)!
    expect(tel.length, 'phone links').toBeGreaterThan(0)
    for (const href of tel) expect(href).toBe(`tel:${site.telephone.e164}`)
    expect(quotes.length, 'quote buttons').toBeGreaterThan(0)
    for (const href of quotes) expect(new URL(href).pathname).toBe(contactRoute)
  })

  it('a quote button takes the visitor to the contact page', async () => {
    await visit('/')
    await page.locator('main').getByRole('link', { name: layout.labels.getFreeQuote, exact: true }).first().click()
    await page.waitForURL(new URL(contactRoute, baseUrl).href)
    expect(await page.locator('h1').textContent()).toBe(pages.contact.hero.title)
  })
})

describe('the booking embed', () => {
  it.each([widths.mobile, widths.desktop])(`on /contact at %s px, the booking iframe has its title and is at least 600 px tall`, async (width) => {
    const tab = await openPage(browser, width)
    try {
      await tab.goto(new URL(contactRoute, baseUrl).href)
      const frame = tab.locator('iframe')
      expect(await frame.count()).toBe(1)
      expect(await frame.getAttribute('title')).toBe(pages.contact.booking.frameTitle)
      expect(await frame.getAttribute('src')).toBe(site.booking.iframeUrl)
      await frame.scrollIntoViewIfNeeded()
      const box = (await frame.boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(600)
      expect(box.x + box.width, 'fits the width').toBeLessThanOrEqual(width)
    } finally {
      await tab.context().close()
    }
  })

  it.each([...routes, missing])(`%s loads the embed script only if it is /contact`, async (route) => {
    const { embedScripts, frames } = facts.get(route)!
    expect(embedScripts, 'embed scripts').toBe(route === contactRoute ? 1 : 0)
    expect(frames, 'iframes').toBe(route === contactRoute ? 1 : 0)
  })
})

describe('not found', () => {
  it(`an unknown URL (${missing}) answers 404, shows the not-found page and logs the attempted path`, async () => {
    const tab = await openPage(browser, widths.mobile)
    try {
      const { messages } = recordProblems(tab)
      const response = await tab.goto(new URL(missing, baseUrl).href)
      expect(response?.status()).toBe(404)
      expect(await tab.locator('h1').textContent()).toBe(pages.notFound.heading)
      expect(messages.map((m) => m.text()).some((text) => text.includes(missing)), `console: ${messages.map((m) => m.text()).join(' | ')}`).toBe(true)
      await tab.getByRole('link', { name: pages.notFound.linkLabel, exact: true }).click()
      await tab.waitForURL(new URL('/', baseUrl).href)
    } finally {
      await tab.context().close()
    }
  })
})
