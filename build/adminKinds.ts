import { collectionKeys, collectionKinds, singletonKeys, singletonKinds, type SchemaId } from '../content/kinds.ts'

/** A record kind as the browser editor needs it: a singleton's `file` or a collection's `folder` below data/, and its schema. */
export type AdminKind = { readonly key: string; readonly schema: SchemaId; readonly file?: string; readonly folder?: string }

/** Every record kind of the registry (content/kinds.ts), singletons first, in its order. */
export function adminKinds(): AdminKind[] {
  return [
    ...singletonKeys.map((key) => ({ key, schema: singletonKinds[key].schema, file: singletonKinds[key].file })),
    ...collectionKeys.map((key) => ({ key, schema: collectionKinds[key].schema, folder: collectionKinds[key].folder })),
  ]
}
