/**
 * The front desk's admin API (the "bookings" area of core/admin-roles.ts): bookings staff
 * take for guests, changes to any booking, check-in, check-out and no-show, staff notes,
 * and the day's arrivals and departures. Thin adapters over
 * server/services/booking/staff-commands.ts and stay-operations.ts.
 */
import { type Context, Hono } from "hono";
import { hotelToday } from "~core/dates";
import type { StayAction } from "~core/front-office";
import { isIsoDate } from "~core/pricing";
import {
  CashUpQuerySchema,
  CheckOutSchema,
  DeskPaymentSchema,
  NightAuditCloseSchema,
  StaffChargeSchema,
  VoidSchema,
} from "~core/schemas/desk-payments";
import { BookingNoteSchema } from "~core/schemas/front-desk";
import { RoomAssignmentSchema } from "~core/schemas/rooms";
import type { HonoEnv } from "../../context";
import { badRequest, notFound, parseId } from "../../errors";
import { getBooking } from "../../services/booking/admin-bookings";
import {
  addStaffCharge,
  bookingFolio,
  cashUp,
  recordDeskPayment,
  voidDeskPayment,
  voidStaffCharge,
} from "../../services/booking/desk-payments";
import { businessDate, closeBusinessDay, nightAuditDay } from "../../services/booking/night-audit";
import {
  changeStaffBooking,
  placeStaffBooking,
  quoteStaffChange,
  quoteStaffStay,
  stayActionCommand,
} from "../../services/booking/staff-commands";
import {
  addBookingNote,
  bookingNotesOf,
  frontDeskDay,
  frontDeskOverview,
} from "../../services/booking/stay-operations";
import { apiLanguage } from "../lang";
import { jsonBody, refusalJson } from "../refusal";
import { jsonInput, parseFields } from "../validate";

/** An Idempotency-Key as the bookings' POST takes it. */
const IDEMPOTENCY_KEY = /^[\w.:-]{8,100}$/;

/** The request's Idempotency-Key, required (400 without). */
function idempotencyKey(c: Context<HonoEnv>, what: string) {
  const key = c.req.header("Idempotency-Key")?.trim() ?? "";
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw badRequest(
      `Send an Idempotency-Key header (8 to 100 letters, digits, . : _ -): one ${what} per key, however many times it is sent.`,
    );
  }
  return key;
}

const member = (c: Context<HonoEnv>) => {
  const admin = c.var.admin!;
  return { id: admin.id, name: admin.name };
};

/** An optional JSON body: undefined when empty. */
async function optionalBody(c: Context<HonoEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("The request body must be JSON.");
  }
}

/**
 * The stay action's body, optional. Check-out: `{ "balanceOwing": true }` leaves a balance
 * owing. Check-in: `{ "roomIds": [12] }` the rooms chosen by number (else the suggested ones).
 */
async function stayOptions(c: Context<HonoEnv>, action: StayAction) {
  if (action !== "check-out" && action !== "check-in") return {};
  const body = await optionalBody(c);
  if (action === "check-in")
    return body === undefined ? {} : parseFields(RoomAssignmentSchema, body);
  if (body === undefined) return { balanceOwing: false };
  return parseFields(CheckOutSchema, body);
}

/** The stay actions, one route each. */
function stayActionRoute(action: StayAction) {
  return async (c: Context<HonoEnv>) => {
    const id = parseId(c.req.param("id"), "booking");
    const options = await stayOptions(c, action);
    const result = await stayActionCommand(c.var.services, id, action, member(c), options);
    if (!result.ok) return refusalJson(c, result);
    const { booking, releasedNights, takenNights, rooms } = result;
    return c.json({
      id: booking.id,
      reference: booking.reference,
      stayStatus: booking.stayStatus,
      releasedNights,
      ...(takenNights ? { takenNights } : {}),
      ...(rooms ? { rooms } : {}),
    });
  };
}

