/**
 * The record kinds as the browser editor needs them, through this one adapter: today from
 * content/kinds.ts (`singletonFiles`, `collectionDirs`); when that becomes the registry of
 * record kinds, only this function changes.
 */
import { collectionDirs, singletonFiles } from '../content/kinds.ts'
import type { SchemaId } from '../content/schemas.ts'

/** A record kind: a singleton's `file` or a collection's `folder` (below data/), and its schema. */
export interface AdminKind {
  readonly key: string
  readonly schema: SchemaId
  /** A singleton's path below data/, e.g. `pages/home.yaml`. */
  readonly file?: string
  /** A collection's folder below data/, one file per record named by its slug, e.g. `places`. */
  readonly folder?: string
}

/** Every record kind, singletons first, in the order of content/kinds.ts. */
export function adminKinds(): AdminKind[] {
  return [
    ...Object.entries(singletonFiles).map(([key, { file, schema }]) => ({ key, schema, file })),
    ...Object.entries(collectionDirs).map(([key, { dir, schema }]) => ({ key, schema, folder: dir })),
  ]
}
