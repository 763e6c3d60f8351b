/**
 * The front desk's booking use cases, the staff side of booking-commands.ts: the price of
 * a stay they are about to book, booking for a guest (placeBooking with the staff member
 * as actor), the price of a change and the change itself (changeBooking with the staff
 * member as actor), and the stay actions. Each validates with the shared schema
 * (core/schemas/front-desk.ts) and answers a typed result the admin API turns into JSON.
 */

import { eq } from "drizzle-orm";
import type { StayAction } from "~core/front-office";
import { restrictionMessage } from "~core/rate-calendar";
import {
  type StaffChangeRequest,
  StaffChangeSchema,
  StaffQuoteSchema,
} from "~core/schemas/front-desk";
import type { StayQuoteDto } from "~core/types";
import type { AppServices } from "../../context";
import { bookings } from "../../db/schema";
import {
  type ChangeActor,
  type ChangeQuote,
  type ChangeRequest,
  changeBooking,
  quoteBookingChange,
} from "./booking-change";
import {
  type Kinds,
  manageRefusal,
  notFound,
  type PlaceBookingResult,
  placeBooking,
  priceOrRooms,
  type RequestFacts,
  type StaffMember,
  serviceRefusal,
  stayQuoteRefusal,
  validate,
} from "./booking-commands";
import { priceStayRequest } from "./quote";
import { type CheckOutOptions, type StayActionResult, takeStayAction } from "./stay-operations";

export type StaffQuoteResult =
  | { ok: true; quote: StayQuoteDto & { overridden: string | null } }
  | Kinds<"invalid" | "unavailable" | "restricted" | "salesPaused" | "refused">;

/**
 * What a stay costs before staff book it (GET /api/admin/bookings/quote): GET /api/quote's
 * checks and price, the stay rules set aside only when staff tick it (the answer names the
 * rule), and no deposit (staff bookings are paid at the hotel).
 */
export async function quoteStaffStay(
  services: AppServices,
  input: unknown,
): Promise<StaffQuoteResult> {
  const valid = validate(StaffQuoteSchema, input);
  if (!valid.ok) return valid;
  try {
    const { quote, overridden } = await priceStayRequest(services, valid.data, {
      overrideRestrictions: valid.data.overrideRestrictions,
    });
    return {
      ok: true,
      quote: { ...quote, overridden: overridden ? restrictionMessage(overridden) : null },
    };
  } catch (error) {
    return stayQuoteRefusal(error);
  }
}

/**
 * Staff book for a guest (POST /api/admin/bookings): the guest's one booking command with
 * the staff member as actor, so the same validation, price check, availability,
 * idempotency and eZee push apply.
 */
export function placeStaffBooking(
  services: AppServices,
  input: unknown,
  facts: Omit<RequestFacts, "staff"> & { staff: StaffMember },
): Promise<PlaceBookingResult> {
  return placeBooking(services, input, facts);
}

async function bookingExists(services: AppServices, id: number) {
  const [row] = await services.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.id, id));
  return Boolean(row);
}

export type StaffChangeQuoteResult =
  | { ok: true; quote: ChangeQuote }
  | Kinds<"notFound" | "invalid" | "unavailable" | "restricted" | "nothingChanged" | "refused">;

/** The price of a change before staff confirm it (GET /api/admin/bookings/:id/change-quote). */
export async function quoteStaffChange(
  services: AppServices,
  bookingId: number,
  input: unknown,
  member: StaffMember,
): Promise<StaffChangeQuoteResult> {
  if (!(await bookingExists(services, bookingId))) return notFound();
  const valid = validate(StaffQuoteSchema, input);
  if (!valid.ok) return valid;
  const query = valid.data;
  const request: ChangeRequest = {
    roomId: query.roomId,
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    adults: query.adults,
    children: query.children,
    roomCount: query.rooms,
    extraGuests: query.extraGuests,
    includeBreakfast: query.includeBreakfast,
    needsLateCheckout: query.lateCheckout,
    dropPromoCode: query.dropPromoCode,
    promoCode: query.promoCode,
  };
  const actor = staffActor(member, { overrideRestrictions: query.overrideRestrictions });
  try {
    return { ok: true, quote: await quoteBookingChange(services, bookingId, request, actor) };
  } catch (error) {
    const conflict = priceOrRooms(error);
    if (conflict && conflict.kind !== "priceChanged") return conflict;
    const refused = manageRefusal(error);
    if (refused.kind === "nothingChanged" || refused.kind === "invalid") return refused;
    return { ...refused, kind: "refused" };
  }
}

