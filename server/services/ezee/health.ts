/**
 * The dashboard's "Integration health" for both provider links: switched on or
 * not, last successful call, last error, and what waits in the queues (eZee push
 * jobs pending or given up; Pesapal bookings still awaiting payment).
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, ezeeConfig, pesapalConfig } from "../../db/schema";
import { readIntegrationHealth } from "../integration-health";
import { ezeeQueueCounts } from "./push";

export interface IntegrationStatus {
  provider: "ezee" | "pesapal";
  label: string;
  isActive: boolean;
  lastSuccessAt: string | null;
  lastErrorAt: string | null;
  lastError: string | null;
  /** What waits, e.g. [{ label: "Pushes waiting", count: 2 }]. */
  queues: { label: string; count: number }[];
}

export async function integrationStatus(db: Database): Promise<IntegrationStatus[]> {
  const [health, ezee, pesapal, queue, pending] = await Promise.all([
    readIntegrationHealth(db),
    db.select({ isActive: ezeeConfig.isActive }).from(ezeeConfig).where(eq(ezeeConfig.id, 1)),
    db
      .select({ isActive: pesapalConfig.isActive })
      .from(pesapalConfig)
      .where(eq(pesapalConfig.id, 1)),
    ezeeQueueCounts(db),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.status, "pending_payment")),
  ]);
  return [
    {
      provider: "pesapal",
      label: "Pesapal payments",
      isActive: pesapal[0]?.isActive ?? false,
      lastSuccessAt: health.pesapal.lastSuccessAt,
      lastErrorAt: health.pesapal.lastErrorAt,
      lastError: health.pesapal.lastError,
      queues: [{ label: "Bookings awaiting payment", count: Number(pending[0]?.count ?? 0) }],
    },
    {
      provider: "ezee",
      label: "eZee property management",
      isActive: ezee[0]?.isActive ?? false,
      lastSuccessAt: health.ezee.lastSuccessAt,
      lastErrorAt: health.ezee.lastErrorAt,
      lastError: health.ezee.lastError,
      queues: [
        { label: "Booking pushes waiting", count: queue.pending },
        { label: "Booking pushes given up", count: queue.failed },
      ],
    },
  ];
}
