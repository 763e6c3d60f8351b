/** The hotel's view of bookings: search, detail, and cancelling (which frees the rooms). */
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import { hotelToday } from "~core/dates";
import { formatKsh } from "~core/format";
import type { BookingSource, StayStatus } from "~core/front-office";
import { stayNights } from "~core/pricing";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import {
  adminUsers,
  BOOKING_STATUSES,
  bookingChanges,
  bookings,
  galleryImages,
  restaurants as restaurantsTable,
  roomInventory,
  roomTypes,
} from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { notifyPageCaches } from "../../page-cache";
import { audit } from "../admin/admins";
import { bookingGuestMail } from "../mail/booking-emails";
import { queueMail } from "../mail/outbox";
import {
  dateColumnRange,
  FIRST_PAGE,
  type PageQuery,
  paged,
  timestampRange,
} from "../platform/paging";
import { getSiteSettings } from "../platform/settings";
import { enqueueEzeeBookingPush } from "../property/push";
import { accessToken, confirmationPath } from "./booking-store";
import { bookingPaymentFacts } from "./guest-state";
import { bookingTransactions, refreshTransaction } from "./payments";
import { releasePromoUse } from "./promo-codes";
import { cancelOpenOrders, isMobileMoney, requestRefund } from "./refunds";

export interface AdminBookingFilter {
  q?: string;
  status?: string;
  /** Arrivals on this date (YYYY-MM-DD). */
  arrival?: string;
  /** Where the guest is in the stay. */
  stay?: StayStatus;
  /** How the booking came in. */
  source?: BookingSource;
  /** Check-in on or after / on or before (YYYY-MM-DD). */
  from?: string;
  to?: string;
  /** Booked (created) on the hotel's days from..to. */
  bookedFrom?: string;
  bookedTo?: string;
}

function bookingConditions(filter: AdminBookingFilter) {
  const conditions = [];
  const q = filter.q?.trim();
  if (q) {
    const like = `%${q.replace(/[%_\\]/g, "\\$&")}%`;
    conditions.push(
      or(
        ilike(bookings.reference, like),
        ilike(bookings.email, like),
        ilike(sql`${bookings.firstName} || ' ' || ${bookings.lastName}`, like),
      ),
    );
  }
  if (filter.status && (BOOKING_STATUSES as readonly string[]).includes(filter.status)) {
    conditions.push(eq(bookings.status, filter.status as (typeof BOOKING_STATUSES)[number]));
  }
  if (filter.arrival && /^\d{4}-\d{2}-\d{2}$/.test(filter.arrival)) {
    conditions.push(eq(bookings.checkIn, filter.arrival));
  }
  if (filter.stay) conditions.push(eq(bookings.stayStatus, filter.stay));
  if (filter.source) conditions.push(eq(bookings.source, filter.source));
  conditions.push(...dateColumnRange(bookings.checkIn, filter.from, filter.to));
  conditions.push(...timestampRange(bookings.createdAt, filter.bookedFrom, filter.bookedTo));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the bookings that match, newest first, with the paging (total, rows shown). */
export async function listBookings(
  db: Database,
  filter: AdminBookingFilter,
  page: PageQuery = FIRST_PAGE,
) {
  const where = bookingConditions(filter);
  return paged(
    page,
    async () => {
      const [row] = await db
        .select({ total: count() })
        .from(bookings)
        .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
        .where(where);
      return row?.total ?? 0;
    },
    (limit, offset) => bookingRows(db, where, limit, offset),
  );
}

function bookingRows(db: Database, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      email: bookings.email,
      phone: bookings.phone,
      roomName: roomTypes.name,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      nights: bookings.nights,
      roomCount: bookings.roomCount,
      adults: bookings.adults,
      children: bookings.children,
      totalAmount: bookings.totalAmount,
      promoCode: bookings.promoCode,
      discount: bookings.discount,
      source: bookings.source,
      stayStatus: bookings.stayStatus,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit)
    .offset(offset);
}

export async function getBooking(db: Database, id: number) {
  const [row] = await db
    .select({ booking: bookings, roomName: roomTypes.name, createdByName: adminUsers.name })
    .from(bookings)
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .leftJoin(adminUsers, eq(adminUsers.id, bookings.createdBy))
    .where(eq(bookings.id, id));
  if (!row) return null;
  // Staff never need the guest's link secrets (even hashed) or the idempotency key.
  const { accessTokenHash: _hash, idempotencyKey: _key, ...booking } = row.booking;
  return { ...row, booking };
}

