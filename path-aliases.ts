import { fileURLToPath } from "node:url";

/**
 * The three layers by name, so an import says which layer it reaches into: `~/` is the
 * React app (`app/`), `~server/` the server, `~core/` the code both share. Within a layer,
 * imports stay relative. The same map is in tsconfig.json's `paths` (for tsc and tsx);
 * tests/unit/layering.test.ts checks that both agree and that the arrows run one way.
 */
export const pathAliases = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "~server": fileURLToPath(new URL("./server", import.meta.url)),
  "~core": fileURLToPath(new URL("./core", import.meta.url)),
};
