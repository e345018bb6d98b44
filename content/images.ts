import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { imageSize } from 'image-size'
import { didYouMean } from './suggest.ts'
import type { At, Segment } from './source.ts'
import { displayPath, type Problem } from './problem.ts'
import { listFiles } from './kinds.ts'

/** The folder below the data folder that holds the pictures records name. */
export const IMAGES_DIR = 'images'
/** What the build needs to know of a picture a record names: `src`, its name below data/images/ ("doors/carriage-house.svg"); `file`, its absolute path. */
export interface ImageInfo {
  readonly src: string
  readonly file: string
  readonly format: 'svg' | 'jpg' | 'png' | 'webp' | 'avif'
  /** Its size in pixels, upright (EXIF orientation applied; SVG: its size or its viewBox's). */
  readonly width: number
  readonly height: number
  /** A digest of its bytes: the build's output files carry it, so a changed picture gets new URLs. */
  readonly hash: string
}
/** The places a picture can fill: a banner's, shown up to 1600 px wide, or a card's, about 400 (at 2x). */
export type ImageSlot = 'hero' | 'card'
/** A record's reference to a picture: the field holding `{ src, alt }`, and the file it names. */
export type ImageRef = readonly [path: readonly Segment[], src: string]
/** Checks every picture the records name (it exists, is what its name says, a photo is wide enough); returns each readable one by src. */
export function checkImages(dataDir: string, refs: readonly { readonly file: string; readonly ref: ImageRef }[], at: At) {
  const root = join(dataDir, IMAGES_DIR)
  const problems: Problem[] = []
  const read = new Map<string, ImageInfo | string>()
  let known: string[] | undefined
  for (const { file, ref: [path, src] } of refs) {
    const field = [...path, 'src']
    const info = read.get(src) ?? read.set(src, readImage(root, src)).get(src)!
    if (info === 'missing') {
      known ??= existsSync(root) ? listFiles(root) : []
      // Written from the project's root or the data folder ("data/images/doors/x.svg"), for a picture that is there.
      const below = known.find((k) => src.replace(/\\/g, '/').endsWith(`${IMAGES_DIR}/${k}`))
      problems.push(at(file, field, below ? `names "${src}", a path from another folder: pictures are named from ${displayPath(root)}/; write "${below}"`
        : `names "${src}", which is not a file in ${displayPath(root)}/: put the picture there, or correct its name${didYouMean(src, known)}`))
    } else if (typeof info === 'string') problems.push(at(file, field, info))
    else {
      const hero = path.at(-1) === 'heroImage' || (path.at(-1) === 'image' && path.at(-2) === 'hero')
      const [minWidth, what] = hero ? [1600, 'a picture behind a banner'] : [800, 'a picture on a card']
      if (info.format !== 'svg' && info.width < minWidth)
        problems.push(at(file, field, `is ${info.width} × ${info.height} pixels, too small for ${what}, which needs a photo at least ${minWidth} pixels wide so it stays sharp: use a larger photo`))
      else if (hero && info.height > info.width)
        problems.push(at(file, field, `is ${info.width} × ${info.height} pixels, taller than wide: a banner shows a wide strip of it and cuts off the rest; use a landscape picture`))
    }
  }
  return { problems, images: new Map([...read].filter((entry): entry is [string, ImageInfo] => typeof entry[1] !== 'string')) }
}
/** The picture `src` below `root`, or why it cannot be used ('missing', or a message). */
function readImage(root: string, src: string): ImageInfo | string {
  const file = join(root, ...src.split('/'))
  const bytes = attempt(() => readFileSync(file))
  if (!bytes) return 'missing'
  const format = src.slice(src.lastIndexOf('.') + 1).replace('jpeg', 'jpg') as ImageInfo['format']
  const size = attempt(() => imageSize(bytes))
  if (!size) return `names "${src}", which is not a picture that can be read: save it again as ${format === 'svg' ? 'SVG' : 'JPEG, PNG, WebP or AVIF'}`
  const type = size.type === 'jpeg' ? 'jpg' : size.type === 'heif' ? 'avif' : size.type
  if (type !== format) return `names "${src}", whose content is ${String(type).toUpperCase()}, not what its name ends with: rename it to end .${type}`
  if (!size.width || !size.height) return `names "${src}", an SVG without a size: give its <svg> element a viewBox (or width and height)`
  // Read as a browser reads it: character references (&#106;) and CSS escapes (@\69mport) decoded (past U+FFFD as U+FFFD: words are looked for).
  const svg = format === 'svg' ? bytes.toString('utf8').replace(/&#([0-9]+);?|&#x([0-9a-f]+);?|\\([0-9a-f]{1,6})\s?|\\([^\n0-9a-f])/gi,
    (_, decimal?: string, hex?: string, css?: string, char?: string) =>
      char ?? String.fromCodePoint(Math.min(decimal ? Number(decimal) : parseInt((hex ?? css)!, 16), 0xfffd))) : ''
  for (const [pattern, what] of HAZARDS) {
    const m = pattern.exec(svg)
    if (m) return `names "${src}", an SVG holding ${what.replace('$1', () => m[1]!)}: artwork must be inert (shapes, colours and references within the file, #id), so remove it`
  }
  // A photo stored sideways with an EXIF orientation of 5 to 8 (turned a quarter) is shown, and built, upright.
  const turned = (size.orientation ?? 1) >= 5
  return { src, file, format, width: turned ? size.height : size.width, height: turned ? size.width : size.height, hash: createHash('sha1').update(bytes).digest('hex') }
}
/** What `f` returns, or undefined if it throws. */
function attempt<T>(f: () => T): T | undefined {
  try { return f() } catch { return undefined }
}
/** What in an SVG's text could run or fetch something ($1: the pattern's group), in the order looked for. */
const HAZARDS: readonly [RegExp, string][] = [
  [/<script\b/i, 'a <script> element'],
  [/<foreignObject\b/i, 'a <foreignObject> element (a web page inside the picture)'],
  [/<!ENTITY\b/i, 'an entity declaration'],
  [/\s(on[a-z]+)\s*=/i, 'an event-handler attribute ($1)'],
  [/javascript:/i, 'a javascript: URL'],
  [/\b((?:xlink:)?href\s*=\s*["']\s*(?!#)[^"']*)/i, 'a reference to another file ($1")'],
  [/(url\(\s*["']?\s*(?!#)[^)]*\))/i, 'a reference to another file ($1)'],
  // An animation that sets a link (to an outside URL in its to, values, from or by), an event handler or a style (a script, an outside url()).
  [/<(?:set|animate\w*)\b[^>]*?\b(attributeName\s*=\s*["'][^"']*href[^"']*["'])/i, 'an animation that changes a link ($1)'],
  [/<(?:set|animate\w*)\b[^>]*?\b(attributeName\s*=\s*["']\s*(?:on|style)[^"']*["'])/i, 'an animation that sets an event handler or a style ($1)'],
  [/@import\b/i, 'a style sheet import (@import)'],
]
