/**
 * The eZee connection settings (one row): hotel code, API key (encrypted with
 * purpose "ezee.apiKey", never sent back: screens get `maskSecret`), API address
 * and Active/Inactive. `ezeeClientFor` is the only place the key is decrypted.
 */
import { eq } from "drizzle-orm";
import { z } from "~core/zod";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { ezeeConfig } from "../../db/schema";
import { AppError } from "../../errors";
import { audit } from "../admin/admins";
import { recordIntegrationError, recordIntegrationSuccess } from "../platform/integration-health";
import { decryptSecret, encryptSecret, type MaskedSecret, maskSecret } from "../platform/secrets";
import { EzeeClient, EzeeError } from "./client";

export const EZEE_KEY_PURPOSE = "ezee.apiKey";
export const EZEE_DEFAULT_URL = "https://live.ipms247.com";

type ConfigRow = typeof ezeeConfig.$inferSelect;

export interface EzeeConfigView {
  hotelCode: string;
  apiKey: MaskedSecret;
  apiUrl: string;
  isActive: boolean;
  lastSync: string | null;
}

export async function readEzeeConfigRow(db: Database): Promise<ConfigRow | null> {
  const [row] = await db.select().from(ezeeConfig).where(eq(ezeeConfig.id, 1));
  return row ?? null;
}

export async function getEzeeConfigView(services: Pick<AppServices, "db" | "env">) {
  const row = await readEzeeConfigRow(services.db);
  return toView(services, row);
}

function toView(services: Pick<AppServices, "env">, row: ConfigRow | null): EzeeConfigView {
  return {
    hotelCode: row?.hotelCode ?? "",
    apiKey: maskSecret(services.env.appSecret, EZEE_KEY_PURPOSE, row?.apiKeyEncrypted ?? null),
    apiUrl: row?.apiUrl ?? EZEE_DEFAULT_URL,
    isActive: row?.isActive ?? false,
    lastSync: row?.lastSync?.toISOString() ?? null,
  };
}

/** http is accepted only for this machine (the fake in tests and `npm run dev:fakes`). */
function isAllowedUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password || url.search || url.hash) return false;
    if (url.protocol === "https:") return true;
    return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
  } catch {
    return false;
  }
}

export const EzeeConfigSchema = z.object({
  hotelCode: z
    .string({ message: "Hotel code is required" })
    .trim()
    .min(1, "Hotel code is required")
    .max(40, "Hotel code is too long")
    .regex(/^[0-9A-Za-z_-]+$/, "Hotel code may contain only letters and digits"),
  /** Empty keeps the stored key. */
  apiKey: z.string().trim().max(200, "API key is too long").optional().default(""),
  apiUrl: z
    .string({ message: "API URL is required" })
    .trim()
    .min(1, "API URL is required")
    .max(300, "API URL is too long")
    .refine(isAllowedUrl, "API URL must be an https:// address, e.g. https://live.ipms247.com"),
  isActive: z.boolean().optional(),
});
export type EzeeConfigInput = z.input<typeof EzeeConfigSchema>;

/** Validates and saves; field messages in `AppError.errors`. Returns the masked view. */
export async function saveEzeeConfig(
  services: Pick<AppServices, "db" | "env">,
  raw: unknown,
  adminId: number,
): Promise<EzeeConfigView> {
  const parsed = EzeeConfigSchema.safeParse(raw);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  const current = await readEzeeConfigRow(services.db);
  const keyGiven = parsed.success ? parsed.data.apiKey : "";
  if (!keyGiven && !current?.apiKeyEncrypted) errors.apiKey ??= "API key is required";
  const first = Object.values(errors)[0];
  if (!parsed.success || first) throw new AppError("validation", first ?? "Invalid input", errors);
  const input = parsed.data;
  const values = {
    hotelCode: input.hotelCode,
    apiUrl: input.apiUrl.replace(/\/+$/, ""),
    apiKeyEncrypted: keyGiven
      ? encryptSecret(services.env.appSecret, EZEE_KEY_PURPOSE, keyGiven)
      : (current?.apiKeyEncrypted ?? null),
    isActive: input.isActive ?? current?.isActive ?? false,
    updatedAt: new Date(),
  };
  const [row] = await services.db
    .insert(ezeeConfig)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: ezeeConfig.id, set: values })
    .returning();
  // The audit trail says what changed, never the key itself.
  await audit(services.db, adminId, "update", "ezee_config", "1", {
    hotelCode: values.hotelCode,
    apiUrl: values.apiUrl,
    isActive: values.isActive,
    apiKeyChanged: Boolean(keyGiven),
  });
  return toView(services, row ?? null);
}

