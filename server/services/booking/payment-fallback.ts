/**
 * What a booking does while Pesapal is active but failing (down, or a key it
 * refuses). The site settings choose (`pesapalFallback`):
 * - "pay_at_hotel": the booking is confirmed to be paid at the hotel, with the
 *   usual pay-at-hotel e-mails and eZee push, and the answer says so;
 * - "no_online_bookings": the booking is refused with 503 and no room stays taken.
 * Never a hold that nobody can pay.
 */
import { and, eq } from "drizzle-orm";
import type { BookingStatus } from "~core/types";
import type { AppServices } from "../../context";
import { bookings, roomTypes } from "../../db/schema";
import { AppError } from "../../errors";
import { isPesapalActive } from "../payments/config";
import { pesapalReady } from "../payments/connection";
import { rememberOutage } from "../payments/verify";
import { getSiteSettings } from "../platform/settings";
import { enqueueEzeeBookingPush } from "../property/push";
import { releaseInventory } from "./admin-bookings";
import { prepareBookingMails } from "./booking-mail";
import { accessToken, confirmationPath } from "./booking-store";
import { type BookingRow, paymentPagePath, startPayment } from "./payments";
import { releasePromoUse } from "./promo-codes";

export const PAY_AT_HOTEL_NOTICE =
  "Online payment is not available right now, so your booking is confirmed and you pay at the hotel when you arrive. Nothing has been charged.";

export class OnlineBookingsPausedError extends AppError {
  /** When to try again (Retry-After): a little past the outage memory of verify.ts. */
  readonly retryAfterSeconds = 60;
  constructor() {
    super(
      "payments_paused",
      "Online booking is paused for a moment: our payment service is not answering. Nothing was booked or charged. Please try again later, or call or e-mail the hotel to book.",
    );
  }
}

/**
 * Before any room is taken: whether this booking waits for an online payment.
 * `fallback` is true when Pesapal is active but not ready and the booking is taken
 * to pay at the hotel; "no_online_bookings" throws OnlineBookingsPausedError.
 */
export async function paymentMode(
  services: AppServices,
): Promise<{ payOnline: boolean; fallback: boolean }> {
  if (!(await isPesapalActive(services.db))) return { payOnline: false, fallback: false };
  if (await pesapalReady(services)) return { payOnline: true, fallback: false };
  const settings = await getSiteSettings(services.db);
  if (settings.pesapalFallback === "no_online_bookings") throw new OnlineBookingsPausedError();
  services.logger.warn("Pesapal not ready: booking taken to pay at the hotel");
  return { payOnline: false, fallback: true };
}

export interface PaymentStart {
  redirectUrl?: string;
  status?: BookingStatus;
  paymentNotice?: string;
}

/**
 * After the booking committed as `pending_payment`: Pesapal's page, or, when the
 * order cannot be submitted, the fallback of the settings.
 */
export async function startPaymentOrFallback(
  services: AppServices,
  row: BookingRow,
): Promise<PaymentStart> {
  try {
    return { redirectUrl: await startPayment(services, row) };
  } catch (error) {
    if (!(error instanceof AppError)) {
      services.logger.error({ err: error, reference: row.reference }, "payment start failed");
    }
  }
  rememberOutage();
  const settings = await getSiteSettings(services.db);
  if (settings.pesapalFallback === "pay_at_hotel") {
    if (await confirmToPayAtHotel(services, row)) {
      return { status: "confirmed", paymentNotice: PAY_AT_HOTEL_NOTICE };
    }
  } else if (await releaseHold(services, row)) {
    throw new OnlineBookingsPausedError();
  }
  // Changed meanwhile (paid, cancelled): our payment page shows where it stands.
  return {
    redirectUrl: new URL(
      paymentPagePath(services.env, row.reference),
      services.env.publicUrl,
    ).toString(),
  };
}

/** pending_payment → confirmed, to pay at the hotel; its e-mails and eZee push once. */
async function confirmToPayAtHotel(services: AppServices, row: BookingRow): Promise<boolean> {
  const { db } = services;
  const [room] = await db
    .select({ name: roomTypes.name })
    .from(roomTypes)
    .where(eq(roomTypes.id, row.roomTypeId));
  const queueMails = await prepareBookingMails({
    booking: { ...row, status: "confirmed", holdExpiresAt: null, depositAmount: null },
    roomName: room?.name ?? "",
    settings: await getSiteSettings(db),
    confirmationUrl: new URL(
      confirmationPath(row.reference, accessToken(services.env.appSecret, row.reference)),
      services.env.publicUrl,
    ).toString(),
  });
  const done = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      // Nothing was paid online: no deposit either, all of it at the hotel.
      .set({ status: "confirmed", holdExpiresAt: null, depositAmount: null, updatedAt: new Date() })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, "pending_payment")))
      .returning({ id: bookings.id });
    if (!updated) return false;
    await queueMails(tx, row.id);
    await enqueueEzeeBookingPush(tx, row.id, "confirm");
    return true;
  });
  if (done) {
    services.mail?.kick();
    services.logger.warn(
      { reference: row.reference },
      "Pesapal failed: booking confirmed to pay at the hotel",
    );
  }
  return done;
}

/** pending_payment → expired with its rooms given back (no online bookings while Pesapal fails). */
async function releaseHold(services: AppServices, row: BookingRow): Promise<boolean> {
  return services.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(bookings).where(eq(bookings.id, row.id)).for("update");
    if (locked?.status !== "pending_payment") return false;
    await releaseInventory(tx, locked);
    await releasePromoUse(tx, locked);
    await tx
      .update(bookings)
      .set({ status: "expired", holdExpiresAt: null, updatedAt: new Date() })
      .where(eq(bookings.id, row.id));
    return true;
  });
}
