import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import type { PageHandler } from "~server/app";
import { createPageHandler } from "~server/pages";

/**
 * React Router's page handler over the app's source, compiled by Vite as `npm run dev`
 * does (no `build/` needed), in production mode: errors reach the pages sanitised, as
 * guests see them. Give it to `createTestApp` to render real pages with `app.request`.
 */
export async function createTestPages(): Promise<{
  pageHandler: PageHandler;
  close: () => Promise<void>;
}> {
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return {
    pageHandler: createPageHandler(async () => build, "production", "http://localhost:3000"),
    close: () => vite.close(),
  };
}
