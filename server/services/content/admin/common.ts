/** Helpers the content services share: image batches, list orders and visibility. */
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client";
import { AppError, notFound } from "../../../errors";
import { audit } from "../../admin/admins";
import { type FileStoreServices, fileStore } from "../../platform/file-store";
import {
  inspectImages,
  MAX_FILES_PER_UPLOAD,
  removeStoredImage,
  type StoredImage,
  storeImage,
  UploadRejected,
} from "../../platform/uploads";

export interface IncomingFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * Checks every file first (one bad file refuses the batch and nothing is
 * stored), then re-encodes each into <folder>/ of the file store.
 */
export async function storeImageBatch(
  services: FileStoreServices,
  folder: string,
  files: IncomingFile[],
  max = MAX_FILES_PER_UPLOAD,
): Promise<StoredImage[]> {
  if (files.length === 0)
    throw new AppError("validation", "Please select at least one image to upload");
  if (files.length > max) {
    throw new AppError("validation", `Upload at most ${max} images at a time.`);
  }
  try {
    await inspectImages(files);
  } catch (error) {
    if (error instanceof UploadRejected) throw new AppError("validation", error.message);
    throw error;
  }
  const stored: StoredImage[] = [];
  try {
    for (const file of files)
      stored.push(await storeImage(fileStore(services), folder, file.bytes));
  } catch (error) {
    await removeImages(
      services,
      stored.map((image) => image.src),
    );
    throw error;
  }
  return stored;
}

/** Removes uploaded files (demo illustrations are shared and never removed). */
export async function removeImages(
  services: FileStoreServices,
  sources: (string | null | undefined)[],
): Promise<void> {
  await Promise.all(
    sources
      .filter((src): src is string => typeof src === "string")
      .map((src) => removeStoredImage(fileStore(services), src)),
  );
}

/** Refuses an order that is not exactly the current ids, each once. */
export function assertSameIds(current: number[], wanted: number[]): void {
  const a = [...current].sort((x, y) => x - y);
  const b = [...wanted].sort((x, y) => x - y);
  if (a.length !== b.length || a.some((value, index) => value !== b[index])) {
    throw new AppError("validation", "The new order must list every item exactly once.", {
      ids: "The list changed meanwhile: reload the page and try again.",
    });
  }
}

/**
 * Sort keys for a list in a new order, reusing the keys the list already has
 * (so a category keeps its place among the others in a shared order) and making
 * them strictly increasing.
 */
export function orderKeys(existing: number[]): number[] {
  const keys = [...existing].sort((x, y) => x - y);
  for (let i = 1; i < keys.length; i++) {
    if ((keys[i] as number) <= (keys[i - 1] as number)) keys[i] = (keys[i - 1] as number) + 1;
  }
  return keys;
}

/** A transaction or the database itself: what the list helpers write with. */
type Writer = Pick<Database, "select" | "update" | "execute">;

/** An admin list kept in an order: its table, id and order columns, and the rows it covers. */
export interface OrderedList {
  table: PgTable;
  id: PgColumn;
  order: PgColumn;
  /** Only these rows form the list (a category, a restaurant's dishes); the whole table if absent. */
  scope?: SQL;
  /**
   * "index": the new order is 0..n-1. "existing": the list reuses the sort keys it already has,
   * so it keeps its place among other lists that share one order (gallery categories).
   */
  keys?: "index" | "existing";
}

/**
 * Puts a list in a new order (its ids, first to last), inside the caller's transaction:
 * locks the rows, refuses an order that is not exactly them, and writes every key in one
 * statement.
 */
export async function writeOrder(tx: Writer, list: OrderedList, ids: number[]): Promise<void> {
  const rows = (await tx
    .select({ id: list.id, order: list.order })
    .from(list.table)
    .where(list.scope)
    .orderBy(asc(list.order), asc(list.id))
    .for("update")) as { id: number; order: number }[];
  assertSameIds(
    rows.map((row) => row.id),
    ids,
  );
  if (ids.length === 0) return;
  const keys =
    list.keys === "existing" ? orderKeys(rows.map((row) => row.order)) : ids.map((_, i) => i);
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id} then ${keys[index]}::int`),
    sql` `,
  );
  await tx.execute(
    sql`update ${list.table} set ${sql.identifier(list.order.name)} = case ${list.id} ${cases} end
        where ${and(inArray(list.id, ids), list.scope)}`,
  );
}

/** Shows or hides one row of a list, audit-logged as "show" or "hide"; 404 when it is gone. */
export async function setRowVisible(
  db: Database,
  target: {
    table: PgTable & { isVisible: PgColumn };
    id: PgColumn;
    /** The audit log's entity name, and the 404 message. */
    entity: string;
    missing: string;
    /** Also sets updatedAt to now (tables that keep it). */
    touch?: boolean;
  },
  id: number,
  isVisible: boolean,
  adminId: number,
): Promise<void> {
  // A form opened before this toggle would otherwise save the old visibility back.
  const bump = { isVisible, version: sql`version + 1` };
  const values = target.touch ? { ...bump, updatedAt: sql`now()` } : bump;
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(target.table)
      // The table's own keys (checked above for isVisible); drizzle cannot type a generic table.
      .set(values as never)
      .where(eq(target.id, id))
      .returning({ id: target.id });
    if (rows.length === 0) throw notFound(target.missing);
    await audit(tx, adminId, isVisible ? "show" : "hide", target.entity, String(id));
  });
}
