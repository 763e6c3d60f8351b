/** What GET /api/chat/facts returns: the figures the chat assistant quotes. */
import type { DepositTerms } from "./deposit";
import type { PesapalFallback, PetPolicy } from "./settings";
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
  restaurants: { name: string; hours: string }[];
  packages: { title: string; price: string }[];
}
