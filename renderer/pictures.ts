// The pictures as pages show them: the files the build makes of each (build/images.ts writes exactly imageVariants), and their <picture>.
import type { Content } from '../content/content.ts'
import type { ImageInfo, ImageSlot } from '../content/images.ts'
import type { PictureData } from '../components/Picture.tsx'
import { pathOf } from './view.ts'

/** Where the pictures are served: below /assets/, so they are cached as immutable (their names carry their digest). */
export const IMAGES_URL = '/assets/images'

/** The widths a photo is made at, in pixels (each at most the photo's own width). */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600, 2000] as const

/** The formats a photo is made in, best first; the last is the <img> fallback every browser reads. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const
export type PhotoFormat = (typeof PHOTO_FORMATS)[number]

/** How wide each slot is shown (the `sizes` attribute). */
const SIZES: Record<ImageSlot, string> = {
  hero: '100vw',
  // Cards: one column on phones, two from 40rem, three or four from 48rem (max 72rem wide).
  card: '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 100vw',
}

/** One file the build makes of a picture: its URL, size and format. */
export type ImageVariant = { readonly url: string; readonly width: number; readonly height: number; readonly format: PhotoFormat | 'svg' }

/** The files of a picture below IMAGES_URL ("doors-carriage-house-1a2b3c4d-800.webp"): an SVG as it is, a photo in each format and width. */
export function imageVariants(image: ImageInfo): ImageVariant[] {
  const stem = `${IMAGES_URL}/${image.src.replace(/\.[a-z]+$/, '').replace(/\//g, '-')}-${image.hash.slice(0, 10)}`
  if (image.format === 'svg') return [{ url: `${stem}.svg`, width: image.width, height: image.height, format: 'svg' }]
  const widths = new Set([...IMAGE_WIDTHS.filter((w) => w < image.width), Math.min(image.width, Math.max(...IMAGE_WIDTHS))])
  return PHOTO_FORMATS.flatMap((format) => [...widths].map((width) => ({ url: `${stem}-${width}.${format}`, width, height: Math.round((width * image.height) / image.width), format })))
}

/** The <picture> of a record's image in a slot. Throws for a picture the content did not check (it reads every one a published record names). */
export function pictureOf(content: Content, image: { readonly src: string; readonly alt: string }, slot: ImageSlot): PictureData {
  const info = content.images.get(image.src)
  if (!info) throw new Error(`The picture ${image.src} was not checked with the content`)
  const variants = imageVariants(info)
  const largest = variants[variants.length - 1]!
  if (info.format === 'svg') return { src: largest.url, width: info.width, height: info.height, alt: image.alt, sources: [] }
  const srcset = (format: PhotoFormat) => variants.filter((v) => v.format === format).map((v) => `${v.url} ${v.width}w`).join(', ')
  return {
    src: (variants.find((v) => v.format === 'jpg' && v.width >= 800) ?? largest).url,
    srcset: srcset('jpg'),
    sizes: SIZES[slot],
    sources: PHOTO_FORMATS.slice(0, -1).map((format) => ({ type: `image/${format}`, srcset: srcset(format) })),
    width: largest.width,
    height: largest.height,
    alt: image.alt,
  }
}

/** Cards of record items: each item's `image` (if any) as its picture, its `href` (if any) in the content's language. */
export function cardsOf<T extends { readonly image?: { readonly src: string; readonly alt: string }; readonly href?: string }>(content: Content, items: readonly T[]): (T & { picture?: PictureData })[] {
  return items.map((item) => ({ ...item, ...(item.href && { href: pathOf(content, item.href) }), ...(item.image && { picture: pictureOf(content, item.image, 'card') }) }))
}
