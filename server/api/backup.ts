/**
 * Backups taken by the running site: an owner's download from the admin
 * (GET /api/admin/backup, owners only by the roles table) and `npm run backup` on the
 * same machine (GET /api/ops/backup with the token the site wrote to
 * DATA_DIR/backup-endpoint.json, readable only by the site's system user).
 */
import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import type { HonoEnv } from "../context";
import { AppError } from "../errors";
import { audit } from "../services/admin/admins";
import { BackupError, backupForDownload } from "../services/ops/backup";

async function sendBackup(c: Context<HonoEnv>) {
  const { env, embedded } = c.var.services;
  let backup: Awaited<ReturnType<typeof backupForDownload>>;
  try {
    backup = await backupForDownload(env, env.databaseUrl ? undefined : embedded);
  } catch (error) {
    if (error instanceof BackupError) throw new AppError("unavailable", error.message);
    throw error;
  }
  c.var.log.info({ file: backup.name, bytes: backup.size }, "backup made for download");
  return new Response(backup.body, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Length": String(backup.size),
      "Content-Disposition": `attachment; filename="${backup.name}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** Mounted below /api/admin, after requireAdmin: no roles-table rule names it, so owners only. */
export const adminBackupApi = new Hono<HonoEnv>().get("/", async (c) => {
  const response = await sendBackup(c);
  await audit(c.var.services.db, c.var.admin?.id ?? null, "download", "backup");
  return response;
});

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `npm run backup` while the site runs: 404 unless this process wrote a token. */
export const localBackupApi = new Hono<HonoEnv>().get("/ops/backup", async (c) => {
  const expected = c.var.services.localBackupToken;
  if (!expected) throw new AppError("not_found", "Not found");
  const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
  if (!sameToken(given, expected)) {
    throw new AppError("unauthorized", "The backup token does not match this site's.");
  }
  return sendBackup(c);
});
