/** The scripture quote, as a block quotation with its reference. */
export function Scripture({ text, reference }: { text: string; reference: string }) {
  return <figure className="scripture"><blockquote><p>{text}</p></blockquote><figcaption>{reference}</figcaption></figure>
}
