import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkDataDir, DataDirError, dataDirProblem } from "./data-dir";

const scratch = mkdtempSync(path.join(tmpdir(), "pwani-data-dir-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("checkDataDir", () => {
  it("creates a missing directory and leaves no probe behind", async () => {
    const dir = path.join(scratch, "fresh", "data");
    await checkDataDir(dir);
    const { readdirSync } = await import("node:fs");
    expect(readdirSync(dir)).toEqual([]);
  });

  it("names the directory and the cause when it cannot be written", async () => {
    // sysfs refuses new files even to root.
    const error = await checkDataDir("/sys/fs").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirError);
    expect((error as Error).message).toBe(
      "DATA_DIR /sys/fs is not writable: permission is denied.",
    );
  });

  it("explains a path that runs through a file", async () => {
    const file = path.join(scratch, "a-file");
    writeFileSync(file, "");
    const error = await checkDataDir(path.join(file, "data")).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      `DATA_DIR ${path.join(file, "data")} is not writable: a part of the path is a file, not a directory.`,
    );
  });
});

describe("dataDirProblem", () => {
  it("reads a full and a read-only disk as one sentence, without a stack", () => {
    expect(dataDirProblem("/srv/data", Object.assign(new Error("x"), { code: "ENOSPC" }))).toBe(
      "DATA_DIR /srv/data is not writable: the disk is full.",
    );
    expect(dataDirProblem("/srv/data", Object.assign(new Error("x"), { code: "EROFS" }))).toBe(
      "DATA_DIR /srv/data is not writable: the file system is read-only.",
    );
    // PGlite's file system: emscripten's ENOSPC.
    expect(dataDirProblem("/srv/data", { name: "ErrnoError", errno: 51 })).toBe(
      "DATA_DIR /srv/data is not writable: the disk is full.",
    );
    expect(dataDirProblem("/srv/data", new Error("odd"))).toBe(
      "DATA_DIR /srv/data is not writable: it cannot be written (odd).",
    );
  });
});

describe("the server with an unwritable DATA_DIR", () => {
  const start = (env: Record<string, string>) =>
    new Promise<{ code: number | null; stderr: string }>((resolve) => {
      // The server's run() from source (no build needed: it stops before rendering a page).
      const program = `const { run } = await import("./server/run.ts");
        await run({ getBuild: async () => { throw new Error("no build in this test"); } });`;
      const args = ["--import", "tsx", "--input-type=module", "-e", program];
      const child = spawn(process.execPath, args, {
        env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", PORT: "0", ...env },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let stderr = "";
      child.stderr.on("data", (chunk) => {
        stderr += chunk;
      });
      child.on("exit", (code) => resolve({ code, stderr }));
    });

  it("stops with one sentence naming the directory and the cause", async () => {
    const { code, stderr } = await start({ DATA_DIR: "/sys/fs", APP_SECRET: "s".repeat(40) });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe("DATA_DIR /sys/fs is not writable: permission is denied.");
  }, 30_000);

  it("says the same when the app secret cannot be written there", async () => {
    const { code, stderr } = await start({ DATA_DIR: "/sys/fs/pwani" });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe("DATA_DIR /sys/fs/pwani is not writable: permission is denied.");
  }, 30_000);
});
