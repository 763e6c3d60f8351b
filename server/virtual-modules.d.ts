// React Router's server build, as Vite's plugin provides it to a custom server entry.
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";

  const build: ServerBuild;
  export = build;
}