/** The changes of a booking, oldest first, with the staff member who made each (null: the guest). */
export async function bookingChangeHistory(db: Database, bookingId: number) {
  const rows = await db
    .select({ change: bookingChanges, changedByName: adminUsers.name })
    .from(bookingChanges)
    .leftJoin(adminUsers, eq(adminUsers.id, bookingChanges.changedBy))
    .where(eq(bookingChanges.bookingId, bookingId))
    .orderBy(asc(bookingChanges.id));
  return rows.map(({ change, changedByName }) => ({ ...change, changedByName }));
}

/**
 * Gives a booking's rooms back to every night of its stay (cancellation, expired
 * payment hold). Run it inside the transaction that changes the booking's status.
 */
export async function releaseInventory(
  tx: Pick<Database, "update" | "execute">,
  row: Pick<typeof bookings.$inferSelect, "roomTypeId" | "roomCount" | "checkIn" | "checkOut">,
): Promise<void> {
  await tx
    .update(roomInventory)
    .set({ booked: sql`GREATEST(0, ${roomInventory.booked} - ${row.roomCount})` })
    .where(
      and(
        eq(roomInventory.roomTypeId, row.roomTypeId),
        gte(roomInventory.night, row.checkIn),
        lt(roomInventory.night, row.checkOut),
      ),
    );
  // Pages showing rooms left tonight are re-rendered once this commits (server/page-cache.ts).
  await notifyPageCaches(tx, "inventory");
}

/**
 * Why a booking whose stay began cannot be cancelled: its nights were used (in house,
 * checked out) or already given back (a no-show). Null when it can.
 */
function stayUnderWay(row: Pick<typeof bookings.$inferSelect, "stayStatus">): string | null {
  if (row.stayStatus === "in_house") {
    return "The guest is in house: check them out instead of cancelling.";
  }
  if (row.stayStatus === "checked_out") return "The guest has checked out: the stay is over.";
  if (row.stayStatus === "no_show") {
    return "This booking is a no-show: its remaining nights were already given back.";
  }
  return null;
}

/** What happens with money paid online when staff cancel (CancelBookingSchema). */
export interface CancelChoice {
  refund?: "full" | "partial" | "none";
  amount?: number;
  reason?: string;
}

const choiceError = (field: string, message: string) =>
  new AppError("validation", message, { [field]: message });

/**
 * Staff cancel a booking: open Pesapal orders are cancelled first (the guest can no longer
 * pay), a payment is refunded as staff chose (RefundRequest before the booking changes, so
 * a refusal leaves it as it was), then the rooms are given back in one transaction.
 * Cancelling twice is refused (the rooms were already released).
 */
