/**
 * Generated demo illustrations for Pwani Bay Resort & Hotel. Every art key
 * maps to a deterministic SVG scene; the seed step renders them with sharp.
 */
import type { Art } from "./core";
import { SCENES } from "./registry";

export type { Art } from "./core";

export const ART_KEYS: readonly string[] = Object.freeze(Object.keys(SCENES));

export function renderArt(key: string): Art {
  const make = SCENES[key];
  if (!make) throw new Error(`Unknown art key: ${key}`);
  return make(key);
}
