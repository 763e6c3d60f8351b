/** What GET /api/chat/facts returns: the figures the chat assistant quotes. */
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
  }[];
  /** HH:MM, 24-hour. */
  checkInTime: string;
  checkOutTime: string;
  lateCheckoutUntil: string;
  lateCheckoutCharge: number;
  extraGuestCharge: number;
  maxExtraGuests: number;
  transferVanPrice: number;
  taxPercent: number;
  phone: string;
  emails: { general: string; events: string };
  restaurants: { name: string; hours: string }[];
  packages: { title: string; price: string }[];
}
