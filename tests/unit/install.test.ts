/**
 * The lockfile installs anywhere (`npm ci` on another operating system or in a
 * container), and every package it installs runs on the Node versions we promise.
 */
import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

type LockEntry = {
  version?: string;
  optional?: boolean;
  dev?: boolean;
  os?: string[];
  cpu?: string[];
  engines?: { node?: string } | string[];
};
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, LockEntry>;
};
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Platform packages of one native tool, by the names the lockfile keys them with. */
function platforms(prefix: string): string[] {
  return Object.keys(lock.packages)
    .filter((key) => key.startsWith(`node_modules/${prefix}`))
    .map((key) => key.slice(`node_modules/${prefix}`.length));
}

describe("package-lock.json", () => {
  it("lists the native binaries of every platform, not only this machine's", () => {
    // npm ci refuses a lockfile that misses the optional binaries of another platform.
    for (const prefix of ["@biomejs/cli-", "@rollup/rollup-", "@esbuild/", "@img/sharp-"]) {
      const found = platforms(prefix);
      expect(
        found.some((name) => name.includes("linux")),
        prefix,
      ).toBe(true);
      expect(
        found.some((name) => name.includes("darwin")),
        prefix,
      ).toBe(true);
      expect(
        found.some((name) => name.includes("win32")),
        prefix,
      ).toBe(true);
    }
  });

  it("pins every direct dependency to the exact version package.json names", () => {
    for (const [name, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      expect(semver.valid(range), `${name} ${range} is pinned exactly`).toBe(range);
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(range);
    }
  });

  it("installs nothing whose declared engines exclude the oldest Node we promise", () => {
    const oldest = semver.minVersion(pkg.engines.node)?.version ?? "";
    expect(oldest).toBe("20.19.0");
    const refusing = Object.entries(lock.packages)
      .filter(([key, entry]) => {
        const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        // Platform binaries for other systems are never installed here; the rest always are.
        return key !== "" && node !== undefined && !semver.satisfies(oldest, node);
      })
      .map(([key, entry]) => `${key}@${entry.version}`);
    expect(refusing).toEqual([]);
  });
});
