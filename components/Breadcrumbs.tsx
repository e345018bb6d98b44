/** One step of a breadcrumb trail: its name and path. */
export type Crumb = { readonly name: string; readonly path: string }

/** The visible breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ trail, label }: { trail: readonly Crumb[]; label: string }) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol className="container">
        {trail.map((c, i) => (
          <li key={c.path}>{i === trail.length - 1 ? <span aria-current="page">{c.name}</span> : <a href={c.path}>{c.name}</a>}</li>
        ))}
      </ol>
    </nav>
  )
}
