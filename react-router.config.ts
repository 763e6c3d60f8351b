import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Route middleware: the admin layout's session check runs for every admin request,
  // including `.data` requests that name a single child route.
  future: { v8_middleware: true },
  // Every route is in the manifest the browser loads once (an immutable asset, ~5 KB
  // gzipped), not discovered link by link through /__manifest: no partial manifest
  // matched and written into every page, no manifest requests while a guest browses.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