export const frontDeskAdminApi = new Hono<HonoEnv>()
  // Registered before GET /bookings/:id, which would otherwise take "quote" for an id.
  .get("/bookings/quote", async (c) => {
    const result = await quoteStaffStay(c.var.services, c.req.query());
    if (!result.ok) return refusalJson(c, result);
    return c.json(result.quote);
  })
  .post("/bookings", async (c) => {
    const result = await placeStaffBooking(c.var.services, await jsonBody(c), {
      clientIp: "staff",
      idempotencyKey: c.req.header("Idempotency-Key"),
      lang: apiLanguage(c),
      staff: member(c),
    });
    if (!result.ok) return refusalJson(c, result);
    return c.json(result.booking, result.replayed ? 200 : 201);
  })
  .get("/bookings/:id/change-quote", async (c) => {
    const id = parseId(c.req.param("id"), "booking");
    const result = await quoteStaffChange(c.var.services, id, c.req.query(), member(c));
    if (!result.ok) return refusalJson(c, result);
    return c.json(result.quote);
  })
  .put("/bookings/:id", async (c) => {
    const id = parseId(c.req.param("id"), "booking");
    const result = await changeStaffBooking(c.var.services, id, await jsonBody(c), member(c));
    if (!result.ok) return refusalJson(c, result);
    return c.json({ change: result.change, version: result.version });
  })
  .post("/bookings/:id/check-in", stayActionRoute("check-in"))
  .post("/bookings/:id/check-out", stayActionRoute("check-out"))
  .post("/bookings/:id/no-show", stayActionRoute("no-show"))
  .post("/bookings/:id/undo-no-show", stayActionRoute("undo-no-show"))
  // The guest's account: charges, payments online and at the desk, the balance.
  .get("/bookings/:id/folio", async (c) => {
    const id = parseId(c.req.param("id"), "booking");
    const folio = await bookingFolio(c.var.services.db, id);
    if (!folio) throw notFound("Booking not found");
    return c.json(folio);
  })
  // A payment taken at the desk (the "payments" area): one per Idempotency-Key.
  .post("/bookings/:id/payments", jsonInput(DeskPaymentSchema), async (c) => {
    const id = parseId(c.req.param("id"), "booking");
    const key = idempotencyKey(c, "payment");
    const input = c.req.valid("json");
    const result = await recordDeskPayment(c.var.services.db, id, input, member(c), key);
    return c.json(result, result.replayed ? 200 : 201);
  })
  // A desk payment entered by mistake is voided (kept, struck out, counted nowhere).
  .post("/bookings/:id/payments/:paymentId/void", jsonInput(VoidSchema), async (c) => {
    const id = parseId(c.req.param("id"), "booking");
    const paymentId = parseId(c.req.param("paymentId"), "payment");
    const { reason } = c.req.valid("json");
    return c.json(await voidDeskPayment(c.var.services.db, id, paymentId, reason, member(c)));
  })
  // A charge staff add to the account (minibar, laundry, transfer): one per Idempotency-Key.
  .post("/bookings/:id/charges", jsonInput(StaffChargeSchema), async (c) => {
    const id = parseId(c.req.param("id"), "booking");
    const key = idempotencyKey(c, "charge");
    const input = c.req.valid("json");
    const result = await addStaffCharge(c.var.services.db, id, input, member(c), key);
    return c.json(result, result.replayed ? 200 : 201);
  })
  .post("/bookings/:id/charges/:chargeId/void", jsonInput(VoidSchema), async (c) => {
    const id = parseId(c.req.param("id"), "booking");
    const chargeId = parseId(c.req.param("chargeId"), "charge");
    const { reason } = c.req.valid("json");
    return c.json(await voidStaffCharge(c.var.services.db, id, chargeId, reason, member(c)));
  })
  // The night audit: the business date's open items, and closing that day.
  .get("/night-audit", async (c) => {
    const db = c.var.services.db;
    return c.json(await nightAuditDay(db, await businessDate(db)));
  })
  .post("/night-audit/close", jsonInput(NightAuditCloseSchema), async (c) => {
    const { date } = c.req.valid("json");
    return c.json(await closeBusinessDay(c.var.services.db, date, member(c)));
  })
  // The daily cash-up: ?date= a hotel day (today by default).
  .get("/cash-up", async (c) => {
    const { date } = parseFields(CashUpQuerySchema, c.req.query());
    return c.json(await cashUp(c.var.services.db, date ?? hotelToday()));
  })
  .get("/bookings/:id/notes", async (c) => {
    const id = parseId(c.req.param("id"), "booking");
    if (!(await getBooking(c.var.services.db, id))) throw notFound("Booking not found");
    return c.json(await bookingNotesOf(c.var.services.db, id));
  })
  .post("/bookings/:id/notes", jsonInput(BookingNoteSchema), async (c) => {
    const id = parseId(c.req.param("id"), "booking");
    const { body } = c.req.valid("json");
    const note = await addBookingNote(c.var.services.db, id, body, c.var.admin!.id);
    return c.json({ id: note.id, createdAt: note.createdAt.toISOString() }, 201);
  })
  // Today's and tomorrow's lists and the guests in house; ?date= one hotel date's lists.
  .get("/front-desk", async (c) => {
    const date = c.req.query("date");
    if (date === undefined) return c.json(await frontDeskOverview(c.var.services.db));
    if (!isIsoDate(date)) throw badRequest("date must be a YYYY-MM-DD date");
    return c.json(await frontDeskDay(c.var.services.db, date, hotelToday()));
  });
