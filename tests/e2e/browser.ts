/**
 * Shared pieces of the browser tests: one Chromium per test file (scripts/chromium.ts: CHROME_PATH,
 * the system's, or the one npm installs; nothing downloads one), the widths pages are checked at, a recorder of console
 * errors and failed requests, and an axe-core run with the WCAG 2.1 A/AA rules.
 */
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core'
import { AxeBuilder } from '@axe-core/playwright'
import { placeUrl } from '../../renderer/urls.ts'
import { inject } from 'vitest'

/** Launches the browser the tests use (found once per run: tests/setup/browser.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromePath') })
}

/** A phone and a desktop width, in CSS pixels. */
export const widths = { mobile: 375, desktop: 1280 } as const
/** Height of the viewport at every width (the page is longer; full-page shots cover all of it). */
export const viewportHeight = 800

/** The narrowest width of the desktop header (the CSS switches from the menu button at 75rem). */
export const menuBreakpoint = 1200

/** A new page of a fresh context at a width. Close its context when done (`page.context().close()`). */
export async function openPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: viewportHeight }, reducedMotion: 'reduce' })
  return context.newPage()
}

/** Whether a URL belongs to one of the origins. */
export function fromOrigin(url: string, origins: readonly string[]): boolean {
  try {
    return origins.includes(new URL(url).origin)
  } catch {
    return false
  }
}

/** A console error or failed request seen while a page loaded. */
export interface Problem {
  readonly kind: 'console' | 'pageerror' | 'requestfailed' | 'http'
  readonly text: string
  readonly url: string
}

/**
 * Records console errors, uncaught exceptions, failed requests and HTTP error answers of a
 * page, and every console message. Empty the arrays (`clear()`) before loading the next URL
 * in the same page; filter out the problems a page is expected to have.
 */
export function recordProblems(page: Page): { problems: Problem[]; messages: ConsoleMessage[]; clear(): void } {
  const problems: Problem[] = []
  const messages: ConsoleMessage[] = []
  page.on('console', (msg) => {
    messages.push(msg)
    if (msg.type() === 'error') problems.push({ kind: 'console', text: msg.text(), url: msg.location().url })
  })
  page.on('pageerror', (error) => problems.push({ kind: 'pageerror', text: error.message, url: page.url() }))
  page.on('requestfailed', (req) => problems.push({ kind: 'requestfailed', text: req.failure()?.errorText ?? 'failed', url: req.url() }))
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push({ kind: 'http', text: String(res.status()), url: res.url() })
  })
  return {
    problems,
    messages,
    clear() {
      problems.length = 0
      messages.length = 0
    },
  }
}

/** The WCAG 2.0/2.1 level A and AA rule tags axe runs. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * axe-core's violations on the page, one readable entry per offending node.
 *
 * axe runs in the page itself (legacy mode, `axe.run`) and does not descend into frames: the
 * site's only frame is the third-party booking calendar on /contact, which is not ours to audit
 * (and cannot load offline); the <iframe> element itself is still checked (frame-title). This
 * also halves the time of a run, as the default mode opens a blank page for every analysis.
 * Besides the violations, it counts text whose colour equals its background's, which axe
 * reports only as "incomplete" (color-contrast, `equalRatio`).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations, incomplete } = await new AxeBuilder({ page }).withTags(wcagTags).options({ resultTypes: ['violations', 'incomplete'], iframes: false }).setLegacyMode(true).analyze()
  // Text the very colour of its background (1:1) is left by axe for review, as it may be hidden on
  // purpose; the site hides nothing that way, so it is a fault: e.g. white headings on white cards.
  const invisible = incomplete
    .filter((r) => r.id === 'color-contrast')
    .map((r) => ({ ...r, nodes: r.nodes.filter((n) => n.any.some((c) => (c.data as { messageKey?: string } | null)?.messageKey === 'equalRatio')) }))
  return [...violations, ...invisible].flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')}\n    ${n.failureSummary?.replace(/\n/g, '\n    ') ?? n.any.map((c) => c.message).join('; ')}`))
}

/** Elements wider than the viewport, as `tag.class (right edge px)`, for a readable failure. */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth
    const out: string[] = []
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect()
      if (r.width > 0 && r.right > limit + 0.5) out.push(`${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''} (right ${Math.round(r.right)}px)`)
      if (out.length >= 10) break
    }
    return out
  })
}

