/**
 * PGlite is a single-process database: two processes writing one directory would
 * corrupt it. The first process takes a lock file; a second one refuses to start.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock or throws DataDirLockedError. Returns the function that releases it. */
export function lockDataDirectory(directory: string): () => void {
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The embedded database in ${directory} is in use by another process (pid ${owner}). ` +
            "Stop that process first, or give this one another DATA_DIR, or use DATABASE_URL " +
            "for a PostgreSQL server that several processes can share.",
        );
      }
      // The lock was left behind by a process that no longer runs.
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${directory}.`);
}
