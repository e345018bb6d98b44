/** A picture as the page shows it (renderer/pictures.ts): its files, size and alt text. */
export interface PictureData {
  /** The <img> file: the SVG itself, or the JPEG fallback of a photo. */
  readonly src: string
  /** The <img> files by width ("a-400.jpg 400w, a-800.jpg 800w"), for a photo. */
  readonly srcset?: string
  /** How wide the picture is shown (the `sizes` attribute), for a photo. */
  readonly sizes?: string
  /** The better formats first (AVIF, WebP), for browsers that read them. */
  readonly sources: readonly { readonly type: string; readonly srcset: string }[]
  /** Its size in pixels, so the page keeps its place before it loads. */
  readonly width: number
  readonly height: number
  readonly alt: string
}

/**
 * A <picture> (or a lone <img> for SVG). `priority` 'high' is for the page's main picture
 * (the hero): fetched first and never lazily; 'lazy' for pictures below the fold.
 */
export function Picture({ picture, priority, className }: { picture: PictureData; priority: 'high' | 'lazy'; className?: string }) {
  const img = (
    <img
      className={className}
      src={picture.src}
      srcSet={picture.srcset}
      sizes={picture.sizes}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      decoding="async"
      {...(priority === 'high' ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  )
  if (picture.sources.length === 0) return img
  return (
    <picture>
      {picture.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={picture.sizes} />
      ))}
      {img}
    </picture>
  )
}
