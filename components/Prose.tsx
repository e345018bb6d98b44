/** Paragraphs of plain text, one <p> each, in a block with the `prose` class (or the classes given). */
export function Prose({ paragraphs, className = 'prose' }: { paragraphs: readonly string[]; className?: string }) {
  return <div className={className}>{paragraphs.map((p) => <p key={p}>{p}</p>)}</div>
}
