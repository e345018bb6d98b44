import type { LinkAction } from './Actions.tsx'

/** Links shown as a row of chips that wraps (a region's places, a place's neighbours). */
export function Chips({ links }: { links: readonly LinkAction[] }) {
  return <ul className="chips">{links.map((p) => <li key={p.href}><a className="chip" href={p.href}>{p.label}</a></li>)}</ul>
}
