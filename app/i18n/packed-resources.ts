import type { Resource } from "i18next";

/**
 * Catalogues as one JSON text inside a loader's data. React Router encodes loader data
 * value by value (turbo-stream), and a page's catalogues are about a thousand strings and
 * objects: encoding them on every render cost the server more than any loader, and decoding
 * them cost the browser before it could hydrate. One text is encoded as one value, and read
 * with one JSON.parse. The server packs each choice of bundles once (catalogues.server.ts).
 */
export type PackedResources = string & { readonly packedResources: true };

/** Text → catalogues: the server's own objects (shared by every request), or parsed once. */
const known = new Map<string, Resource>();
/** The browser keeps the few it met on a visit; the server only ever has a fixed set. */
const MAX_PARSED = 64;

/** Remembers what a packed text stands for (the server's catalogue objects, unparsed). */
export function rememberPacked(packed: PackedResources, resources: Resource): void {
  known.set(packed, resources);
}

export function unpackResources(packed: PackedResources): Resource;
export function unpackResources(packed: PackedResources | undefined): Resource | undefined;
export function unpackResources(packed: PackedResources | undefined): Resource | undefined {
  if (packed === undefined) return undefined;
  let resources = known.get(packed);
  if (!resources) {
    resources = JSON.parse(packed) as Resource;
    if (known.size >= MAX_PARSED) known.clear();
    known.set(packed, resources);
  }
  return resources;
}
