import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Route middleware: the admin layout's session check runs for every admin request,
  // including `.data` requests that name a single child route.
  future: { v8_middleware: true },
} satisfies Config;
