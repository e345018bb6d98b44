/**
 * The picture pipeline, with photos the test makes itself (sharp): what validation says of a
 * photo too small for its slot or misnamed, and what the build makes of a good one: AVIF, WebP
 * and JPEG files at several widths, a <picture> with srcset, sizes, width and height, the hero
 * fetched first and card pictures lazily, and a rebuild that encodes nothing again.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { parse as parseHtml } from 'node-html-parser'
import { afterAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../content/load.ts'
import { sortProblems } from '../../content/problem.ts'
import { htmlFileOf, serviceUrl } from '../../renderer/urls.ts'
import { IMAGE_WIDTHS, PHOTO_FORMATS } from '../../renderer/pictures.ts'
import { copyData, positionAfter, render } from '../unit/dataCopy.ts'
import { runBuild } from '../project.ts'

const copy = copyData()
const temp = mkdtempSync(join(tmpdir(), 'images-'))
afterAll(() => {
  copy.cleanup()
  rmSync(temp, { recursive: true, force: true })
})

/** A photo-like test image: a gradient with a few shapes, `width` × `height` pixels, as JPEG or PNG. */
async function photo(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#12355b"/><stop offset="1" stop-color="#fcd34d"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#b93d0c"/></svg>`
  return sharp(Buffer.from(svg))[format]().toBuffer()
}

/** Points the repairs page's hero at `src` (below data/images/) and returns the file and the field's position. */
function useHero(src: string): { file: string; at: string } {
  const file = join(copy.dir, 'services', 'garage-door-repairs.yaml')
  writeFileSync(file, readFileSync(file, 'utf8').replace(/src: heroes\/garage-door-repairs\.svg|src: photos\/[a-z-]+\.jpg/, `src: ${src}`))
  return { file, at: positionAfter(file, '    src: ') }
}
const problemsOf = () => render(sortProblems(checkContent(copy.dir).problems.filter((p) => p.severity === 'error')), copy.dir)

describe('validation', () => {
  it('refuses a photo too small for its slot, with its size and the size it needs', async () => {
    mkdirSync(join(copy.dir, 'images', 'photos'), { recursive: true })
    writeFileSync(join(copy.dir, 'images', 'photos', 'small.jpg'), await photo(640, 480, 'jpeg'))
    const { at } = useHero('photos/small.jpg')
    expect(problemsOf()).toEqual([
      `data/services/garage-door-repairs.yaml:${at} error hero.image.src is 640 × 480 pixels, too small for a picture behind a banner, which needs a photo at least 1600 pixels wide so it stays sharp: use a larger photo`,
    ])
  })

  it('reads a photo stored sideways (EXIF orientation 6) at its upright size', async () => {
    writeFileSync(join(copy.dir, 'images', 'photos', 'turned.jpg'), await sharp(await photo(1000, 1800, 'jpeg')).withMetadata({ orientation: 6 }).jpeg().toBuffer())
    useHero('photos/turned.jpg')
    expect(problemsOf()).toEqual([])
    const image = checkContent(copy.dir).content!.images.get('photos/turned.jpg')!
    expect([image.width, image.height]).toEqual([1800, 1000])
  })

  it('refuses a portrait photo as a banner, and a picture named from the project\'s root, with the name to write', async () => {
    writeFileSync(join(copy.dir, 'images', 'photos', 'tall.jpg'), await photo(1800, 2400, 'jpeg'))
    const tall = useHero('photos/tall.jpg')
    expect(problemsOf()).toEqual([`data/services/garage-door-repairs.yaml:${tall.at} error hero.image.src is 1800 × 2400 pixels, taller than wide: a banner shows a wide strip of it and cuts off the rest; use a landscape picture`])
    const rooted = useHero('data/images/photos/turned.jpg')
    expect(problemsOf()).toEqual([`data/services/garage-door-repairs.yaml:${rooted.at} error hero.image.src names "data/images/photos/turned.jpg", a path from another folder: pictures are named from data/images/; write "photos/turned.jpg"`])
    writeFileSync(rooted.file, readFileSync(rooted.file, 'utf8').replace('src: data/images/', 'src: '))
  })

  it('refuses a photo whose name says another format than its content', async () => {
    writeFileSync(join(copy.dir, 'images', 'photos', 'misnamed.jpg'), await photo(1800, 1000, 'png'))
    const { at } = useHero('photos/misnamed.jpg')
    expect(problemsOf()).toEqual([`data/services/garage-door-repairs.yaml:${at} error hero.image.src names "photos/misnamed.jpg", whose content is PNG, not what its name ends with: rename it to end .png`])
  })
})

