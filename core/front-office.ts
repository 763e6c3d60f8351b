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
