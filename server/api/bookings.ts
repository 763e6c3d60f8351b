/** Availability, booking and "find my booking". */

import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { stayStands } from "~core/booking-state";
import { hotelToday } from "~core/dates";
import { isIsoDate, nightsBetween } from "~core/pricing";
import { StaySearchSchema } from "~core/schemas/booking";
import type { HonoEnv } from "../context";
import { roomTypes } from "../db/schema";
import { AppError, badRequest, notFound, parseId } from "../errors";
import {
  hotelPriceCalendar,
  listAvailableRoomTypes,
  roomAvailabilityCalendar,
} from "../services/booking/availability";
import { getBookingByToken, getBookingRowByToken } from "../services/booking/booking";
import { startBalancePayment } from "../services/booking/booking-change";
import {
  cancelGuestBooking,
  changeGuestBooking,
  findGuestBooking,
  placeBooking,
  quoteGuestStay,
} from "../services/booking/booking-commands";
import { bookingIcs } from "../services/booking/booking-mail";
import { confirmationPath } from "../services/booking/booking-store";
import { storedGuestSummary } from "../services/booking/guest-state";
import { getSiteSettings } from "../services/platform/settings";
import { clientIp } from "./client-ip";
import { apiLanguage } from "./lang";
import { jsonBody, refusalJson } from "./refusal";

/** The price calendar answers at most this many nights per request (a year). */
const MAX_CALENDAR_NIGHTS = 366;

/** The same day `months` later (the month's last day when it has no such day). */
function addMonthsIso(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

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

/** The booking of a Manage booking request: `:reference` and `?token=`. */
function manageKey(c: Context<HonoEnv>) {
  return { reference: c.req.param("reference") ?? "", token: c.req.query("token") ?? "" };
}

/** The nights a price calendar covers: `from` (default today) to `to` (default 12 months on). */
function calendarRange(fromQuery: string | undefined, toQuery: string | undefined) {
  const from = fromQuery ?? hotelToday();
  if (!isIsoDate(from)) throw badRequest("from and to must be YYYY-MM-DD dates");
  const to = toQuery ?? addMonthsIso(from, 12);
  if (!isIsoDate(to)) throw badRequest("from and to must be YYYY-MM-DD dates");
  const nights = nightsBetween(from, to);
  if (nights <= 0 || nights > MAX_CALENDAR_NIGHTS) {
    throw badRequest(`to must be after from, at most ${MAX_CALENDAR_NIGHTS} nights later`);
  }
  return { from, to };
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
  .get("/availability", async (c) => {
    const { from, to } = calendarRange(c.req.query("from"), c.req.query("to"));
    // Rooms left and prices change with every booking: never from a browser or CDN cache.
    c.header("Cache-Control", "no-store");
    return c.json(await hotelPriceCalendar(c.var.services, from, to));
  })
  .get("/rooms/:id/availability", async (c) => {
    const id = parseId(c.req.param("id"), "room");
    const { from, to } = calendarRange(c.req.query("from"), c.req.query("to"));
    const calendar = await roomAvailabilityCalendar(c.var.services, id, from, to);
    if (!calendar) throw notFound("Room not found");
    // Rooms left and prices change with every booking: never from a browser or CDN cache.
    c.header("Cache-Control", "no-store");
    return c.json(calendar);
  })
  .get("/quote", async (c) => {
    const result = await quoteGuestStay(c.var.services, c.req.query());
    // Prices and rooms change: never kept by a browser or a CDN.
    c.header("Cache-Control", "no-store");
    if (!result.ok) return refusalJson(c, result);
    return c.json(result.quote);
  })
  .post("/bookings", async (c) => {
    const result = await placeBooking(c.var.services, await jsonBody(c), {
      clientIp: clientIp(c),
      idempotencyKey: c.req.header("Idempotency-Key"),
      lang: apiLanguage(c),
    });
    if (!result.ok) return refusalJson(c, result);
    return c.json(result.booking, result.replayed ? 200 : 201);
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
  // Manage booking: the guest's own cancel and change, behind the secret link.
  .post("/bookings/:reference/cancel", async (c) => {
    const result = await cancelGuestBooking(c.var.services, manageKey(c), await jsonBody(c));
    c.header("Cache-Control", "private, no-store");
    if (!result.ok) return refusalJson(c, result);
    return c.json(result.booking);
  })
  .post("/bookings/:reference/change/quote", async (c) => {
    const body = await jsonBody(c);
    const result = await changeGuestBooking(c.var.services, manageKey(c), body, "quote");
    c.header("Cache-Control", "private, no-store");
    if (!result.ok) return refusalJson(c, result);
    return c.json(result.step === "quote" ? result.quote : null);
  })
  .post("/bookings/:reference/change", async (c) => {
    const body = await jsonBody(c);
    const result = await changeGuestBooking(c.var.services, manageKey(c), body, "confirm");
    c.header("Cache-Control", "private, no-store");
    if (!result.ok) return refusalJson(c, result);
    if (result.step !== "confirm") return c.json(null);
    const { booking, change, redirectUrl } = result;
    return c.json({ booking, change, redirectUrl });
  })
  .post("/bookings/:reference/balance", async (c) => {
    const row = await tokenBooking(c);
    return c.json({ redirectUrl: await startBalancePayment(c.var.services, row) });
  })
  .post("/bookings/lookup", async (c) => {
    const result = await findGuestBooking(c.var.services, await jsonBody(c), {
      clientIp: clientIp(c),
    });
    if (!result.ok) return refusalJson(c, result);
    c.header("Cache-Control", "private, no-store");
    return c.json(result.booking);
  });
