/**
 * `npm run dev`: the same server as production, with its modules and the pages loaded
 * through Vite's module graph (one copy of each, reloaded on change) and Vite's
 * middleware in front for the browser's modules and hot reload.
 */
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import type { RunOptions } from "./run";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { run } = (await vite.ssrLoadModule("/server/run.ts")) as {
  run: (options: RunOptions) => Promise<void>;
};
await run({
  getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  devMiddleware: (req, res, next) => vite.middlewares(req, res, next),
  onShutdown: () => vite.close(),
});
