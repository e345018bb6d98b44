/** A row of figures, each with its label. */
export function Stats({ items }: { items: readonly { value: string; label: string }[] }) {
  return <dl className="stats">{items.map((s) => <div key={s.label} className="stat"><dt>{s.label}</dt><dd>{s.value}</dd></div>)}</dl>
}
