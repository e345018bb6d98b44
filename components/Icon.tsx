import type { Item } from '../content/types.generated.ts'
// The icons' sprite, a <symbol> per name: one file (hashed in the build), cached across pages.
import sprite from './icons.svg?no-inline'

/** The names of the built-in icons (the schema's `icon` enum), each a <symbol> of icons.svg. */
export type IconName = NonNullable<Item['icon']>

/** A decorative line icon drawn for this site (hidden from assistive technology), 24×24 units, sized by CSS. */
export function Icon({ name, className = 'icon' }: { name: IconName; className?: string }) {
  return <svg className={className} aria-hidden="true" focusable="false"><use href={`${sprite}#${name}`} /></svg>
}
