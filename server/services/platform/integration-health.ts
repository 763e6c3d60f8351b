/**
 * Last successful call and last error per provider, written by every Pesapal and
 * eZee call and read by the admin dashboard. Error texts must never contain a
 * secret: callers pass a short description (status, provider message), not a
 * request dump.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { integrationHealth } from "../../db/schema";

export type IntegrationProvider = "pesapal" | "ezee";

export async function recordIntegrationSuccess(
  db: Database,
  provider: IntegrationProvider,
): Promise<void> {
  await db
    .insert(integrationHealth)
    .values({ provider, lastSuccessAt: sql`now()`, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: integrationHealth.provider,
      set: { lastSuccessAt: sql`now()`, updatedAt: sql`now()` },
    });
}

export async function recordIntegrationError(
  db: Database,
  provider: IntegrationProvider,
  message: string,
): Promise<void> {
  const lastError = message.slice(0, 500);
  await db
    .insert(integrationHealth)
    .values({ provider, lastError, lastErrorAt: sql`now()`, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: integrationHealth.provider,
      set: { lastError, lastErrorAt: sql`now()`, updatedAt: sql`now()` },
    });
}

export interface IntegrationHealthRow {
  provider: IntegrationProvider;
  lastSuccessAt: string | null;
  lastErrorAt: string | null;
  lastError: string | null;
}

export async function readIntegrationHealth(
  db: Database,
): Promise<Record<IntegrationProvider, IntegrationHealthRow>> {
  const rows = await db.select().from(integrationHealth);
  const empty = (provider: IntegrationProvider): IntegrationHealthRow => ({
    provider,
    lastSuccessAt: null,
    lastErrorAt: null,
    lastError: null,
  });
  const result = { pesapal: empty("pesapal"), ezee: empty("ezee") };
  for (const row of rows) {
    if (row.provider !== "pesapal" && row.provider !== "ezee") continue;
    result[row.provider] = {
      provider: row.provider,
      lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
      lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
      lastError: row.lastError,
    };
  }
  return result;
}
