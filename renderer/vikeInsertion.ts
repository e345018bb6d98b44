/**
 * What Vike adds to a page our renderer wrote: after the onRenderHtml hook returns, Vike inserts
 * the page's asset tags (today one `<link rel="stylesheet">` right after `<head>`). The
 * place-page writer (renderer/placePages.ts) renders most place pages without Vike; it learns
 * Vike's insertion from one page Vike prerendered and repeats it, byte for byte.
 */

/** One insertion: `text` inserted after the first `at` characters, which every page must share (`prefix`). */
export interface Insertion {
  /** The characters before the insertion point (the document's fixed start, e.g. `<!DOCTYPE html><html lang="en"><head>`). */
  readonly prefix: string
  /** The inserted characters. */
  readonly text: string
}

/**
 * Finds how Vike's file differs from our rendering of the same page.
 *
 * @param ours the page as renderDocument returned it
 * @param vikes the same page as Vike wrote it
 * @throws Error when Vike's file is not ours with one insertion (Vike changed what it injects,
 *   or where): the writer cannot reproduce it and the build must stop.
 */
export function findInsertion(ours: string, vikes: string): Insertion {
  let at = 0
  while (at < ours.length && ours.charCodeAt(at) === vikes.charCodeAt(at)) at++
  const added = vikes.length - ours.length
  if (added < 0 || vikes.slice(at + added) !== ours.slice(at)) {
    throw new Error(`Vike's prerendered page differs from the renderer's output by more than one insertion (first difference at character ${at}); the place-page writer cannot reproduce it.`)
  }
  return { prefix: ours.slice(0, at), text: vikes.slice(at, at + added) }
}

/**
 * Applies an insertion to another page.
 *
 * @throws Error when the page does not start with the insertion's prefix.
 */
export function applyInsertion(html: string, { prefix, text }: Insertion): string {
  if (!html.startsWith(prefix)) throw new Error(`A page does not start like the page Vike prerendered (${JSON.stringify(prefix)}); the place-page writer cannot insert Vike's tags.`)
  return prefix + text + html.slice(prefix.length)
}
