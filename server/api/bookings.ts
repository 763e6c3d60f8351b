/** Availability, booking and "find my booking" (spec 000 section 7, issue 4). */

import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { stayStands } from "../../core/booking-state";
import { hotelToday } from "../../core/dates";
import { addDaysIso, isIsoDate, nightsBetween } from "../../core/pricing";
import {
  BookingChangeConfirmSchema,
  BookingChangeSchema,
  BookingRequestSchema,
  FindBookingSchema,
  GuestCancelSchema,
  StaySearchSchema,
} from "../../core/schemas/booking";
import type { HonoEnv } from "../context";
import { roomTypes } from "../db/schema";
import { AppError, badRequest, notFound, parseId } from "../errors";
import { listAvailableRoomTypes, roomAvailabilityCalendar } from "../services/availability";
import {
  confirmationPath,
  createBooking,
  findBooking,
  getBookingByToken,
  getBookingRowByToken,
  PriceChangedError,
  RoomUnavailableError,
} from "../services/booking";
import { bookingIcs } from "../services/booking-mail";
import { EzeeSalesPausedError } from "../services/ezee/availability";
import { storedGuestSummary } from "../services/guest-state";
import { OnlineBookingsPausedError } from "../services/pesapal/fallback";
import { hitRateLimit } from "../services/rate-limit";
import {
  changeBooking,
  guestCancelBooking,
  quoteBookingChange,
  startBalancePayment,
} from "../services/self-service";
import { getSiteSettings } from "../services/settings";
import { clientIp } from "./client-ip";
import { apiLanguage } from "./lang";
import { readJson } from "./validate";

/** The calendar shows at most this many nights per request. */
const MAX_CALENDAR_NIGHTS = 92;

function validationError(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.join(".") || "query"] ??= issue.message;
  return new AppError("validation", Object.values(errors)[0] ?? "Invalid query", errors);
}

/** The booking behind `:reference` and `?token=` (Manage booking), or 404. */
async function tokenBooking(c: Context<HonoEnv>) {
  const row = await getBookingRowByToken(
    c.var.services.db,
    (c.req.param("reference") ?? "").toUpperCase(),
    c.req.query("token") ?? "",
  );
  if (!row) throw notFound("Booking not found");
  c.header("Cache-Control", "private, no-store");
  return row;
}

/** A price that moved since the guest's quote: 409 with the new quote, as POST /bookings. */
function priceChanged(c: Context<HonoEnv>, error: unknown) {
  if (error instanceof PriceChangedError) {
    return c.json({ message: error.message, code: "price_changed", quote: error.quote }, 409);
  }
  if (error instanceof RoomUnavailableError) {
    return c.json({ message: error.message, code: "unavailable" }, 409);
  }
  throw error;
}

