/**
 * The dashboard's "Integration health" for both provider links: switched on or
 * not, last successful call, last error, and what waits in the queues (eZee push
 * jobs pending or given up; Pesapal bookings still awaiting payment).
 */
import { eq, sql } from "drizzle-orm";
import type { EzeeOutageMode, PesapalFallback } from "~core/settings";
import type { IntegrationStatus } from "~core/types";
import type { Database } from "../../db/client";
import { bookings, ezeeConfig, pesapalConfig } from "../../db/schema";
import { readIntegrationHealth } from "../platform/integration-health";
import { getSiteSettings } from "../platform/settings";
import { ezeeQueueCounts } from "./push";

const PESAPAL_FALLBACK_TEXT: Record<PesapalFallback, string> = {
  pay_at_hotel: "Bookings are taken to pay at the hotel",
  no_online_bookings: "Online bookings are refused",
};
const EZEE_OUTAGE_TEXT: Record<EzeeOutageMode, string> = {
  sell_own_counts: "The site sells from its own room counts",
  pause_mapped: "Online sales of mapped room types pause",
};

const failingNow = (
  isActive: boolean,
  state: { lastSuccessAt: string | null; lastErrorAt: string | null },
) =>
  isActive &&
  state.lastErrorAt !== null &&
  (state.lastSuccessAt === null || state.lastErrorAt > state.lastSuccessAt);

export async function integrationStatus(db: Database): Promise<IntegrationStatus[]> {
  const [health, ezee, pesapal, queue, pending, settings] = await Promise.all([
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
    getSiteSettings(db),
  ]);
  const pesapalActive = pesapal[0]?.isActive ?? false;
  const ezeeActive = ezee[0]?.isActive ?? false;
  return [
    {
      provider: "pesapal",
      label: "Pesapal payments",
      isActive: pesapalActive,
      lastSuccessAt: health.pesapal.lastSuccessAt,
      lastErrorAt: health.pesapal.lastErrorAt,
      lastError: health.pesapal.lastError,
      queues: [{ label: "Bookings awaiting payment", count: Number(pending[0]?.count ?? 0) }],
      fallback: `If Pesapal fails: ${PESAPAL_FALLBACK_TEXT[settings.pesapalFallback]}.`,
      failing: failingNow(pesapalActive, health.pesapal),
    },
    {
      provider: "ezee",
      label: "eZee property management",
      isActive: ezeeActive,
      lastSuccessAt: health.ezee.lastSuccessAt,
      lastErrorAt: health.ezee.lastErrorAt,
      lastError: health.ezee.lastError,
      queues: [
        { label: "Booking pushes waiting", count: queue.pending },
        { label: "Booking pushes given up", count: queue.failed },
      ],
      fallback: `If eZee cannot be reached: ${EZEE_OUTAGE_TEXT[settings.ezeeOutage]}.`,
      failing: failingNow(ezeeActive, health.ezee),
    },
  ];
}
