/** The record kinds as the browser editor needs them, from the registry of record kinds (content/kinds.ts). */
import { collectionKeys, collectionKinds, singletonKeys, singletonKinds, type SchemaId } from '../content/kinds.ts'

/** A record kind: a singleton's `file` or a collection's `folder` (below data/), and its schema. */
export interface AdminKind {
  readonly key: string
  readonly schema: SchemaId
  /** A singleton's path below data/, e.g. `pages/home.yaml`. */
  readonly file?: string
  /** A collection's folder below data/, one file per record named by its slug, e.g. `places`. */
  readonly folder?: string
}

/** Every record kind, singletons first, in the registry's order. */
export function adminKinds(): AdminKind[] {
  return [
    ...singletonKeys.map((key) => ({ key, schema: singletonKinds[key].schema, file: singletonKinds[key].file })),
    ...collectionKeys.map((key) => ({ key, schema: collectionKinds[key].schema, folder: collectionKinds[key].folder })),
  ]
}
