import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { checkImages } from '../../content/images.ts'

const dir = mkdtempSync(join(tmpdir(), 'svg-'))
mkdirSync(join(dir, 'images'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The message for a record naming an SVG whose body is `inside`. */
function messageFor(inside: string): string[] {
  writeFileSync(join(dir, 'images', 'art.svg'), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inside}</svg>`)
  const at = (_file: string, _path: readonly unknown[], message: string) => ({ file: 'x.yaml', line: 1, column: 1, path: 'image.src', message, severity: 'error' as const })
  return checkImages(dir, [{ file: 'x.yaml', ref: [['image'], 'art.svg'] }], at).problems.map((p) => p.message)
}

const inert = 'artwork must be inert (shapes, colours and references within the file, #id), so remove it'

const animation = 'an animation that changes a link (attributeName='
it.each([
  ['<script>alert(1)</script>', 'a <script> element'],
  ['<rect width="4" height="4" onload="alert(1)"/>', 'an event-handler attribute (onload)'],
  ['<a href="javascript:alert(1)"><rect width="4" height="4"/></a>', 'a javascript: URL'],
  ['<image href="https://example.com/x.png" width="4" height="4"/>', 'a reference to another file (href="https://example.com/x.png")'],
  ['<rect width="4" height="4" fill="url(https://example.com/p.svg#g)"/>', 'a reference to another file (url(https://example.com/p.svg#g))'],
  ['<foreignObject width="4" height="4"><p>hi</p></foreignObject>', 'a <foreignObject> element (a web page inside the picture)'],
  // An animation that sets a link, whatever its value (to, values, from, by), and an attribute's name written with a character reference.
  ['<a><set attributeName="href" to="https://phish.example.net/pay"/><rect width="4" height="4"/></a>', `${animation}"href")`],
  ['<image width="4" height="4"><animate attributeName=\'xlink:href\' values="https://t.example.net/p.gif"/></image>', `${animation}'xlink:href')`],
  ['<a><animateMotion dur="1s" attributeName="&#104;ref" from="#a" to="https://x.example.net"/></a>', `${animation}"href")`],
  // An animation that sets an event handler or a style, and what a browser decodes before it runs: character references, CSS escapes.
  ['<rect width="4" height="4"><set attributeName="onmouseover" to="location=\'https://x.example.net\'"/></rect>', 'an animation that sets an event handler or a style (attributeName="onmouseover")'],
  ['<style>@\\69mport "https://x.example.net/t.css";</style>', 'a style sheet import (@import)'],
  ['<rect width="4" height="4" style="fill: u\\72l(https://x.example.net/p.svg#g)"/>', 'a reference to another file (url(https://x.example.net/p.svg#g))'],
  ['<a href="&#106;avascript:alert(1)"><rect width="4" height="4"/></a>', 'a javascript: URL'],
])('an SVG holding %s is refused', (inside, what) => {
  expect(messageFor(inside)).toEqual([`names "art.svg", an SVG holding ${what}: ${inert}`])
})

it('a character reference or CSS escape past Unicode is read, not thrown on', () => {
  expect(messageFor('<text>&#99999999; &#x110000; \\FFFFFF a</text>')).toEqual([])
  // Not a reference at all: "&#" then letters, as in "R&#D" or a hex number written without its x.
  expect(messageFor('<text>R&#D &#e9; &#a;</text>')).toEqual([])
})
it('an animation of anything but a link is inert', () => {
  expect(messageFor('<rect width="4" height="4"><animate attributeName="opacity" values="0;1" dur="2s"/>'
    + '<set attributeName="fill" to="#fff" begin="1s"/><animateTransform attributeName="transform" to="90"/></rect>')).toEqual([])
})
it('references within the file are inert', () => {
  expect(messageFor('<defs><linearGradient id="g"/><path id="p" d="M0 0h4"/></defs><rect fill="url(#g)" width="4" height="4"/><use href="#p"/>')).toEqual([])
})
