/**
 * The product never depends on the demo hotel: nothing under app/, server/ or core/
 * imports demo/ (demo/ imports the server, as scripts/ do), and no product code names a
 * demo restaurant or room type (by name or slug) or a demo picture's path: what a page shows
 * comes from rows and settings the demo seeds.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { restaurants } from "../../demo/seed/content/restaurants";
import { roomTypes as rooms } from "../../demo/seed/content/rooms";

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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What names the demo hotel: its restaurants' and rooms' names and slugs, its pictures. */
const DEMO_MARKS = [
  ...restaurants.flatMap((restaurant) => [restaurant.name, restaurant.slug]),
  ...rooms.flatMap((room) => [room.name, room.slug]),
];
const DEMO_NAMES = new RegExp(
  `(?<![\\w-])(?:${DEMO_MARKS.map(escapeRegExp).join("|")})(?![\\w-])|\\\\?/uploads\\\\?/demo\\b`,
  "g",
);

/** Each demo name or path in `source`, with its line number. */
function demoNames(source: string): string[] {
  return source
    .split("\n")
    .flatMap((line, index) =>
      [...line.matchAll(DEMO_NAMES)].map((match) => `${index + 1}: ${match[0]}`),
    );
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

  it("finds a demo name or path however it is written", () => {
    expect(demoNames('const hero = "/uploads/demo/hero/pool.webp";')).toEqual(["1: /uploads/demo"]);
    // Written as a regular expression, its slashes escaped.
    expect(demoNames("const DEMO = /^\\/uploads\\/demo\\//;")).toEqual(["1: \\/uploads\\/demo"]);
    expect(demoNames('\nif (r.slug === "the-pergola") {}')).toEqual(["2: the-pergola"]);
    expect(demoNames(`// e.g. "${rooms[0]!.name}, 12 December"`)).toEqual([`1: ${rooms[0]!.name}`]);
    expect(demoNames(`menuFor("${restaurants[0]!.name}")`)).toHaveLength(1);
    // Not a demo name: a longer word, another folder, a slug inside another slug.
    expect(demoNames('const x = "/uploads/demos/x"; const y = "the-pergola-2";')).toEqual([]);
  });

  it("no product code under app/, server/ or core/ names a demo restaurant, room or picture", () => {
    expect(DEMO_MARKS.length).toBeGreaterThan(8);
    const files = PRODUCT.flatMap((folder) => sourceFiles(path.join(ROOT, folder))).filter(
      // A test may use any name as a fixture; the product's own code may not.
      (file) => !/\.test\.(ts|tsx)$/.test(file),
    );
    const offenders = files.flatMap((file) =>
      demoNames(readFileSync(file, "utf8")).map((hit) => `${path.relative(ROOT, file)}:${hit}`),
    );
    expect(offenders).toEqual([]);
  });
});
