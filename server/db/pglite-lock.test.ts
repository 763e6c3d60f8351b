import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDirectory } from "./pglite-lock";

describe("lockDataDirectory", () => {
  it("refuses a directory held by a live process", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      writeFileSync(path.join(dir, "pglite.lock"), String(other.pid));
      expect(() => lockDataDirectory(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDirectory(dir)).toThrow(/in use by another process/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that has ended, and releases it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    const ended = spawn(process.execPath, ["-e", "0"]);
    await new Promise((resolve) => ended.on("exit", resolve));
    writeFileSync(path.join(dir, "pglite.lock"), String(ended.pid));
    const release = lockDataDirectory(dir);
    expect(existsSync(path.join(dir, "pglite.lock"))).toBe(true);
    release();
    expect(existsSync(path.join(dir, "pglite.lock"))).toBe(false);
  });
});
