/**
 * Front-office facts the admin and the server share: where a booking came from and where the
 * guest is in their stay.
 */

/** How a booking reached the hotel: the website, or staff taking it by phone, at the desk… */
export const BOOKING_SOURCES = ["web", "phone", "walk_in", "whatsapp", "email"] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

export const BOOKING_SOURCE_LABELS: Record<BookingSource, string> = {
  web: "Website",
  phone: "Phone",
  walk_in: "Walk-in",
  whatsapp: "WhatsApp",
  email: "E-mail",
};

/** The sources staff choose when they make a booking (the website makes its own). */
export const STAFF_BOOKING_SOURCES = ["phone", "walk_in", "whatsapp", "email"] as const;
export type StaffBookingSource = (typeof STAFF_BOOKING_SOURCES)[number];

/**
 * Where the guest is: expected (not arrived yet), in house (checked in), checked out, or a
 * no-show (never arrived; the nights left were given back).
 */
export const STAY_STATUSES = ["expected", "in_house", "checked_out", "no_show"] as const;
export type StayStatus = (typeof STAY_STATUSES)[number];

export const STAY_STATUS_LABELS: Record<StayStatus, string> = {
  expected: "Expected",
  in_house: "In house",
  checked_out: "Checked out",
  no_show: "No-show",
};

/**
 * The admin's stay actions of a booking (the front desk's buttons). Undoing a no-show puts
 * a guest who arrives late back to expected (then checked in as usual).
 */
export const STAY_ACTIONS = ["check-in", "check-out", "no-show", "undo-no-show"] as const;
export type StayAction = (typeof STAY_ACTIONS)[number];

/** What a booking's stay allows on the hotel's `today`, read from its stored facts. */
export interface StayFacts {
  status: string;
  stayStatus: StayStatus;
  checkIn: string;
  checkOut: string;
}

/**
 * Which stay actions the front desk may take today: check in a confirmed, expected
 * guest from the arrival date until the stay ends; check out a guest in house; record a
 * no-show for an expected guest on or after the arrival date; undo a no-show while the stay
 * has nights left (the server then takes its nights back, if rooms remain). The server
 * applies the same rules in its conditional updates (server/services/booking/stay-operations.ts).
 */
export function stayActions(booking: StayFacts, today: string): Record<StayAction, boolean> {
  const confirmed = booking.status === "confirmed";
  const expected = confirmed && booking.stayStatus === "expected";
  return {
    "check-in": expected && booking.checkIn <= today && booking.checkOut > today,
    "check-out": confirmed && booking.stayStatus === "in_house",
    "no-show": expected && booking.checkIn <= today,
    "undo-no-show": confirmed && booking.stayStatus === "no_show" && booking.checkOut > today,
  };
}

/**
 * The first night a stay ending early gives back: tonight, or the arrival night when the
 * stay has not begun. Nights from there to the check-out date return to the inventory.
 */
export function firstNightBack(checkIn: string, today: string): string {
  return checkIn > today ? checkIn : today;
}
