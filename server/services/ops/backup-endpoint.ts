/**
 * How `npm run backup` reaches the running site: the site writes its local address and a
 * fresh random token to DATA_DIR/backup-endpoint.json (mode 0600, so only its own system
 * user reads it) when it starts, and removes the file when it stops.
 */
import { randomBytes } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "~core/zod";

export const ENDPOINT_FILE = "backup-endpoint.json";

const EndpointSchema = z.object({ url: z.url(), token: z.string().min(32) });
export type BackupEndpoint = z.infer<typeof EndpointSchema>;

/** The address the site answers on from this machine (a wildcard host is reached on loopback). */
export function localUrl(host: string, port: number): string {
  const name = ["", "0.0.0.0", "::", "[::]"].includes(host) ? "127.0.0.1" : host;
  return `http://${name.includes(":") ? `[${name}]` : name}:${port}`;
}

export async function writeBackupEndpoint(dataDir: string, url: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const file = path.join(dataDir, ENDPOINT_FILE);
  await rm(file, { force: true });
  await writeFile(file, `${JSON.stringify({ url, token })}\n`, { mode: 0o600 });
  return token;
}

export async function readBackupEndpoint(dataDir: string): Promise<BackupEndpoint | null> {
  try {
    return EndpointSchema.parse(
      JSON.parse(await readFile(path.join(dataDir, ENDPOINT_FILE), "utf8")),
    );
  } catch {
    return null;
  }
}

export const removeBackupEndpoint = (dataDir: string) =>
  rm(path.join(dataDir, ENDPOINT_FILE), { force: true });