function staffActor(
  member: StaffMember,
  options: { overrideRestrictions: boolean; notifyGuest?: boolean },
): ChangeActor {
  return {
    kind: "staff",
    adminId: member.id,
    name: member.name,
    notifyGuest: options.notifyGuest ?? false,
    overrideRestrictions: options.overrideRestrictions,
  };
}

export type StaffChangeResult =
  | { ok: true; change: ChangeQuote; version: number }
  | Kinds<
      | "notFound"
      | "invalid"
      | "nothingChanged"
      | "unavailable"
      | "restricted"
      | "stale"
      | "priceChanged"
      | "refused"
    >;

/**
 * Staff change a booking (PUT /api/admin/bookings/:id): the guest's change command with
 * the staff member as actor, confirming the total and version the form was shown.
 */
export async function changeStaffBooking(
  services: AppServices,
  bookingId: number,
  input: unknown,
  member: StaffMember,
): Promise<StaffChangeResult> {
  if (!(await bookingExists(services, bookingId))) return notFound();
  const valid = validate(StaffChangeSchema, input);
  if (!valid.ok) return valid;
  const data: StaffChangeRequest = valid.data;
  const { overrideRestrictions, notifyGuest, expectedTotal, version } = data;
  const request: ChangeRequest & { expectedTotal: number; version: number } = {
    roomId: data.roomId,
    checkIn: data.checkIn,
    checkOut: data.checkOut,
    adults: data.adults,
    children: data.children,
    roomCount: data.roomCount,
    extraGuests: data.extraGuests,
    includeBreakfast: data.includeBreakfast,
    needsLateCheckout: data.needsLateCheckout,
    dropPromoCode: data.dropPromoCode,
    promoCode: data.promoCode,
    guest: {
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      phone: data.phone,
      address: data.address,
      city: data.city,
      country: data.country,
      specialRequests: data.specialRequests,
    },
    expectedTotal,
    version,
  };
  const actor = staffActor(member, { overrideRestrictions, notifyGuest });
  try {
    const { booking, change } = await changeBooking(services, bookingId, request, actor);
    return { ok: true, change, version: booking.changeCount };
  } catch (error) {
    const conflict = priceOrRooms(error);
    if (conflict) return conflict;
    const refused = manageRefusal(error);
    if (refused.kind === "termsChanged" || refused.kind === "blocked") {
      return { ...refused, kind: "refused" };
    }
    return refused;
  }
}

export type StayActionCommandResult =
  | ({ ok: true } & StayActionResult)
  | Kinds<"notFound" | "refused">;

/** Check in, check out or no-show, as a typed result (409 with the reason when refused). */
export async function stayActionCommand(
  services: AppServices,
  bookingId: number,
  action: StayAction,
  member: StaffMember,
  options: CheckOutOptions = {},
): Promise<StayActionCommandResult> {
  try {
    // Check-out always asks for the account: a balance is left only when confirmed.
    const checkOut =
      action === "check-out"
        ? { balanceOwing: options.balanceOwing ?? false }
        : action === "check-in" && options.roomIds
          ? { roomIds: options.roomIds }
          : {};
    return {
      ok: true,
      ...(await takeStayAction(services, bookingId, action, member.id, new Date(), checkOut)),
    };
  } catch (error) {
    const refused = serviceRefusal(error);
    if (refused.status === 404) return notFound();
    return { ...refused, kind: "refused" };
  }
}
