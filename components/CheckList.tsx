import { Icon } from './Icon.tsx'

/** A list of short lines, each with a check mark. */
export function CheckList({ points, className = 'checklist' }: { points: readonly string[]; className?: string }) {
  return <ul className={className}>{points.map((p) => <li key={p}><Icon name="check" />{p}</li>)}</ul>
}
