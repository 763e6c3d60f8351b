import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import type { PageHandler } from "~server/app";
import { createPageHandler } from "~server/pages";
import type * as ReadCache from "~server/services/platform/read-cache";

/**
 * React Router's page handler over the app's source, compiled by Vite as `npm run dev`
 * does (no `build/` needed), in production mode: errors reach the pages sanitised, as
 * guests see them. Give it to `createTestApp` to render real pages with `app.request`.
 */
export async function createTestPages(): Promise<{
  pageHandler: PageHandler;
  /**
   * Drops the pages' read cache of a database. The pages run in Vite's module graph, with
   * their own copy of server/services/platform/read-cache.ts: a change made through the
   * API clears only the API's copy (in the built server both are one module).
   */
  dropReadCache: (db: object) => Promise<void>;
  close: () => Promise<void>;
  invalidateReadCache: (db: object) => Promise<void>;
}> {
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return {
    pageHandler: createPageHandler(async () => build, "production", "http://localhost:3000"),
    async dropReadCache(db) {
      const readCache = (await vite.ssrLoadModule(
        "/server/services/platform/read-cache.ts",
      )) as typeof ReadCache;
      readCache.invalidateReadCache(db);
    },
    close: () => vite.close(),
    /**
     * Forgets the pages' cached reads of a database: Vite loads the server's modules a
     * second time for the pages, so `invalidateReadCache` in a test reaches only the API's.
     */
    async invalidateReadCache(db: object) {
      const cache = (await vite.ssrLoadModule("/server/services/platform/read-cache.ts")) as {
        invalidateReadCache(db: object): void;
      };
      cache.invalidateReadCache(db);
    },
  };
}
