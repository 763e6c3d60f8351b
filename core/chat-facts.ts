/** What GET /api/chat/facts returns: the figures the chat assistant quotes. */
import type { DepositTerms } from "./deposit";
import type { Facility, PesapalFallback, PetPolicy, SiteSettings } from "./settings";
import type { RoomRatesDto } from "./types";

export interface ChatFacts {
  rooms: {
    id: number;
    slug: string;
    name: string;
    size: number;
    capacity: number;
    bedType: string;
    rates: RoomRatesDto;
    /** Other names guests use for the room (room_types.chat_names, edited by staff). */
    otherNames: string[];
  }[];
  /** HH:MM, 24-hour. */
  checkInTime: string;
  checkOutTime: string;
  lateCheckoutUntil: string;
  /** HH:MM, 24-hour: the pool's daily hours. */
  poolOpens: string;
  poolCloses: string;
  lateCheckoutCharge: number;
  extraGuestCharge: number;
  maxExtraGuests: number;
  transferVanPrice: number;
  taxPercent: number;
  phone: string;
  emails: { general: string; events: string };
  /** The hotel's address on one line, and a map of it. */
  address: string;
  mapUrl: string;
  /**
   * How guests pay: `online` when bookings are paid through Pesapal, and what a
   * booking does while Pesapal fails (settings); `deposit` when only a deposit is paid
   * online (core/deposit.ts), the rest at the hotel.
   */
  payment: { online: boolean; fallback: PesapalFallback; deposit?: DepositTerms | null };
  /** The cancellation policy of the settings (core/cancellation.ts). */
  cancellation: { freeCancellationDays: number; lateCancellationNights: number };
  /** Minutes on foot to the beach (0: none near), the spa, the pet policy (settings). */
  beachWalkMinutes: number;
  spa: boolean;
  pets: PetPolicy;
  /** What the hotel offers guests (settings): nothing else is named. */
  facilities: Facility[];
  restaurants: { name: string; hours: string }[];
  packages: { title: string; price: string }[];
}

/** The part of the facts the site settings alone decide (the chat and the FAQ page quote it). */
export type PolicyFacts = Pick<
  ChatFacts,
  | "checkInTime"
  | "checkOutTime"
  | "lateCheckoutUntil"
  | "poolOpens"
  | "poolCloses"
  | "beachWalkMinutes"
  | "spa"
  | "pets"
  | "facilities"
  | "lateCheckoutCharge"
  | "extraGuestCharge"
  | "maxExtraGuests"
  | "transferVanPrice"
  | "taxPercent"
  | "payment"
  | "cancellation"
>;

/** The settings' policies as the chat and the FAQ page quote them; `payOnline`: Pesapal is active. */
export function policyFacts(settings: SiteSettings, payOnline: boolean): PolicyFacts {
  return {
    checkInTime: settings.checkInTime,
    checkOutTime: settings.checkOutTime,
    lateCheckoutUntil: settings.lateCheckoutUntil,
    poolOpens: settings.poolOpens,
    poolCloses: settings.poolCloses,
    beachWalkMinutes: settings.beachWalkMinutes,
    spa: settings.spa,
    pets: settings.pets,
    facilities: settings.facilities,
    lateCheckoutCharge: settings.lateCheckoutCharge,
    extraGuestCharge: settings.extraGuestCharge,
    maxExtraGuests: settings.maxExtraGuests,
    transferVanPrice: settings.transferVanPrice,
    taxPercent: settings.taxPercent,
    payment: {
      online: payOnline,
      fallback: settings.pesapalFallback,
      deposit: settings.deposit.mode === "none" ? null : settings.deposit,
    },
    cancellation: settings.cancellationPolicy,
  };
}
