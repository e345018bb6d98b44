import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { loadContent } from '../../content/load.ts'
import { localizedPath, placeUrl } from '../../renderer/urls.ts'
import { quoteLink, telLink } from '../../renderer/view.ts'
import { axeViolations, describeFocus, focusState, launchBrowser, openPage, viewportHeight, widths, type FocusState } from './browser.ts'

const baseUrl = inject('baseUrl')
const content = loadContent()
const { navigation, labels } = content.layout
/** Every menu link (top level and dropdown), in menu order. */
const menuLinks = navigation.flatMap((item) => [{ label: item.label, href: item.href }, ...(item.children ?? [])])
const dropdownLinks = navigation.flatMap((item) => item.children ?? [])
/** A page the menu has no link to, so every menu link leads somewhere else. */
const start = placeUrl(content.places[0]!.slug)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function withPage(width: number, run: (page: Page) => Promise<void>): Promise<void> {
  const page = await openPage(browser, width)
  try {
    await page.goto(new URL(start, baseUrl).href)
    await run(page)
  } finally {
    await page.context().close()
  }
}

const menu = (page: Page) => page.locator('#site-menu')
const menuButton = (page: Page) => page.getByRole('button', { name: labels.menu, exact: true })
const isOpen = (page: Page) => menu(page).evaluate((el) => el.matches(':popover-open'))
const focusIsMenuButton = (page: Page) => page.evaluate(() => document.activeElement?.matches('button[popovertarget="site-menu"]') ?? false)

/** Presses Tab until `done` holds for the focused element (at most `max` times); returns every state passed. */
async function tabUntil(page: Page, done: (s: FocusState | null) => boolean, max = 40): Promise<FocusState[]> {
  const seen: FocusState[] = []
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const state = await focusState(page)
    if (state) seen.push(state)
    if (done(state)) return seen
  }
  throw new Error(`Tab never reached the element; focus is on ${await describeFocus(page)}`)
}

function expectVisibleFocus(states: readonly FocusState[]): void {
  for (const s of states) {
    const name = `<${s.tag} class="${s.className}" href="${s.href}">`
    expect(s.visible, `${name} is visible when focused`).toBe(true)
    expect(s.indicator, `${name} shows focus (outline ${s.outline}; box-shadow ${s.boxShadow})`).toBe(true)
  }
}

