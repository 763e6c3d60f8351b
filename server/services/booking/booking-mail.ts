/**
 * The e-mails a new booking queues, in the booking's own transaction: the guest's
 * confirmation (in the booking's language) and the hotel's notification, each with
 * the stay as an .ics file. A rolled-back booking leaves no mail behind.
 */
import type { SiteSettings } from "~core/settings";
import type { bookings } from "../../db/schema";
import { bookingCalendarFile, bookingGuestMail, bookingHotelMail } from "../mail/booking-emails";
import { type DbOrTransaction, queueMail } from "../mail/outbox";

export interface BookingMailInput {
  booking: typeof bookings.$inferSelect;
  roomName: string;
  settings: SiteSettings;
  confirmationUrl: string;
  /** Paid in full online: the guest's e-mail says so instead of "pay at the hotel". */
  paidOnline?: boolean;
  /** Taken by staff: their name in the hotel's notification. */
  staffName?: string;
  /** The guest's confirmation too (default); staff may leave it out. */
  guest?: boolean;
}

/**
 * Renders both e-mails now and returns the step that queues them, to run inside
 * the booking's transaction once the booking row exists.
 */
export async function prepareBookingMails(
  input: BookingMailInput,
): Promise<(tx: DbOrTransaction, bookingId: number) => Promise<void>> {
  const guest = input.guest === false ? null : bookingGuestMail(input);
  const hotel = bookingHotelMail(input);
  const { reference } = input.booking;
  return async (tx) => {
    if (guest) await queueMail(tx, { ...guest, dedupeKey: `booking:${reference}:guest` });
    await queueMail(tx, { ...hotel, dedupeKey: `booking:${reference}:hotel` });
  };
}

/** The .ics download of the confirmation page: the same file as in the guest's e-mail. */
export function bookingIcs(input: BookingMailInput): string {
  return bookingCalendarFile(input);
}
