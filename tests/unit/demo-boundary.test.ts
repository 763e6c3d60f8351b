/**
 * The product never depends on the demo hotel: nothing under app/, server/ or core/
 * imports demo/ (demo/ imports the server, as scripts/ do).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
const DEMO = path.join(ROOT, "demo");
const PRODUCT = ["app", "server", "core"];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
// import … from "x", export … from "x", import "x", import("x"), require("x")
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["'`]([^"'`]+)["'`]/g;

/** The specifiers of `source` (a file at `file`) that lead into demo/. */
function demoImports(file: string, source: string): string[] {
  const found: string[] = [];
  for (const [, specifier] of source.matchAll(SPECIFIERS)) {
    if (!specifier) continue;
    const target = specifier.startsWith(".")
      ? path.resolve(path.dirname(file), specifier)
      : path.join(ROOT, specifier); // tsconfig's baseUrl "." makes "demo/…" resolvable
    if (target === DEMO || target.startsWith(`${DEMO}${path.sep}`)) found.push(specifier);
  }
  return found;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

describe("demo/ stays outside the product", () => {
  it("finds a deliberate bad import in every form", () => {
    const file = path.join(ROOT, "server", "run.ts");
    expect(demoImports(file, 'import { seedDemoContent } from "../demo/seed";')).toEqual([
      "../demo/seed",
    ]);
    expect(demoImports(file, 'const m = await import("../demo/seed/media");')).toHaveLength(1);
    expect(demoImports(file, 'export * from "../demo/seed/content";')).toHaveLength(1);
    expect(demoImports(file, 'import "demo/seed";')).toHaveLength(1);
    const deep = path.join(ROOT, "app", "routes", "public", "rooms.tsx");
    expect(demoImports(deep, 'import type { X } from "../../../demo/seed/types";')).toHaveLength(1);
    // Not demo/: a sibling folder with a similar name, or the server's own modules.
    expect(demoImports(file, 'import { x } from "./demo-media";')).toEqual([]);
    expect(demoImports(file, 'import { x } from "../demos/x";')).toEqual([]);
    expect(demoImports(file, 'import { x } from "./db/client";')).toEqual([]);
  });

  it("no file under app/, server/ or core/ imports demo/", () => {
    const files = PRODUCT.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) =>
      demoImports(file, readFileSync(file, "utf8")).map(
        (specifier) => `${path.relative(ROOT, file)} imports ${specifier}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
