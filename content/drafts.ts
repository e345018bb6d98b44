import type { CheckedRecord } from './facts.ts'
import { fileSource, problemAt } from './source.ts'
import type { Problem } from './problem.ts'
import { collectionKeys, type CollectionKey } from './kinds.ts'

/** A record that is a draft, and why. */
export interface Draft {
  readonly collection: CollectionKey
  readonly id: string
  readonly file: string
  readonly problem: Problem
}

/** The drafts among the schema-valid records (`draft: true`, TODO text, or a place in a draft region), each with its `launch` warning. */
export function findDrafts(records: Record<CollectionKey, readonly CheckedRecord[]>): Draft[] {
  const drafts: Draft[] = []
  const at = (file: string, path: string[], message: string): Problem => ({ ...problemAt(fileSource(file), path, message, 'warning'), launch: true })
  const leftOut = 'npm run dev shows it, but the production build leaves it out (no page, link or sitemap entry)'
  for (const collection of collectionKeys)
    for (const { id, file, facts } of records[collection])
      if (facts.draft === 'field') drafts.push({ collection, id, file, problem: at(file, ['draft'], `is true, so this is a draft: ${leftOut} until you delete this line`) })
      else if (facts.draft === 'todo') drafts.push({ collection, id, file, problem: at(file, [], `is a draft while it has TODO text: ${leftOut} until the TODO text is replaced`) })
  const draftRegions = new Map(drafts.filter((d) => d.collection === 'regions').map((d) => [d.id, d.file]))
  for (const { id, file, facts } of records.places) {
    const region = draftRegions.get(facts.region ?? '')
    if (region && !facts.draft) drafts.push({ collection: 'places', id, file, problem: at(file, ['region'], `is ${JSON.stringify(facts.region)}, a draft region (${region}): the production build leaves this place out with it`) })
  }
  return drafts
}
