import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { pathAliases } from "./path-aliases.ts";

const serverDir = fileURLToPath(new URL("./server/", import.meta.url));

/**
 * The browser bundle must never contain server code (database, secrets, providers).
 * Route modules may import server/ in loaders and actions, which React Router strips
 * from the client build; anything that still reaches server/ fails the build.
 */
function serverOnlyGuard(): Plugin {
  return {
    name: "server-only-guard",
    applyToEnvironment: (environment) => environment.name === "client",
    load(id) {
      if (id.startsWith(serverDir)) {
        this.error(`Server-only module imported into the browser bundle: ${id}`);
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), serverOnlyGuard()],
  build: {
    // Fonts stay files: the CSP allows fonts from this origin only, not data: URLs.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
    // The server build starts from the Hono app (server/entry.ts) rather than React
    // Router's bare request handler: services and pages share one bundle and one copy of
    // every module.
    rolldownOptions: isSsrBuild
      ? { input: "./server/entry.ts" }
      : {
          output: {
            // A phone on a slow network pays a round trip per file: the framework and the
            // small shared modules travel in a few files instead of dozens. Radix stays out,
            // since menus and toasts load when the page is idle.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|i18next|react-i18next|i18next-http-backend|turbo-stream|cookie|set-cookie-parser|lucide-react)[\\/]/,
                },
                {
                  // The site's shell and UI primitives, which every public page uses: one file
                  // instead of about twenty small ones (a round trip each on a phone). What
                  // opens only on a click stays in its own lazy chunk: the menus' popups and
                  // the toasts.
                  name: "site",
                  test: /[\\/]app[\\/](components[\\/](ui|shell)|hooks)[\\/](?!.*(-popup|toaster-radix))/,
                  minShareCount: 1,
                },
                {
                  name: "shared",
                  // The project's own core/ only (node_modules/zod/v4/core is not "core"), and
                  // not core/schemas (they bring zod, which only the pages with forms load)
                  // nor core/phone.ts (the phone library, which only admin forms load).
                  test: /^(?!.*(node_modules|[\\/]core[\\/]schemas[\\/]|[\\/]core[\\/]phone\.ts)).*[\\/](core|app[\\/](i18n|seo|nonce))[\\/.]/,
                  minShareCount: 1,
                },
              ],
            },
          },
        },
  },
  optimizeDeps: {
    // Known up front, so the dev server never discovers a dependency after the first page
    // load and reloads it with a second copy of React: modules that load lazily (menus,
    // toasts) and those the route modules' loaders import (stripped from the browser later).
    include: [
      "drizzle-orm",
      "drizzle-orm/pg-core",
      "zod",
      "@radix-ui/react-dialog",
      "@radix-ui/react-dropdown-menu",
      "@radix-ui/react-toast",
      "i18next",
      "i18next-http-backend",
      "react-i18next",
      "lucide-react",
      // What the route modules' loaders and middleware reach through server/ (the session,
      // the phone library, the dates): found only when a route module is first transformed
      // for the browser, on a fresh cache, which reloaded the page mid-load (504 "Outdated
      // Optimize Dep" in tests/e2e/dev-server.test.ts).
      "@date-fns/tz",
      "argon2",
      "date-fns",
      "hono/utils/cookie",
      "libphonenumber-js/min",
      "p-limit",
      "pg",
    ],
  },
  resolve: { alias: pathAliases },
}));