/** A client for the stored settings, or null when code or key are missing. */
export function ezeeClientFor(
  services: Pick<AppServices, "env">,
  row: ConfigRow | null,
): EzeeClient | null {
  if (!row?.hotelCode || !row.apiKeyEncrypted) return null;
  let apiKey: string;
  try {
    apiKey = decryptSecret(services.env.appSecret, EZEE_KEY_PURPOSE, row.apiKeyEncrypted);
  } catch {
    return null;
  }
  return new EzeeClient({ apiUrl: row.apiUrl, hotelCode: row.hotelCode, apiKey });
}

/** A client only when eZee is switched on. */
export async function activeEzeeClient(
  services: Pick<AppServices, "db" | "env">,
): Promise<EzeeClient | null> {
  const row = await readEzeeConfigRow(services.db);
  return row?.isActive ? ezeeClientFor(services, row) : null;
}

/** A provider failure as one short line without secrets (for logs, health and screens). */
export function describeEzeeError(error: unknown): string {
  if (error instanceof EzeeError) return error.message;
  return "Unexpected error while talking to eZee.";
}

/**
 * Test Connection with the values typed in the form, without saving them: the
 * stored configuration keeps working whatever the test says. An empty key field
 * tests the stored key, but only against the stored address (the stored key is
 * never sent to another host). The outcome is recorded in integration health only
 * when the values tested are the stored ones.
 */
export async function testEzeeCandidate(
  services: Pick<AppServices, "db" | "env" | "logger">,
  raw: unknown,
): Promise<{ connected: boolean; message: string; errors?: Record<string, string> }> {
  const parsed = EzeeConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { connected: false, message: Object.values(errors)[0] ?? "Invalid input", errors };
  }
  const input = parsed.data;
  const apiUrl = input.apiUrl.replace(/\/+$/, "");
  const row = await readEzeeConfigRow(services.db);
  let storedKey: string | null = null;
  try {
    if (row?.apiKeyEncrypted) {
      storedKey = decryptSecret(services.env.appSecret, EZEE_KEY_PURPOSE, row.apiKeyEncrypted);
    }
  } catch {
    // Encrypted under another APP_SECRET: as if none were stored.
  }
  const refuse = (message: string) => ({ connected: false, message, errors: { apiKey: message } });
  if (!input.apiKey && !storedKey) return refuse("Enter the API key to test.");
  if (!input.apiKey && row?.apiUrl !== apiUrl) {
    return refuse("Enter the API key to test another API URL.");
  }
  const apiKey = input.apiKey || storedKey!;
  const client = new EzeeClient({ apiUrl, hotelCode: input.hotelCode, apiKey });
  const isStored =
    row?.hotelCode === input.hotelCode && row.apiUrl === apiUrl && apiKey === storedKey;
  return runConnectionTest(services, client, isStored);
}

/**
 * Test connection: RoomTypeList proves the booking-engine key; RoomInfo
 * on PMS connectivity is reported too but is not required for `connected`.
 */
export async function testEzeeConnection(
  services: Pick<AppServices, "db" | "env" | "logger">,
): Promise<{ connected: boolean; message: string }> {
  const row = await readEzeeConfigRow(services.db);
  const client = ezeeClientFor(services, row);
  if (!client) {
    return { connected: false, message: "Enter and save the hotel code and API key first." };
  }
  return runConnectionTest(services, client, true);
}

async function runConnectionTest(
  services: Pick<AppServices, "db" | "logger">,
  client: EzeeClient,
  record: boolean,
): Promise<{ connected: boolean; message: string }> {
  try {
    const types = await client.roomTypeList({ maxQueueMs: 6_000 });
    let pms = "";
    try {
      await client.roomInfo({ maxQueueMs: 6_000 });
      pms = " PMS connectivity works too.";
    } catch (error) {
      pms = ` PMS connectivity is not available (${describeEzeeError(error)}).`;
    }
    if (record) await recordIntegrationSuccess(services.db, "ezee");
    return {
      connected: true,
      message: `Connected to eZee: ${types.length} room types published.${pms}`,
    };
  } catch (error) {
    const text = describeEzeeError(error);
    services.logger.warn({ provider: "ezee", error: text }, "eZee connection test failed");
    if (record) await recordIntegrationError(services.db, "ezee", `Test connection: ${text}`);
    const hint =
      error instanceof EzeeError && error.isAuth
        ? " Check the hotel code and API key (and that eZee Reservation is enabled for the property)."
        : "";
    return { connected: false, message: `Connection test failed: ${text}${hint}` };
  }
}
