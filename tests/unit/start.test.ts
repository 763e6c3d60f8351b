import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildState } from "../../scripts/build-state.mjs";

/** A project tree with one source file and, optionally, a build, at chosen times. */
function project(times: { source: number; build?: number }) {
  const root = mkdtempSync(path.join(tmpdir(), "pwani-start-"));
  mkdirSync(path.join(root, "app", "routes"), { recursive: true });
  const source = path.join(root, "app", "routes", "home.tsx");
  writeFileSync(source, "export default function Home() {}\n");
  const at = (file: string, seconds: number) => utimesSync(file, seconds, seconds);
  at(source, times.source);
  at(path.join(root, "app", "routes"), times.source);
  at(path.join(root, "app"), times.source);
  if (times.build !== undefined) {
    mkdirSync(path.join(root, "build", "server"), { recursive: true });
    const entry = path.join(root, "build", "server", "index.js");
    writeFileSync(entry, "");
    at(entry, times.build);
  }
  return { root, source, touch: (file: string, seconds: number) => at(file, seconds) };
}

describe("npm start: build first only when needed", () => {
  it("builds a fresh clone (no build yet)", () => {
    expect(buildState(project({ source: 1_000 }).root)).toBe("missing");
  });

  it("starts a current build without building again", () => {
    expect(buildState(project({ source: 1_000, build: 2_000 }).root)).toBe("current");
  });

  it("rebuilds after a source file changed", () => {
    const tree = project({ source: 1_000, build: 2_000 });
    tree.touch(tree.source, 3_000);
    expect(buildState(tree.root)).toBe("stale");
  });

  it("rebuilds after a new file appeared or the lockfile changed", () => {
    const tree = project({ source: 1_000, build: 2_000 });
    const added = path.join(tree.root, "core", "new-module.ts");
    mkdirSync(path.dirname(added), { recursive: true });
    writeFileSync(added, "export {};\n");
    tree.touch(added, 1_500);
    tree.touch(path.dirname(added), 3_000);
    expect(buildState(tree.root)).toBe("stale");

    const other = project({ source: 1_000, build: 2_000 });
    const lock = path.join(other.root, "package-lock.json");
    writeFileSync(lock, "{}\n");
    other.touch(lock, 2_500);
    expect(buildState(other.root)).toBe("stale");
  });
});
