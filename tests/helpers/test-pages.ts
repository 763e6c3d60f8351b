import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import type * as EntryServer from "~/entry.server";
import type { DocumentOptions } from "~/entry.server";
import type { PageHandler } from "~server/app";
import { createPageHandler } from "~server/pages";

type EntryModule = typeof EntryServer;

/**
 * React Router's page handler over the app's source, compiled by Vite as `npm run dev`
 * does (no `build/` needed), in production mode: errors reach the pages sanitised, as
 * guests see them. Give it to `createTestApp` to render real pages with `app.request`.
 * `wholeRouteTree` renders over every route, as React Router alone does (app/entry.server.tsx).
 */
export async function createTestPages(options: DocumentOptions = {}): Promise<{
  pageHandler: PageHandler;
  close: () => Promise<void>;
}> {
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
  });
  let build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  if (options.wholeRouteTree) {
    const entry = (await vite.ssrLoadModule("/app/entry.server.tsx")) as EntryModule;
    build = {
      ...build,
      entry: { module: { ...build.entry.module, default: entry.createDocumentHandler(options) } },
    };
  }
  return {
    pageHandler: createPageHandler(async () => build, "production", "http://localhost:3000"),
    close: () => vite.close(),
  };
}
