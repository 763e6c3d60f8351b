import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { pathAliases } from "../../path-aliases";

/**
 * The layers and their arrows: scripts, tests and demo may use anything; app → server → core;
 * core imports only packages. Browser code in app/ never imports the server (not even a type:
 * shared types live in core/); only route modules, `*.server.ts(x)` and the server entry do,
 * for their loaders and actions, which React Router keeps out of the browser bundle. The
 * domain folders of server/services depend on each other one way only.
 */
const root = process.cwd();
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SPEC = /(?:\bfrom|\bimport|\bvi\.(?:mock|doMock|importActual))\s*\(?\s*["']([^"'\n]+)["']/g;

function walk(dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return walk(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", "/index.ts", "/index.tsx"];

/** The repository file an import names, or null for a package. */
function resolveImport(from: string, spec: string): string | null {
  const bare = spec.split("?")[0] as string;
  let path: string;
  if (bare.startsWith("~/")) path = `app/${bare.slice(2)}`;
  else if (bare.startsWith("~server/")) path = `server/${bare.slice(8)}`;
  else if (bare.startsWith("~core/")) path = `core/${bare.slice(6)}`;
  else if (bare.startsWith(".")) path = normalize(join(dirname(from), bare));
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = `${path}${extension}`;
    if (existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile()) {
      return candidate;
    }
  }
  return path;
}

function importsOf(file: string): { spec: string; target: string | null }[] {
  const text = readFileSync(join(root, file), "utf8");
  return [...text.matchAll(SPEC)].map((match) => ({
    spec: match[1] as string,
    target: resolveImport(file, match[1] as string),
  }));
}

const LAYERS = ["app", "server", "core"];
const layerOf = (path: string) => path.split("/")[0] as string;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Files of app/ that run on the server only and may therefore reach server/. */
function serverSideAppFile(file: string): boolean {
  return (
    file.startsWith("app/routes/") ||
    file === "app/root.tsx" ||
    file === "app/entry.server.tsx" ||
    // The type of the load context the loaders receive.
    file === "app/load-context.ts" ||
    /\.server\.tsx?$/.test(file) ||
    isTest(file)
  );
}

/** The one browser file that names the server: the admin API's type, for hono/client. */
const TYPED_CLIENT = "app/admin/typed-api.ts → ~server/api/admin";

describe("layering", () => {
  it("defines the same aliases for tsc (tsconfig paths) as for Vite and Vitest", () => {
    const tsconfig = JSON.parse(readFileSync(join(root, "tsconfig.json"), "utf8")) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    const fromTsconfig = Object.fromEntries(
      Object.entries(tsconfig.compilerOptions.paths).map(([key, [target]]) => [
        key.replace(/\/\*$/, ""),
        normalize(join(root, (target as string).replace(/\/\*$/, ""))),
      ]),
    );
    expect(fromTsconfig).toEqual(
      Object.fromEntries(Object.entries(pathAliases).map(([k, v]) => [k, normalize(v)])),
    );
  });

  it("keeps core free of app, server and everything else of the repository", () => {
    const offending = walk("core").flatMap((file) =>
      importsOf(file)
        .filter(({ target }) => target !== null && layerOf(target) !== "core")
        .map(({ spec }) => `${file} → ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it("keeps server free of app (pages reach it through the build, not imports)", () => {
    const offending = walk("server")
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        importsOf(file)
          .filter(({ target }) => target !== null && !["server", "core"].includes(layerOf(target)))
          .map(({ spec }) => `${file} → ${spec}`),
      );
    expect(offending).toEqual([]);
  });

  it("keeps browser code in app/ from importing the server, even for a type", () => {
    const offending = walk("app")
      .filter((file) => !serverSideAppFile(file))
      .flatMap((file) =>
        importsOf(file)
          .filter(({ target }) => target !== null && layerOf(target) === "server")
          .map(({ spec }) => `${file} → ${spec}`),
      )
      .filter((line) => line !== TYPED_CLIENT);
    expect(offending).toEqual([]);
  });

  it("lets only the typed admin client name the admin API, and only its type", () => {
    // hono/client builds the screens' client from the routes' type; nothing else crosses.
    const source = readFileSync(join(root, "app/admin/typed-api.ts"), "utf8");
    const lines = source.split("\n").filter((line) => line.includes('"~server/'));
    expect(lines).toEqual(['import type { AdminApi } from "~server/api/admin";']);
  });

  it("names another layer by its alias, never by a relative path", () => {
    const offending = ["app", "server", "core"].flatMap((layer) =>
      walk(layer).flatMap((file) =>
        importsOf(file)
          .filter(
            ({ spec, target }) =>
              spec.startsWith(".") &&
              target !== null &&
              layerOf(target) !== layer &&
              LAYERS.includes(layerOf(target)),
          )
          .map(({ spec }) => `${file} → ${spec}`),
      ),
    );
    expect(offending).toEqual([]);
  });

  it("puts every service in a domain folder, and the domains depend on each other one way", () => {
    const base = "server/services";
    const loose = readdirSync(join(root, base)).filter((name) => SOURCE.test(name));
    expect(loose, "services outside a domain folder").toEqual([]);

    const edges = new Map<string, Set<string>>();
    for (const file of walk(base)) {
      if (isTest(file)) continue;
      const domain = relative(base, file).split("/")[0] as string;
      for (const { target } of importsOf(file)) {
        if (!target?.startsWith(`${base}/`)) continue;
        const other = relative(base, target).split("/")[0] as string;
        if (other === domain) continue;
        if (!edges.has(domain)) edges.set(domain, new Set());
        edges.get(domain)?.add(other);
      }
    }

    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (domain: string, path: string[]) => {
      if (state.get(domain) === "done") return;
      if (state.get(domain) === "open") {
        cycles.push([...path.slice(path.indexOf(domain)), domain].join(" → "));
        return;
      }
      state.set(domain, "open");
      for (const next of edges.get(domain) ?? []) visit(next, [...path, domain]);
      state.set(domain, "done");
    };
    for (const domain of edges.keys()) visit(domain, []);
    expect(cycles).toEqual([]);
  });
});
