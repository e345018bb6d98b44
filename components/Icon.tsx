import type { Item } from '../content/types.generated.ts'

/** The names of the built-in icons (the schema's `icon` enum). */
export type IconName = NonNullable<Item['icon']>

const paths: Record<IconName, string> = {
  wrench: 'M14.7 6.3a4 4 0 0 0-5.4 5.2L3.5 17.3a1.8 1.8 0 0 0 2.5 2.5l5.8-5.8a4 4 0 0 0 5.2-5.4l-2.5 2.5-2.2-.3-.3-2.2z',
  door: 'M3 21V9l9-6 9 6v12M6 21v-9h12v9M6 15h12M6 18h12',
  opener: 'M4 5h16v6H4zM8 11v3M16 11v3M12 14v7M9 8h.01M12 8h3',
  remote: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM12 6.5h.01M9.5 11h5M9.5 15h5',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  star: 'M12 3l2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 17l-5.4 2.8 1.1-6.1-4.5-4.3 6.1-.8z',
  tag: 'M3 12V3h9l9 9-9 9zM7.5 7.5h.01',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  map: 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM12 7.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  check: 'M4 12.5l5 5L20 6.5',
  heart: 'M12 20s-8-4.7-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.3 12 20 12 20z',
  home: 'M3 11l9-8 9 8M5 9.5V21h14V9.5M10 21v-6h4v6',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M22 21a7 7 0 0 0-4-6.3',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  tools: 'M3 21l7-7M14.5 3.5l6 6-3 3-6-6zM6 3l4 4-3 3-4-4z',
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4M12 15v2',
  message: 'M4 4h16v12H9l-5 4zM8 9h8M8 12h5',
}

/** A decorative line icon drawn for this site (hidden from assistive technology), 24×24 units, sized by CSS. */
export function Icon({ name, className = 'icon' }: { name: IconName; className?: string }) {
  return <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d={paths[name]} /></svg>
}
