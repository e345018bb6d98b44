/** The site's picture files: SVG as it is, photos encoded by sharp and cached by digest, width, format and settings, so rebuilds skip them. */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import sharp, { type Sharp } from 'sharp'
import type { Content } from '../content/content.ts'
import type { ImageInfo } from '../content/images.ts'
import { getContent } from '../content/load.ts'
import { displayPath } from '../content/problem.ts'
import { imageVariants, IMAGES_URL, type ImageVariant, type PhotoFormat } from '../renderer/pictures.ts'

/** The encoders' settings: quality for photos seen on screens (sharp's options). */
const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 76 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
}

const IMAGE_TYPES: Record<ImageVariant['format'], string> = { svg: 'image/svg+xml', avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }

/** The folder of encoded photos (safe to delete), one per encoder setting: below `IMAGES_CACHE_DIR` or node_modules/.cache. */
function encodedDir(): string {
  const settings = createHash('sha1').update(`${sharp.versions.sharp} ${sharp.versions.vips} ${Object.values(ENCODERS).map(String).join()}`).digest('hex')
  return join(process.env.IMAGES_CACHE_DIR ?? join(process.cwd(), 'node_modules', '.cache', 'site-images'), settings.slice(0, 12))
}

/** The bytes of one file of a picture: the SVG itself, or a photo encoded (from the cache when it was before). */
async function variantBytes(image: ImageInfo, variant: ImageVariant, counts?: { encoded: number }): Promise<Buffer> {
  if (variant.format === 'svg') return readFileSync(image.file)
  const cached = join(encodedDir(), variant.url.slice(IMAGES_URL.length + 1))
  if (existsSync(cached)) return readFileSync(cached)
  const bytes = await ENCODERS[variant.format](sharp(image.file).rotate().resize({ width: variant.width, withoutEnlargement: true }))
    .toBuffer()
    .catch((error: Error) => {
      throw new Error(`${displayPath(image.file)} could not be converted (${error.message.trim()}): the file may be damaged; save it again from the original`)
    })
  mkdirSync(encodedDir(), { recursive: true })
  const temp = `${cached}.${process.pid}.tmp`
  writeFileSync(temp, bytes)
  renameSync(temp, cached)
  if (counts) counts.encoded++
  return bytes
}

/** Writes every file of every picture into the site folder `clientDir`; returns how many, and how many photos were encoded now. */
export async function writeImages(content: Content, clientDir: string): Promise<{ files: number; encoded: number }> {
  const counts = { files: 0, encoded: 0 }
  const out = join(clientDir, ...IMAGES_URL.split('/').filter(Boolean))
  mkdirSync(out, { recursive: true })
  for (const image of content.images.values())
    await Promise.all(
      imageVariants(image).map(async (variant) => {
        writeFileSync(join(out, variant.url.slice(IMAGES_URL.length + 1)), await variantBytes(image, variant, counts))
        counts.files++
      }),
    )
  return counts
}

/** A Vite plugin for `npm run dev`: serves the picture files at IMAGES_URL, making each on request. */
export function imagesPlugin(): Plugin {
  return {
    name: 'site:images',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(IMAGES_URL, (req, res, next) => {
        const url = `${IMAGES_URL}${(req.url ?? '').split('?')[0]}`
        let found: [ImageInfo, ImageVariant] | undefined
        try {
          for (const image of getContent().images.values()) for (const v of imageVariants(image)) if (v.url === url) found = [image, v]
        } catch {} // Invalid content: the pages show its problems.
        if (!found) return next()
        variantBytes(...found).then(
          (bytes) => res.writeHead(200, { 'Content-Type': IMAGE_TYPES[found[1].format], 'Cache-Control': 'no-cache' }).end(bytes),
          (error: Error) => next(error),
        )
      })
    },
  }
}
