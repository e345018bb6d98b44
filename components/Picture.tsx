/** A picture as the page shows it: the <img> file (an SVG, or a photo's JPEG fallback); for a photo, the <img> files by width (srcset), how
 *  wide it is shown (sizes) and the better formats' sources (AVIF, WebP); its size in pixels, so the page keeps its place; alt text. */
export interface PictureData {
  readonly src: string
  readonly srcset?: string
  readonly sizes?: string
  readonly sources: readonly { readonly type: string; readonly srcset: string }[]
  readonly width: number
  readonly height: number
  readonly alt: string
}

/** A <picture> (or a lone <img> for SVG). `priority` 'high': the page's main picture, fetched first; 'lazy': below the fold. */
export function Picture({ picture: p, priority, className }: { picture: PictureData; priority: 'high' | 'lazy'; className?: string }) {
  const load = priority === 'high' ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const }
  const img = (
    <img className={className} src={p.src} srcSet={p.srcset} sizes={p.sizes} width={p.width} height={p.height} alt={p.alt}
      decoding="async" {...load} />
  )
  if (p.sources.length === 0) return img
  return (
    <picture>
      {p.sources.map((s) => <source key={s.type} type={s.type} srcSet={s.srcset} sizes={p.sizes} />)}
      {img}
    </picture>
  )
}
