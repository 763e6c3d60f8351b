import { readFileSync } from "node:fs";
import path from "node:path";
import type { Resource } from "i18next";
import type { Lang } from "~core/i18n/languages";
import { projectPath } from "~server/paths";
import { NAMESPACES } from "./i18n";
import { type PackedResources, rememberPacked } from "./packed-resources";

const LOCALES_DIR = projectPath("public", "locales");
const cache = new Map<string, Record<string, unknown>>();

function readNamespace(lang: Lang, ns: string): Record<string, unknown> {
  const key = `${lang}/${ns}`;
  let value = cache.get(key);
  if (!value) {
    value = JSON.parse(readFileSync(path.join(LOCALES_DIR, lang, `${ns}.json`), "utf8")) as Record<
      string,
      unknown
    >;
    cache.set(key, value);
  }
  return value;
}

/**
 * The catalogues of one language (every namespace unless named). English, the fallback
 * language, is not added: every catalogue has every key and the plural forms of its
 * language (tests/unit/catalogues.test.ts), so a page in another language would only carry
 * a second copy of its texts in its hydration data that nothing reads.
 */
export function loadResources(lang: Lang, namespaces: readonly string[] = NAMESPACES): Resource {
  return { [lang]: Object.fromEntries(namespaces.map((ns) => [ns, readNamespace(lang, ns)])) };
}

/** An id per catalogue object: bundles are cached and shared, so the id names the content. */
const bundleIds = new WeakMap<object, number>();
let nextBundleId = 1;
const packedByBundles = new Map<string, PackedResources>();
const MAX_PACKED = 1_000;

/**
 * Catalogues for a loader to return (packed-resources.ts): the JSON text is made once per
 * choice of bundles (their objects never change while the process runs) and remembered,
 * so the server's own render reads the same objects without parsing.
 */
export function packResources(resources: Resource): PackedResources {
  let key = "";
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, bundle] of Object.entries(namespaces)) {
      const object = bundle as object;
      let id = bundleIds.get(object);
      if (id === undefined) {
        id = nextBundleId++;
        bundleIds.set(object, id);
      }
      key += `${lng}/${ns}#${id} `;
    }
  }
  let packed = packedByBundles.get(key);
  if (!packed) {
    // A fixed set in a running server (a few per page and language); a caller that made a
    // new object per request would only cost a JSON.stringify each time, never memory.
    if (packedByBundles.size >= MAX_PACKED) packedByBundles.clear();
    packed = JSON.stringify(resources) as PackedResources;
    packedByBundles.set(key, packed);
    rememberPacked(packed, resources);
  }
  return packed;
}
