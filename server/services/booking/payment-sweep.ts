/**
 * The payment sweeper: bookings waiting for payment are checked with Pesapal
 * shortly before their hold runs out (a payment whose IPN got lost still confirms
 * the booking), and those still unpaid when the hold is over expire and give their
 * rooms back. Several processes may sweep at once: each booking is expired under
 * a row lock, only while it still waits.
 */

import { and, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { AppServices } from "../../context";
import { bookings, paymentTransactions } from "../../db/schema";
import { startIntervalWorker } from "../platform/interval-worker";
import { releaseInventory } from "./admin-bookings";
import { refreshTransaction } from "./payments";
import { releasePromoUse } from "./promo-codes";
import { cancelUnpaidOrders } from "./refunds";

type Services = Pick<AppServices, "db" | "env" | "logger" | "mail">;

/** Orders of bookings whose hold ends within this window are checked with Pesapal. */
const CHECK_AHEAD_MS = 5 * 60_000;
const BATCH = 50;
/** Open orders of ended bookings are watched this long. */
const STRAY_DAYS = 3;

export interface SweepResult {
  checked: number;
  confirmed: number;
  expired: number;
  /** Orders of expired holds cancelled at Pesapal. */
  cancelled: number;
}

export async function sweepPendingPayments(
  services: Services,
  now = new Date(),
): Promise<SweepResult> {
  const { db, logger } = services;
  const result: SweepResult = { checked: 0, confirmed: 0, expired: 0, cancelled: 0 };
  const expiredIds: number[] = [];

  // 1. Ask Pesapal about the open orders of holds that end soon (or have ended).
  const open = await db
    .select({ trackingId: paymentTransactions.orderTrackingId })
    .from(paymentTransactions)
    .innerJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
    .where(
      and(
        eq(bookings.status, "pending_payment"),
        lte(bookings.holdExpiresAt, new Date(now.getTime() + CHECK_AHEAD_MS)),
        isNotNull(paymentTransactions.orderTrackingId),
        or(isNull(paymentTransactions.statusCode), eq(paymentTransactions.statusCode, 0)),
      ),
    )
    .limit(BATCH);
  for (const { trackingId } of open) {
    try {
      const refreshed = await refreshTransaction(services, trackingId!, { force: true });
      result.checked++;
      if (refreshed?.confirmed) result.confirmed++;
    } catch (error) {
      // Unreachable provider: the hold still ends on time below.
      logger.warn({ err: error instanceof Error ? error.message : error }, "payment check failed");
    }
  }

  // 1b. Orders of cancelled or expired bookings that Pesapal did not cancel: a payment
  // that still arrives there (its IPN lost) is found and refunded (refreshTransaction).
  const stray = await db
    .select({ trackingId: paymentTransactions.orderTrackingId })
    .from(paymentTransactions)
    .innerJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
    .where(
      and(
        inArray(bookings.status, ["cancelled", "expired"]),
        isNotNull(paymentTransactions.orderTrackingId),
        isNull(paymentTransactions.cancelledAt),
        or(isNull(paymentTransactions.statusCode), eq(paymentTransactions.statusCode, 0)),
        gte(paymentTransactions.createdAt, new Date(now.getTime() - STRAY_DAYS * 86_400_000)),
      ),
    )
    .limit(BATCH);
  for (const { trackingId } of stray) {
    try {
      await refreshTransaction(services, trackingId!);
      result.checked++;
    } catch (error) {
      logger.warn({ err: error instanceof Error ? error.message : error }, "payment check failed");
    }
  }

  // 2. Expire what is still unpaid after its hold.
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, "pending_payment"), lte(bookings.holdExpiresAt, now)))
    .limit(BATCH);
  for (const { id } of due) {
    const expired = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
      if (row?.status !== "pending_payment") return false;
      if (!row.holdExpiresAt || row.holdExpiresAt.getTime() > now.getTime()) return false;
      await releaseInventory(tx, row);
      await releasePromoUse(tx, row);
      await tx
        .update(bookings)
        .set({ status: "expired", updatedAt: new Date() })
        .where(eq(bookings.id, id));
      // Orders never paid are closed on our side (a late payment is still honoured
      // when the rooms are free, see confirmPaid).
      await tx
        .update(paymentTransactions)
        .set({ paymentStatus: "EXPIRED", updatedAt: new Date() })
        .where(
          and(
            eq(paymentTransactions.bookingId, id),
            inArray(paymentTransactions.paymentStatus, ["PENDING", "NOT_SUBMITTED"]),
          ),
        );
      return true;
    });
    if (expired) {
      result.expired++;
      expiredIds.push(id);
      logger.info({ bookingId: id }, "payment hold expired: rooms released");
    }
  }
  // 3. Close their orders at Pesapal, so the payment page no longer takes a payment.
  if (expiredIds.length > 0) {
    try {
      result.cancelled = await cancelUnpaidOrders(services, expiredIds);
    } catch (error) {
      logger.warn({ err: error instanceof Error ? error.message : error }, "order cancel failed");
    }
  }
  return result;
}

/**
 * Runs the sweep every minute in this process (started by server/run.ts only, so
 * tests that build the app run nothing in the background).
 */
export function startPaymentSweeper(services: Services, intervalMs = 60_000) {
  return startIntervalWorker({
    name: "payment sweep",
    intervalMs,
    logger: services.logger,
    run: async () => {
      const r = await sweepPendingPayments(services);
      if (r.checked || r.expired) services.logger.info(r, "payment sweep");
    },
  });
}

/** Pending payments for the dashboard's queue figure. */
export async function pendingPaymentCount(services: Pick<AppServices, "db">): Promise<number> {
  const [row] = await services.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(eq(bookings.status, "pending_payment"));
  return row?.n ?? 0;
}