export async function cancelBooking(
  services: Pick<AppServices, "db" | "env" | "mail" | "logger">,
  id: number,
  choice: CancelChoice,
  adminId: number,
) {
  const { db } = services;
  const [current] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!current) throw notFound("Booking not found");
  if (current.status === "cancelled" || current.status === "expired") {
    throw new AppError("conflict", `This booking is already ${current.status}.`);
  }
  const under = stayUnderWay(current);
  if (under) throw new AppError("conflict", under);
  await closeOpenOrders(services, id);

  const payments = await bookingTransactions(db, id);
  const paid = payments.filter(
    (p) => p.statusCode === 1 && p.paymentStatus === "COMPLETED" && !p.refundRequestedAt,
  );
  if (paid.length > 0) {
    const total = paid.reduce((sum, p) => sum + p.amount, 0);
    if (!choice.refund) {
      throw choiceError(
        "refund",
        `This booking was paid online (${formatKsh(total)}): choose a full refund, a partial refund or no refund.`,
      );
    }
    if (choice.refund === "none" && !choice.reason) {
      throw choiceError("reason", "Give the reason for not refunding the payment.");
    }
    if (choice.refund === "partial") {
      const [only] = paid;
      if (paid.length > 1 || !only) {
        throw choiceError("refund", "This booking has several payments: refund them in full.");
      }
      if (isMobileMoney(only.paymentMethod)) {
        throw choiceError(
          "refund",
          `Mobile money payments are refunded in full only (${formatKsh(only.amount)}): Pesapal refuses a part.`,
        );
      }
      if (!choice.amount) throw choiceError("amount", "Enter the amount to refund in KSh.");
    }
    if (choice.refund !== "none") {
      const [admin] = await db
        .select({ id: adminUsers.id, email: adminUsers.email })
        .from(adminUsers)
        .where(eq(adminUsers.id, adminId));
      if (!admin) throw new AppError("unauthorized", "Sign in again.");
      const remarks = choice.reason ?? `Booking ${current.reference} cancelled`;
      for (const payment of paid) {
        const amount = choice.refund === "partial" ? choice.amount! : payment.amount;
        await requestRefund(services, payment.id, { amount, remarks }, admin);
      }
    }
  }

  const settings = await getSiteSettings(db);
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
    if (!row) throw notFound("Booking not found");
    if (row.status === "cancelled" || row.status === "expired") {
      throw new AppError("conflict", `This booking is already ${row.status}.`);
    }
    const begun = stayUnderWay(row);
    if (begun) throw new AppError("conflict", begun);
    // A payment that completed after the choice was made needs a choice of its own.
    const unsettled = (await bookingTransactions(tx as unknown as Database, id)).filter(
      (p) => p.statusCode === 1 && p.paymentStatus === "COMPLETED" && !p.refundRequestedAt,
    );
    if (unsettled.some((p) => !paid.some((q) => q.id === p.id))) {
      throw new AppError(
        "conflict",
        "A payment has just arrived for this booking: reload the page.",
      );
    }
    await releaseInventory(tx, row);
    await releasePromoUse(tx, row);
    const [updated] = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledBy: "staff", updatedAt: new Date() })
      .where(eq(bookings.id, id))
      .returning();
    await audit(tx, adminId, "cancel", "booking", String(id), {
      reference: row.reference,
      nights: stayNights(row.checkIn, row.checkOut).length,
      ...(paid.length > 0
        ? { refund: choice.refund, amount: choice.amount ?? null, reason: choice.reason ?? null }
        : {}),
    });
    // The guest hears of it, in the booking's language, from the same outbox.
    const [room] = await tx
      .select({ name: roomTypes.name })
      .from(roomTypes)
      .where(eq(roomTypes.id, row.roomTypeId));
    // Its payments tell the guest what happens with money paid online.
    const mail = bookingGuestMail({
      booking: updated!,
      payments: await bookingPaymentFacts(tx, id),
      roomName: room?.name ?? "",
      settings,
      confirmationUrl: new URL(
        confirmationPath(row.reference, accessToken(services.env.appSecret, row.reference)),
        services.env.publicUrl,
      ).toString(),
    });
    await queueMail(tx, { ...mail, dedupeKey: `booking:${row.reference}:cancelled` });
    // Committed with the cancellation: eZee hears of it through the push queue.
    await enqueueEzeeBookingPush(tx, id, "cancel");
    return updated!;
  });
  services.mail?.kick();
  return cancelled;
}

/**
 * CancelOrder for the booking's open orders. An order Pesapal will not cancel is asked
 * for its status: paid meanwhile, it is then a payment like any other (refund choice).
 * An order that stays open is covered by the late-payment refund.
 */
export async function closeOpenOrders(
  services: Pick<AppServices, "db" | "env" | "logger" | "mail">,
  id: number,
) {
  let refused: string[] = [];
  try {
    ({ refused } = await cancelOpenOrders(services, [id]));
  } catch (error) {
    services.logger.warn(
      { bookingId: id, err: error instanceof Error ? error.message : error },
      "open orders could not be cancelled at Pesapal",
    );
    return;
  }
  for (const trackingId of refused) {
    try {
      await refreshTransaction(services, trackingId, { force: true });
    } catch (error) {
      services.logger.warn(
        { bookingId: id, err: error instanceof Error ? error.message : error },
        "payment check failed",
      );
    }
  }
}

/** The dashboard's figures, all counted in the database. */
export async function dashboardFigures(db: Database) {
  const today = hotelToday();
  const count = (query: Promise<{ n: number }[]>) => query.then((rows) => rows[0]?.n ?? 0);
  const n = sql<number>`count(*)::int`;
  const [rooms, restaurants, gallery, arrivalsToday, pending, confirmedUpcoming] =
    await Promise.all([
      count(db.select({ n }).from(roomTypes)),
      count(db.select({ n }).from(restaurantsTable)),
      count(db.select({ n }).from(galleryImages)),
      count(
        db
          .select({ n })
          .from(bookings)
          .where(and(eq(bookings.checkIn, today), eq(bookings.status, "confirmed"))),
      ),
      count(db.select({ n }).from(bookings).where(eq(bookings.status, "pending_payment"))),
      count(
        db
          .select({ n })
          .from(bookings)
          .where(and(gte(bookings.checkIn, today), eq(bookings.status, "confirmed"))),
      ),
    ]);
  const recentRooms = await db
    .select({
      id: roomTypes.id,
      name: roomTypes.name,
      size: roomTypes.size,
      price: roomTypes.rateSingleBedOnly,
      capacity: roomTypes.capacity,
      totalRooms: roomTypes.totalRooms,
      isActive: roomTypes.isActive,
    })
    .from(roomTypes)
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id))
    .limit(10);
  return { rooms, restaurants, gallery, arrivalsToday, pending, confirmedUpcoming, recentRooms };
}
