/**
 * DATA_DIR must be writable: PGlite, uploads, the mail folder and the app secret live
 * there. Checked at start (one readable sentence instead of a stack trace) and by
 * /api/health (a full or read-only disk shows as "data_dir").
 */
import { randomBytes } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

const CAUSES: Record<string, string> = {
  EROFS: "the file system is read-only",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  EACCES: "permission is denied",
  EPERM: "permission is denied",
  ENOTDIR: "a part of the path is a file, not a directory",
  EEXIST: "a file of that name is in the way",
  ENOENT: "the directory cannot be created there",
  EIO: "the disk reports an input/output error",
};

/** PGlite's file system reports emscripten errno numbers instead of codes. */
const EMSCRIPTEN_ERRNO: Record<number, string> = { 2: "EACCES", 51: "ENOSPC", 69: "EROFS" };

/** One sentence naming the directory and the cause, e.g. for a start-up failure. */
export function dataDirProblem(dir: string, error: unknown): string {
  const { code, errno } = (error ?? {}) as { code?: unknown; errno?: unknown };
  const name =
    typeof code === "string"
      ? code
      : typeof errno === "number"
        ? (EMSCRIPTEN_ERRNO[errno] ?? `errno ${errno}`)
        : undefined;
  const cause =
    (name && CAUSES[name]) ??
    `it cannot be written (${name ?? (error instanceof Error ? error.message : String(error))})`;
  return `DATA_DIR ${dir} is not writable: ${cause}.`;
}

/** A file-system error of the kind a read-only, full or forbidden DATA_DIR gives. */
export function isDiskError(error: unknown): boolean {
  const { code, errno, name } = (error ?? {}) as {
    code?: unknown;
    errno?: unknown;
    name?: unknown;
  };
  if (typeof code === "string") return code in CAUSES;
  return name === "ErrnoError" && typeof errno === "number" && errno in EMSCRIPTEN_ERRNO;
}

export class DataDirError extends Error {
  constructor(
    readonly dir: string,
    override readonly cause: unknown,
  ) {
    super(dataDirProblem(dir, cause));
    this.name = "DataDirError";
  }
}

/** Creates DATA_DIR if needed and writes, then removes, a small probe file. */
export async function checkDataDir(dir: string): Promise<void> {
  const probe = path.join(dir, `.write-probe-${process.pid}-${randomBytes(4).toString("hex")}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, "ok\n", { flag: "wx" });
    await unlink(probe);
  } catch (error) {
    await unlink(probe).catch(() => {});
    throw new DataDirError(dir, error);
  }
}
