/**
 * Where uploaded files live, chosen from the env. The embedded database: DATA_DIR/uploads
 * only. PostgreSQL (DATABASE_URL, possibly several processes on several hosts): every file
 * is also a row of `stored_files`, and DATA_DIR/uploads is this process's cache of them,
 * filled on the first request (serveStoredUpload). Paths are relative to /uploads/
 * ("rooms/3/ab12….webp") and must have the shape the server gives its files.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, like, notLike } from "drizzle-orm";
import type { AppServices } from "../../context";
import { storedFiles } from "../../db/schema";

export type FileStoreServices = Pick<AppServices, "db" | "env">;

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStore {
  readonly kind: "disk" | "database";
  /** Stores a new file; a name already taken is refused with code EEXIST. */
  put(file: string, bytes: Uint8Array): Promise<void>;
  get(file: string): Promise<StoredFile | null>;
  delete(files: string[]): Promise<void>;
  /** The stored files directly in `folder`, with when each was stored. */
  list(folder: string): Promise<{ file: string; storedMs: number }[]>;
}

/**
 * A folder of segments ("rooms/3", "menus/food"; never "demo", whose illustrations each
 * process renders itself), then a server-chosen name: 24 hex digits, an optional width
 * and webp or avif. Nothing else (no "..", no "%", no leading "/") is ever read or written.
 */
const STORED_PATH =
  /^(?!demo\/)(?:[a-z0-9]+(?:-[a-z0-9]+)*\/){1,3}[0-9a-f]{24}(?:-[1-9][0-9]{1,3}w)?\.(?:webp|avif)$/;
const FOLDER = /^(?!demo(?:\/|$))[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,2}$/;
const CONTENT_TYPES: Record<string, string> = { ".webp": "image/webp", ".avif": "image/avif" };

export function isStoredPath(file: string): boolean {
  return STORED_PATH.test(file);
}

function checked(file: string): string {
  if (!isStoredPath(file)) throw new Error(`Not a stored file name: ${file.slice(0, 120)}`);
  return file;
}

function checkedFolder(folder: string): string {
  if (!FOLDER.test(folder)) throw new Error(`Not an upload folder: ${folder.slice(0, 120)}`);
  return folder;
}

const contentTypeOf = (file: string) =>
  CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream";
const uploadsDir = (dataDir: string) => path.join(dataDir, "uploads");

function exists(file: string): Error {
  return Object.assign(new Error(`${file} is already stored`), { code: "EEXIST" });
}

/** Writes a file whole or not at all: a reader never sees half of it. */
async function writeAtomically(target: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export function diskFileStore(dataDir: string): FileStore {
  const root = uploadsDir(dataDir);
  return {
    kind: "disk",
    async put(file, bytes) {
      const target = path.join(root, checked(file));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes, { flag: "wx" });
    },
    async get(file) {
      try {
        const bytes = await readFile(path.join(root, checked(file)));
        return { bytes, contentType: contentTypeOf(file) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(files) {
      const targets = files.map((file) => path.join(root, checked(file)));
      await Promise.all(targets.map((target) => rm(target, { force: true })));
    },
    async list(folder) {
      const directory = path.join(root, checkedFolder(folder));
      const names = await readdir(directory).catch(() => [] as string[]);
      const found: { file: string; storedMs: number }[] = [];
      for (const name of names) {
        const file = `${folder}/${name}`;
        if (!isStoredPath(file)) continue;
        const info = await stat(path.join(directory, name)).catch(() => null);
        if (info?.isFile()) found.push({ file, storedMs: info.mtimeMs });
      }
      return found;
    },
  };
}

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The shared store: a row per file, with this process's disk as the cache. */
export function databaseFileStore(db: AppServices["db"], dataDir: string): FileStore {
  const disk = diskFileStore(dataDir);
  const root = uploadsDir(dataDir);
  return {
    kind: "database",
    async put(file, bytes) {
      const contentType = contentTypeOf(checked(file));
      try {
        await db
          .insert(storedFiles)
          .values({ path: file, bytes: Buffer.from(bytes), contentType, size: bytes.byteLength });
      } catch (error) {
        if (pgCode(error) === "23505") throw exists(file);
        throw error;
      }
      // The row first: a cache file without its row would be pruned (pruneUploadCache).
      try {
        await writeAtomically(path.join(root, file), bytes);
      } catch (error) {
        await db.delete(storedFiles).where(eq(storedFiles.path, file));
        throw error;
      }
    },
    async get(file) {
      const [row] = await db
        .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(eq(storedFiles.path, checked(file)));
      return row ?? null;
    },
    async delete(files) {
      files.forEach(checked);
      if (files.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.path, files));
      await disk.delete(files);
    },
    async list(folder) {
      const rows = await db
        .select({ file: storedFiles.path, storedAt: storedFiles.createdAt })
        .from(storedFiles)
        .where(
          and(
            like(storedFiles.path, `${checkedFolder(folder)}/%`),
            notLike(storedFiles.path, `${folder}/%/%`),
          ),
        );
      return rows.map((row) => ({ file: row.file, storedMs: row.storedAt.getTime() }));
    },
  };
}

/** The store of these services: shared through PostgreSQL when DATABASE_URL is set. */
export function fileStore(services: FileStoreServices): FileStore {
  return services.env.databaseUrl
    ? databaseFileStore(services.db, services.env.dataDir)
    : diskFileStore(services.env.dataDir);
}

const YEAR = 60 * 60 * 24 * 365;

/**
 * `/uploads/<path>` missing from this process's disk: with the shared store, reads the row,
 * keeps a copy on disk for the next request and answers it like the static files (null when
 * there is nothing to serve; the caller answers 404).
 */
export async function serveStoredUpload(
  services: FileStoreServices & Pick<AppServices, "logger">,
  pathname: string,
): Promise<Response | null> {
  const store = fileStore(services);
  if (store.kind === "disk" || !pathname.startsWith("/uploads/")) return null;
  const file = pathname.slice("/uploads/".length);
  if (!isStoredPath(file)) return null;
  const stored = await store.get(file);
  if (!stored) return null;
  await writeAtomically(path.join(uploadsDir(services.env.dataDir), file), stored.bytes).catch(
    (error) => services.logger.warn({ err: error, file }, "could not cache an upload on disk"),
  );
  return new Response(new Uint8Array(stored.bytes), {
    headers: {
      "Content-Type": stored.contentType,
      "Content-Length": String(stored.bytes.byteLength),
      "Cache-Control": `public, max-age=${YEAR}, immutable`,
    },
  });
}

/** Every stored file under DATA_DIR/uploads (demo illustrations and temporary files aside). */
async function cachedFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join("/"))
    .filter(isStoredPath);
}

/**
 * With the shared store, removes this process's disk copies of files another process
 * deleted (an image deleted on one host lingers in the other hosts' caches until then).
 * The disk is read before the rows: a file written meanwhile has its row already.
 */
export async function pruneUploadCache(services: FileStoreServices): Promise<string[]> {
  if (fileStore(services).kind === "disk") return [];
  const root = uploadsDir(services.env.dataDir);
  const cached = await cachedFiles(root);
  if (cached.length === 0) return [];
  const kept = new Set<string>();
  for (let start = 0; start < cached.length; start += 1000) {
    const rows = await services.db
      .select({ path: storedFiles.path })
      .from(storedFiles)
      .where(inArray(storedFiles.path, cached.slice(start, start + 1000)));
    for (const row of rows) kept.add(row.path);
  }
  const gone = cached.filter((file) => !kept.has(file));
  await Promise.all(gone.map((file) => rm(path.join(root, file), { force: true })));
  return gone;
}
