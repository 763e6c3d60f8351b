/**
 * The archive side of backups: the manifest, unpacking only what a backup holds, and
 * checking every file against the manifest's SHA-256.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import { z } from "~core/zod";
import { MIGRATIONS_FOLDER } from "../../db/migrate";

export class BackupError extends Error {}

export const DB_FILES = {
  pglite: "database/pglite.tar",
  postgres: "database/postgres.dump",
} as const;
export const SECRET_FILE = "app-secret";

const ManifestSchema = z.object({
  format: z.literal("pwani-backup"),
  formatVersion: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    /** Migrations applied to the database that was dumped. */
    migrations: z.number().int().min(0),
  }),
  /** Migrations the site that made the archive knows, and the newest one's name. */
  app: z.object({ migrations: z.number().int().min(0), latestMigration: z.string() }),
  contents: z.array(
    z.object({
      path: z.string(),
      size: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;

/** Paths an archive may hold (directories without the trailing slash). */
const ALLOWED_ENTRY =
  /^(manifest\.json|app-secret|database|database\/(pglite\.tar|postgres\.dump)|uploads(\/(?!\.\.?(\/|$))[^/\0]+)*)$/;

/** Unpacks the entries `wanted` selects; anything a backup never holds fails the restore. */
export async function extract(file: string, cwd: string, wanted: (entry: string) => boolean) {
  const refused: string[] = [];
  try {
    await tar.x({
      file,
      cwd,
      strict: true,
      preserveOwner: false,
      filter: (entryPath, entry) => {
        const name = entryPath.replace(/\/+$/, "");
        const type = "type" in entry ? entry.type : "File";
        if (!ALLOWED_ENTRY.test(name) || !["File", "OldFile", "Directory"].includes(type)) {
          refused.push(entryPath);
          return false;
        }
        return wanted(name);
      },
    });
  } catch (error) {
    throw new BackupError(
      `${file} is not a readable backup archive (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  if (refused.length > 0) {
    throw new BackupError(`${file} is not a backup archive: it holds ${refused[0]}.`);
  }
}

export async function readManifest(staging: string, source: string): Promise<BackupManifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(staging, "manifest.json"), "utf8"));
  } catch {
    throw new BackupError(`${source} is not a backup archive: it has no readable manifest.json.`);
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const known = (raw as { formatVersion?: unknown } | null)?.formatVersion;
    throw new BackupError(
      typeof known === "number" && known !== 1
        ? `${source} has backup format version ${known}; this site reads version 1.`
        : `${source} has an invalid manifest.json: ${parsed.error.issues[0]?.message ?? "unknown"}.`,
    );
  }
  return parsed.data;
}

/** Every listed file present with its size and checksum, nothing else, the database there. */
export async function verifyContents(staging: string, manifest: BackupManifest, source: string) {
  const listed = new Map(manifest.contents.map((c) => [c.path, c]));
  const present = (await listFiles(staging)).filter((p) => p !== "manifest.json");
  const damaged = (detail: string) =>
    new BackupError(`${source} is damaged or was changed: ${detail}.`);
  for (const relative of present) {
    const entry = listed.get(relative);
    if (!entry) throw damaged(`${relative} is not listed in manifest.json`);
    const full = path.join(staging, relative);
    if ((await stat(full)).size !== entry.size || (await sha256(full)) !== entry.sha256) {
      throw damaged(`${relative} does not match its checksum`);
    }
    listed.delete(relative);
  }
  const missing = [...listed.keys()][0];
  if (missing) throw damaged(`${missing} is missing`);
  if (!present.includes(DB_FILES[manifest.database.kind])) throw damaged("the database is missing");
}

export async function readJournal(): Promise<BackupManifest["app"]> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
  ) as { entries: { tag: string }[] };
  return { migrations: journal.entries.length, latestMigration: journal.entries.at(-1)?.tag ?? "" };
}

/** Regular files under a directory, relative with "/" separators (none if it is missing). */
export async function listFiles(directory: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(path.join(directory, prefix), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  const files: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(directory, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

export async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

export async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