describe(`header at ${widths.mobile} px: the Menu button and its popover menu`, () => {
  it('the menu is closed at first, and the Menu button is shown', async () => {
    await withPage(widths.mobile, async (page) => {
      await expect(menuButton(page).isVisible()).resolves.toBe(true)
      expect(await isOpen(page)).toBe(false)
      expect(await menu(page).isVisible()).toBe(false)
    })
  })

  it('opens and closes by mouse (the button toggles it; a click outside closes it)', async () => {
    await withPage(widths.mobile, async (page) => {
      await menuButton(page).click()
      expect(await isOpen(page)).toBe(true)
      for (const link of menuLinks) expect(await menu(page).getByRole('link', { name: link.label, exact: true }).isVisible(), `${link.label} is shown`).toBe(true)
      await menuButton(page).click()
      expect(await isOpen(page)).toBe(false)
      expect(await menu(page).isVisible()).toBe(false)

      await menuButton(page).click()
      expect(await isOpen(page)).toBe(true)
      // Light dismiss: a click on the page outside the menu (below it, if the menu leaves room) closes it.
      const box = (await menu(page).boundingBox())!
      if (box.y + box.height < viewportHeight - 10) await page.mouse.click(widths.mobile / 2, viewportHeight - 5)
      else await page.keyboard.press('Escape')
      expect(await isOpen(page)).toBe(false)
    })
  })

  it('opens with Enter and Space on the focused button, closes with Escape, and focus stays visible', async () => {
    await withPage(widths.mobile, async (page) => {
      const passed = await tabUntil(page, (s) => s?.tag === 'button' && s.inHeader)
      expectVisibleFocus(passed)
      expect(await focusIsMenuButton(page)).toBe(true)

      await page.keyboard.press('Enter')
      expect(await isOpen(page), 'Enter opens').toBe(true)
      await page.keyboard.press('Escape')
      expect(await isOpen(page), 'Escape closes').toBe(false)
      expect(await focusIsMenuButton(page), 'focus stays on the Menu button').toBe(true)

      await page.keyboard.press('Space')
      expect(await isOpen(page), 'Space opens').toBe(true)
      // The open menu follows its button in the Tab order.
      const inMenu = await tabUntil(page, (s) => s?.href === navigation[0]!.href, 1)
      expectVisibleFocus(inMenu)
      expect(await page.evaluate(() => document.activeElement?.closest('#site-menu') !== null)).toBe(true)
      await page.keyboard.press('Escape')
      expect(await isOpen(page), 'Escape closes from inside the menu').toBe(false)
      expect(await focusIsMenuButton(page), 'focus returns to the Menu button').toBe(true)
    })
  })

  it('while open, Tab goes round the header and the menu only: nothing the menu covers takes focus', async () => {
    await withPage(widths.mobile, async (page) => {
      await tabUntil(page, (s) => s?.tag === 'button' && s.inHeader)
      await page.keyboard.press('Enter')
      // Where focus may go: the menu's links and its quote button, the logo, the call link, the
      // link to this page in Spanish and the Menu button; past the page's last control, the
      // browser's own controls (null).
      const header = ['a / header', `a ${telLink(content.site).href} header`, `a ${localizedPath('es', start)} header`, 'button  header']
      const expected = new Set([...menuLinks.map((l) => `a ${l.href} menu`), `a ${quoteLink(content, '').href} menu`, ...header])
      const seen = new Set<string>()
      let inBrowser = 0
      for (let i = 0; i < 2 * (expected.size + 2); i++) {
        await page.keyboard.press('Tab')
        const focus = await page.evaluate(() => {
          const el = document.activeElement
          if (!(el instanceof HTMLElement) || el === document.body) return null
          const r = el.getBoundingClientRect()
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
          const where = el.closest('#site-menu') ? 'menu' : el.closest('.site-header') ? 'header' : 'page'
          return { id: `${el.tagName.toLowerCase()} ${el.getAttribute('href') ?? ''} ${where}`, shown: r.width > 0 && r.height > 0 && hit !== null && (el === hit || el.contains(hit)) }
        })
        if (!focus) {
          inBrowser++
          continue
        }
        expect(await isOpen(page), `the menu stays open (focus on ${focus.id})`).toBe(true)
        expect(focus.shown, `${focus.id} is focused and not covered by the open menu`).toBe(true)
        seen.add(focus.id)
      }
      expect([...seen].sort()).toEqual([...expected].sort())
      expect(inBrowser, 'focus leaves for the browser at most once a round').toBeLessThanOrEqual(2)
    })
  })

  it('left open while the window widens to the desktop layout, it hides nothing of the page', async () => {
    await withPage(widths.mobile, async (page) => {
      await menuButton(page).click()
      await page.setViewportSize({ width: widths.desktop, height: viewportHeight })
      expect(await isOpen(page), 'a popover stays open when the window is resized').toBe(true)
      const hidden = await page.evaluate(() => [...document.querySelectorAll('.skip-link, main a[href], footer a[href]')].filter((el) => getComputedStyle(el).visibility === 'hidden').length)
      expect(hidden).toBe(0)
    })
  })

  it('has no axe violations while open', async () => {
    await withPage(widths.mobile, async (page) => {
      await menuButton(page).click()
      const violations = await axeViolations(page)
      expect(violations, violations.join('\n')).toEqual([])
    })
  })

  it.each(menuLinks.map((l) => [l.label, l.href] as const))('its link %s goes to %s (mouse)', async (label, href) => {
    await withPage(widths.mobile, async (page) => {
      await menuButton(page).click()
      await menu(page).getByRole('link', { name: label, exact: true }).click()
      await page.waitForURL(new URL(href, baseUrl).href)
      expect(new URL(page.url()).pathname).toBe(href)
    })
  })

  it(`its first link (${navigation[0]!.label}) is followed with the keyboard`, async () => {
    await withPage(widths.mobile, async (page) => {
      await tabUntil(page, (s) => s?.tag === 'button' && s.inHeader)
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')
      await page.waitForURL(new URL(navigation[0]!.href, baseUrl).href)
      expect(new URL(page.url()).pathname).toBe(navigation[0]!.href)
    })
  })
})

describe(`header at ${widths.desktop} px: the menu bar and the ${navigation.find((item) => item.children)?.label} dropdown`, () => {
  it('shows the menu bar and no Menu button', async () => {
    await withPage(widths.desktop, async (page) => {
      expect(await menuButton(page).isVisible()).toBe(false)
      for (const item of navigation) expect(await menu(page).getByRole('link', { name: item.label, exact: true }).isVisible(), item.label).toBe(true)
    })
  })

  it(`Tab through the header reaches all ${dropdownLinks.length} dropdown links, each shown and with visible focus`, async () => {
    await withPage(widths.desktop, async (page) => {
      const passed: FocusState[] = []
      const dropdownSeen: string[] = []
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab')
        const s = await focusState(page)
        if (!s?.inHeader) break
        passed.push(s)
        if (s.className.includes('dropdown-link')) dropdownSeen.push(s.href!)
      }
      expect(dropdownSeen).toEqual(dropdownLinks.map((l) => l.href))
      expect(passed.some((s) => s.tag === 'button'), 'the hidden Menu button is not a tab stop').toBe(false)
      expectVisibleFocus(passed)
    })
  })

  it('the dropdown opens on hover and closes when the pointer leaves', async () => {
    await withPage(widths.desktop, async (page) => {
      const parent = navigation.find((item) => item.children)!
      const first = menu(page).locator('.dropdown').getByRole('link', { name: parent.children![0]!.label, exact: true })
      expect(await first.isVisible()).toBe(false)
      await menu(page).locator('.nav-link', { hasText: parent.label }).hover()
      expect(await first.isVisible()).toBe(true)
      await page.mouse.move(widths.desktop / 2, viewportHeight - 5)
      expect(await first.isVisible()).toBe(false)
    })
  })
})
