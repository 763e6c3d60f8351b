/**
 * The booking form's promo code: GET /api/quote's answer as the form's quote, and the
 * page-language message of a refused code.
 */
import type { Quote } from "~core/pricing";
import { promoRefusalKey } from "~core/schemas/promo-codes";
import type { StayQuoteDto } from "~core/types";

/** The server's quote of a stay in the price engine's shape (the form's summary and total). */
export function quoteFromDto(dto: StayQuoteDto, extraGuests: number): Quote {
  const nights = dto.nights.length;
  const perRoomNight =
    nights > 0 && dto.roomCount > 0 ? dto.roomsTotal / dto.roomCount / nights : 0;
  return {
    nights,
    roomCount: dto.roomCount,
    nightlyRate: Math.round(perRoomNight),
    nightRates: dto.nights,
    roomsTotal: dto.roomsTotal,
    extraGuests,
    extraGuestsTotal: dto.extraGuestsTotal,
    lateCheckoutTotal: dto.lateCheckoutTotal,
    subtotal: dto.subtotal,
    discount: dto.discount,
    taxPercent: dto.taxPercent,
    taxes: dto.tax,
    total: dto.total,
  };
}

/** The catalogue key of a refusal on `promoCode` (`booking:promo.<key>`). */
export const promoMessageKey = (message: string) =>
  `promo.${promoRefusalKey(message) ?? "invalid"}` as const;
