/**
 * GET /api/quote: what a stay costs before booking, priced exactly as createBooking
 * prices it (the same rules, rate calendar, restrictions and rooms check), so the
 * booking charges what the quote said while nothing changes in between.
 */
import { and, eq } from "drizzle-orm";
import { stayCancellationTerms } from "~core/cancellation";
import { hotelToday } from "~core/dates";
import { depositFor } from "~core/deposit";
import { quoteStay } from "~core/pricing";
import type { StayRestriction } from "~core/rate-calendar";
import type { StayQuoteRequest } from "~core/schemas/booking";
import type { StayQuoteDto } from "~core/types";
import type { AppServices } from "../../context";
import { roomTypes } from "../../db/schema";
import { notFound } from "../../errors";
import { isPesapalActive } from "../payments/config";
import { getSiteSettings } from "../platform/settings";
import { freeRoomsByType, pricingPolicy } from "./availability";
import { checkStay, RoomUnavailableError } from "./booking";
import { discountTerms, resolvePromoCode } from "./promo-codes";
import { stayRates } from "./rate-calendar";

export async function quoteStayRequest(
  services: AppServices,
  input: StayQuoteRequest,
): Promise<StayQuoteDto> {
  return (await priceStayRequest(services, input)).quote;
}

/**
 * The quote, and for staff (`staff`) the stay rule they chose to book despite
 * (`overrideRestrictions`): staff bookings are paid at the hotel, so no deposit.
 */
export async function priceStayRequest(
  services: AppServices,
  input: StayQuoteRequest,
  staff?: { overrideRestrictions: boolean },
): Promise<{ quote: StayQuoteDto; overridden: StayRestriction | null }> {
  const { db } = services;
  const [room] = await db
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.id, input.roomId), eq(roomTypes.isActive, true)));
  if (!room) throw notFound("Room not found");
  const settings = await getSiteSettings(db);
  const today = hotelToday();
  const stay = {
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    adults: input.adults,
    children: input.children,
    roomCount: input.rooms,
    extraGuests: input.extraGuests,
  };
  const isDoubleOccupancy = checkStay(stay, room.capacity, settings.maxExtraGuests, today);
  const { calendar, overridden } = await stayRates(
    db,
    room,
    input,
    today,
    staff?.overrideRestrictions ?? false,
  );
  const free = await freeRoomsByType(services, [room], input.checkIn, input.checkOut);
  if ((free.get(room.id) ?? 0) < input.rooms) throw new RoomUnavailableError();
  // The per-guest limit needs the e-mail: the booking checks it.
  const promo = input.promoCode
    ? await resolvePromoCode(db, input.promoCode, { roomTypeId: room.id, ...stay }, today)
    : null;
  const quote = quoteStay(
    calendar.rates,
    {
      ...stay,
      includeBreakfast: input.includeBreakfast,
      isDoubleOccupancy,
      needsLateCheckout: input.lateCheckout,
    },
    pricingPolicy(settings),
    promo ? discountTerms(promo) : null,
  );
  const dto: StayQuoteDto = {
    roomId: room.id,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    nights: quote.nightRates,
    roomCount: quote.roomCount,
    roomsTotal: quote.roomsTotal,
    extraGuestsTotal: quote.extraGuestsTotal,
    lateCheckoutTotal: quote.lateCheckoutTotal,
    subtotal: quote.subtotal,
    discount: quote.discount,
    promoCode: promo?.code ?? null,
    taxPercent: quote.taxPercent,
    tax: quote.taxes,
    total: quote.total,
    deposit: !staff && (await isPesapalActive(db)) ? depositFor(quote, settings.deposit) : null,
    currency: settings.currency,
    // The policy createBooking stores with the booking, applied as cancelling it would be.
    cancellation: stayCancellationTerms(
      { ...quote, checkIn: input.checkIn },
      settings.cancellationPolicy,
      settings.checkInTime,
    ),
  };
  return { quote: dto, overridden };
}
