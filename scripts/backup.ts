/**
 * `npm run backup [-- --out FILE]`: writes one archive of the database and the uploads.
 * While the site runs on the embedded database (it holds it), the running site makes the
 * archive and this script saves it (DATA_DIR/backup-endpoint.json says where and how).
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { parseArgs } from "node:util";
import { EnvError, parseEnv } from "~server/env";
import {
  BackupError,
  backupFileName,
  createBackup,
  SiteRunningError,
} from "~server/services/ops/backup";
import { exists } from "~server/services/ops/backup-archive";
import { readBackupEndpoint } from "~server/services/ops/backup-endpoint";

/** Asks the running site for the archive and writes it to `out` (or DATA_DIR/backups). */
async function backupFromRunningSite(dataDir: string, out: string | undefined): Promise<string> {
  const endpoint = await readBackupEndpoint(dataDir);
  if (!endpoint) {
    throw new BackupError(
      `The embedded database in ${dataDir} is in use but the site left no ${path.join(dataDir, "backup-endpoint.json")}: ` +
        "restart the site (this version writes it at start), download the backup from the admin, or stop the site first.",
    );
  }
  const response = await fetch(`${endpoint.url}/api/ops/backup`, {
    headers: { authorization: `Bearer ${endpoint.token}` },
  }).catch((error: Error) => {
    throw new BackupError(`The running site did not answer at ${endpoint.url}: ${error.message}.`);
  });
  if (!response.ok || !response.body) {
    const detail = await response.text().catch(() => "");
    throw new BackupError(
      `The running site refused the backup (HTTP ${response.status}): ${detail.slice(0, 500)}`,
    );
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ??
    backupFileName(new Date());
  const file = path.resolve(out ?? path.join(dataDir, "backups", path.basename(name)));
  if (await exists(file)) throw new BackupError(`${file} already exists: choose another --out.`);
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial-${randomBytes(4).toString("hex")}`;
  try {
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return file;
}

try {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const env = parseEnv();
  try {
    const { file, manifest } = await createBackup(env, { out: values.out });
    const uploads = manifest.contents.filter((c) => c.path.startsWith("uploads/")).length;
    console.log(
      `backup of the ${manifest.database.kind === "postgres" ? "PostgreSQL" : "embedded"} database ` +
        `and ${uploads} uploaded files written to:\n${file}`,
    );
  } catch (error) {
    if (!(error instanceof SiteRunningError)) throw error;
    const file = await backupFromRunningSite(env.dataDir, values.out);
    console.log(`backup made by the running site written to:\n${file}`);
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
