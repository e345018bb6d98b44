/** The record kinds as the browser editor needs them, from the registry of record kinds (content/kinds.ts). */
import { collectionKeys, collectionKinds, singletonKeys, singletonKinds, type SchemaId } from '../content/kinds.ts'

/** A record kind: a singleton's `file` (`pages/home.yaml`) or a collection's `folder` (`places`) below data/, and its schema. */
export interface AdminKind {
  readonly key: string
  readonly schema: SchemaId
  readonly file?: string
  readonly folder?: string
}

/** Every record kind, singletons first, in the registry's order. */
export function adminKinds(): AdminKind[] {
  return [
    ...singletonKeys.map((key) => ({ key, schema: singletonKinds[key].schema, file: singletonKinds[key].file })),
    ...collectionKeys.map((key) => ({ key, schema: collectionKinds[key].schema, folder: collectionKinds[key].folder })),
  ]
}