export const bookingsApi = new Hono<HonoEnv>()
  .get("/rooms/available", async (c) => {
    const parsed = StaySearchSchema.safeParse(c.req.query());
    if (!parsed.success) throw validationError(parsed.error.issues);
    const { db } = c.var.services;
    const settings = await getSiteSettings(db);
    return c.json(
      await listAvailableRoomTypes(c.var.services, parsed.data, settings, apiLanguage(c)),
    );
  })
  .get("/rooms/:id/availability", async (c) => {
    const id = parseId(c.req.param("id"), "room");
    const from = c.req.query("from") ?? hotelToday();
    const to = c.req.query("to") ?? addDaysIso(from, 61);
    if (!isIsoDate(from) || !isIsoDate(to))
      throw badRequest("from and to must be YYYY-MM-DD dates");
    const nights = nightsBetween(from, to);
    if (nights <= 0 || nights > MAX_CALENDAR_NIGHTS) {
      throw badRequest(`to must be after from, at most ${MAX_CALENDAR_NIGHTS} nights later`);
    }
    const calendar = await roomAvailabilityCalendar(c.var.services, id, from, to);
    if (!calendar) throw notFound("Room not found");
    return c.json(calendar);
  })
  .post("/bookings", async (c) => {
    const input = await readJson(c, BookingRequestSchema);
    const header = c.req.header("Idempotency-Key")?.trim();
    if (header !== undefined && !/^[\w.:-]{8,100}$/.test(header)) {
      throw badRequest("Idempotency-Key must be 8 to 100 letters, digits, dots, colons or dashes");
    }
    // Pay-at-hotel bookings hold rooms without a payment: one address may not book out
    // the hotel. Counted after validation, so a guest's corrected typos cost nothing.
    const { db, env } = c.var.services;
    if (env.bookingRateLimit > 0) {
      const limit = await hitRateLimit(db, "booking", clientIp(c), env.bookingRateLimit);
      if (!limit.allowed) {
        c.header("Retry-After", String(limit.retryAfterSeconds));
        throw new AppError(
          "rate_limited",
          "Too many bookings from this connection. Please try again later or call the hotel.",
        );
      }
    }
    try {
      const { booking, replayed } = await createBooking(c.var.services, input, {
        idempotencyKey: header || undefined,
        lang: apiLanguage(c),
      });
      return c.json(booking, replayed ? 200 : 201);
    } catch (error) {
      if (error instanceof PriceChangedError) {
        return c.json({ message: error.message, code: "price_changed", quote: error.quote }, 409);
      }
      if (error instanceof RoomUnavailableError) {
        return c.json({ message: error.message, code: "unavailable" }, 409);
      }
      if (error instanceof EzeeSalesPausedError) {
        c.header("Retry-After", "60");
        return c.json({ message: error.message, code: error.code, reason: "sales_paused" }, 503);
      }
      if (error instanceof OnlineBookingsPausedError) {
        c.header("Retry-After", String(error.retryAfterSeconds));
        return c.json(
          { message: error.message, code: error.code, reason: "payments_paused" },
          error.status,
        );
      }
      throw error;
    }
  })
  .get("/bookings/:reference", async (c) => {
    const view = await getBookingByToken(
      c.var.services,
      c.req.param("reference").toUpperCase(),
      c.req.query("token") ?? "",
    );
    if (!view) throw notFound("Booking not found");
    c.header("Cache-Control", "private, no-store");
    return c.json(view);
  })
  .get("/bookings/:reference/calendar.ics", async (c) => {
    const { db, env } = c.var.services;
    const reference = c.req.param("reference").toUpperCase();
    const token = c.req.query("token") ?? "";
    const row = await getBookingRowByToken(db, reference, token);
    if (!row) throw notFound("Booking not found");
    // Only a stay that stands goes into a calendar.
    const { state } = await storedGuestSummary(db, row);
    if (state === "awaiting_payment") {
      throw new AppError(
        "conflict",
        "This booking is waiting for payment: its calendar file is ready once it is confirmed.",
      );
    }
    if (!stayStands(state)) {
      const message =
        state === "expired"
          ? "This booking has expired and is no longer valid: there is no stay to add to a calendar."
          : "This booking is cancelled and no longer valid: there is no stay to add to a calendar.";
      c.header("Cache-Control", "private, no-store");
      return c.json({ message, code: "gone" }, 410);
    }
    const [room] = await db
      .select({ name: roomTypes.name })
      .from(roomTypes)
      .where(eq(roomTypes.id, row.roomTypeId));
    const ics = bookingIcs({
      booking: row,
      roomName: room?.name ?? "",
      settings: await getSiteSettings(db),
      confirmationUrl: new URL(confirmationPath(row.reference, token), env.publicUrl).toString(),
    });
    return c.body(ics, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="booking-${row.reference}.ics"`,
      "Cache-Control": "private, no-store",
    });
  })
  // Manage booking (issue 16): the guest's own cancel and change, behind the secret link.
  .post("/bookings/:reference/cancel", async (c) => {
    const row = await tokenBooking(c);
    const input = await readJson(c, GuestCancelSchema);
    await guestCancelBooking(c.var.services, row.id, input.expectedCharge);
    const view = await getBookingByToken(c.var.services, row.reference, c.req.query("token") ?? "");
    return c.json(view);
  })
  .post("/bookings/:reference/change/quote", async (c) => {
    const row = await tokenBooking(c);
    const input = await readJson(c, BookingChangeSchema);
    try {
      return c.json(await quoteBookingChange(c.var.services, row.id, input));
    } catch (error) {
      return priceChanged(c, error);
    }
  })
  .post("/bookings/:reference/change", async (c) => {
    const row = await tokenBooking(c);
    const input = await readJson(c, BookingChangeConfirmSchema);
    try {
      const { change, redirectUrl } = await changeBooking(c.var.services, row.id, input);
      const view = await getBookingByToken(
        c.var.services,
        row.reference,
        c.req.query("token") ?? "",
      );
      return c.json({ booking: view, change, redirectUrl });
    } catch (error) {
      return priceChanged(c, error);
    }
  })
  .post("/bookings/:reference/balance", async (c) => {
    const row = await tokenBooking(c);
    return c.json({ redirectUrl: await startBalancePayment(c.var.services, row) });
  })
  .post("/bookings/lookup", async (c) => {
    const { db } = c.var.services;
    const limit = await hitRateLimit(db, "publicForm", `booking-lookup:${clientIp(c)}`);
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfterSeconds));
      throw new AppError("rate_limited", "Too many attempts. Please try again later.");
    }
    const input = await readJson(c, FindBookingSchema);
    const view = await findBooking(c.var.services, input.reference, input.email);
    if (!view) {
      throw notFound("No booking matches this reference and e-mail address.");
    }
    c.header("Cache-Control", "private, no-store");
    return c.json(view);
  });
