/**
 * The production server: the input of React Router's server build (vite.config.ts), so the
 * Hono app, the services and the route modules are bundled once into
 * build/server/index.js, which `npm run serve` runs with plain `node`.
 */
import * as build from "virtual:react-router/server-build";
import { projectPath } from "./paths";
import { run } from "./run";

run({
  getBuild: async () => build,
  clientDir: projectPath("build", "client"),
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