describe('the build', () => {
  const out = join(temp, 'dist')
  const cache = join(temp, 'cache')
  const build = () => {
    const result = runBuild(out, { DATA_DIR: copy.dir, IMAGES_CACHE_DIR: cache })
    expect(result.status, result.stderr.slice(-2000)).toBe(0)
    return result.stdout + result.stderr
  }
  const repairs = () => parseHtml(readFileSync(join(out, 'client', htmlFileOf(serviceUrl('garage-door-repairs'))), 'utf8'))

  it('makes AVIF, WebP and JPEG at every width up to the photo\'s own, and a <picture> that the hero loads first', async () => {
    // Wide and low, as a banner may be: few pixels to encode at each width (the encoding is most of this build's time).
    writeFileSync(join(copy.dir, 'images', 'photos', 'van.jpg'), await photo(1800, 600, 'jpeg'))
    useHero('photos/van.jpg')
    expect(problemsOf()).toEqual([])
    const log = build()
    const widths = [...IMAGE_WIDTHS.filter((w) => w < 1800), 1800]
    const made = readdirSync(join(out, 'client', 'assets', 'images')).filter((f) => f.startsWith('photos-van-'))
    expect(made).toHaveLength(PHOTO_FORMATS.length * widths.length)
    for (const format of PHOTO_FORMATS) for (const w of widths) expect(made.filter((f) => new RegExp(`^photos-van-[0-9a-f]{10}-${w}\\.${format}$`).test(f)), `${w}.${format}`).toHaveLength(1)
    // Each file is what its name says: the format, at that width.
    const jpeg = await sharp(join(out, 'client', 'assets', 'images', made.find((f) => f.endsWith('-800.jpg'))!)).metadata()
    expect([jpeg.format, jpeg.width, jpeg.height]).toEqual(['jpeg', 800, 267])
    const avif = await sharp(join(out, 'client', 'assets', 'images', made.find((f) => f.endsWith('-400.avif'))!)).metadata()
    expect([avif.format, avif.width]).toEqual(['heif', 400])
    expect(log).toContain(`(${made.length} encoded`)

    const hero = repairs().querySelector('.hero picture')!
    expect(hero.querySelectorAll('source').map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    for (const source of hero.querySelectorAll('source')) expect(source.getAttribute('srcset')!.split(', ')).toHaveLength(widths.length)
    const img = hero.querySelector('img')!
    expect(img.getAttribute('srcset')!.split(', ').map((s) => s.split(' ')[1])).toEqual(widths.map((w) => `${w}w`))
    expect(img.getAttribute('sizes')).toBe('100vw')
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1800', '600'])
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(img.getAttribute('loading')).toBeUndefined()
  }, 120_000)

  it('encodes nothing again on a rebuild, and a changed photo gets new files', async () => {
    expect(build()).toContain('(0 encoded')
    writeFileSync(join(copy.dir, 'images', 'photos', 'van.jpg'), await photo(1800, 450, 'jpeg'))
    const log = build()
    expect(log).toMatch(/\((1[0-9]) encoded/)
    const img = repairs().querySelector('.hero img')!
    expect(img.getAttribute('height')).toBe('450')
  }, 120_000)

  it('loads pictures below the fold lazily', () => {
    const page = parseHtml(readFileSync(join(out, 'client', htmlFileOf(serviceUrl('garage-door-installations'))), 'utf8'))
    const cards = page.querySelectorAll('.card-image')
    expect(cards.length).toBeGreaterThan(0)
    for (const img of cards) expect([img.getAttribute('loading'), img.getAttribute('fetchpriority'), img.getAttribute('alt')?.length! > 0]).toEqual(['lazy', undefined, true])
  })
})