/**
 * Grids (every `.grid`: cards, regions, steps, area tiles, the coverage lists; components/grid.ts)
 * that look unbalanced, described for a failure message: items of different widths; a row
 * holding fewer items than its grid's `--columns` while items remain for it, or more; rows
 * that differ by more than one item, or an item alone on its row below fuller rows; or a row
 * whose space left of its first item and right of its last differ by more than 1 px (a last row
 * that is not full must be centred).
 */
export function unbalancedGrids(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    for (const grid of document.querySelectorAll('.grid')) {
      if (!(grid instanceof HTMLElement) || grid.offsetParent === null) continue
      const box = grid.getBoundingClientRect()
      const cards = [...grid.children].map((c) => c.getBoundingClientRect())
      const columns = Number(getComputedStyle(grid).getPropertyValue('--columns')) || 1
      const name = `.${grid.className.split(' ')[0]} under "${grid.closest('section')?.querySelector('h2')?.textContent ?? '?'}"`
      if (cards.some((c) => Math.abs(c.width - cards[0]!.width) > 1)) out.push(`${name}: items of different widths (${cards.map((c) => Math.round(c.width)).join(', ')} px)`)
      const rows = new Map<number, DOMRect[]>()
      for (const c of cards) rows.set(Math.round(c.top), [...(rows.get(Math.round(c.top)) ?? []), c])
      let left = cards.length
      for (const row of rows.values()) {
        const fits = Math.min(columns, left)
        if (row.length !== fits) out.push(`${name}: a row of ${row.length} where ${fits} belong (--columns: ${columns})`)
        left -= row.length
        const before = row[0]!.left - box.left
        const after = box.right - row[row.length - 1]!.right
        if (Math.abs(before - after) > 1) out.push(`${name}: a row of ${row.length} is off centre (${Math.round(before)} px left, ${Math.round(after)} px right)`)
      }
      const counts = [...rows.values()].map((r) => r.length)
      const [most, least] = [Math.max(...counts), Math.min(...counts)]
      if (most - least > 1 || (least === 1 && most > 1)) out.push(`${name}: rows of ${counts.join(', ')} items are not balanced`)
    }
    return out
  })
}

/** The page's horizontal scroll width and its viewport width. */
export function horizontalExtent(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))
}

/** A short description of the focused element, for failure messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return '(body)'
    return `<${el.tagName.toLowerCase()}${el.id ? ` id="${el.id}"` : ''}${el.className ? ` class="${el.className}"` : ''}${el.getAttribute('href') ? ` href="${el.getAttribute('href')}"` : ''}>`
  })
}

/** What the focused element is and whether its focus is visible (a non-none outline or box-shadow). */
export interface FocusState {
  readonly tag: string
  readonly className: string
  readonly href: string | null
  readonly inHeader: boolean
  readonly visible: boolean
  readonly indicator: boolean
  readonly outline: string
  readonly boxShadow: string
}

/** The focused element's state. */
export function focusState(page: Page): Promise<FocusState | null> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body || !(el instanceof HTMLElement)) return null
    const style = getComputedStyle(el)
    const outline = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    const hasShadow = style.boxShadow !== 'none' && style.boxShadow !== ''
    const rect = el.getBoundingClientRect()
    return {
      tag: el.tagName.toLowerCase(),
      className: el.className,
      href: el.getAttribute('href'),
      inHeader: el.closest('.site-header') !== null || el.classList.contains('skip-link'),
      visible: rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden',
      indicator: hasOutline || hasShadow,
      outline,
      boxShadow: style.boxShadow,
    }
  })
}

/** A place URL no record has (nested, so the 404 page's asset paths are tested too). */
export function unknownPath(routes: readonly string[]): string {
  let slug = 'no-such-place'
  while (routes.includes(placeUrl(slug))) slug += '-x'
  return placeUrl(slug)
}
