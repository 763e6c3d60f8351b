/**
 * Booking search and booking request, shared by the
 * forms and the API. Messages are the required English wording; the pages show the
 * translation of each field's message (catalogue `booking:errors.<field>`).
 */

import { EMAIL_PATTERN, PHONE_PATTERN } from "../patterns";
import { isIsoDate, nightsBetween } from "../pricing";
import { z } from "../zod";
import { BOOKING_MESSAGES } from "./booking-messages";
import { MAX_ADULTS, MAX_CHILDREN, MAX_ROOMS } from "./party-limits";
import { idNumber, multiLine, singleLine } from "./text";

/** Longest stay and furthest check-in the site sells (longer stays go through the hotel). */
export const MAX_NIGHTS = 30;
export const BOOKING_HORIZON_DAYS = 365;
export { MAX_ADULTS, MAX_CHILDREN, MAX_ROOMS };
/** Extra guests per booking (site settings may lower it; the bookings table checks it). */
export const MAX_EXTRA_GUESTS = 3;

export { BOOKING_MESSAGES };

const isoDate = z.string().refine(isIsoDate, "Use a date in the YYYY-MM-DD format");

const count = (min: number, max: number, message: string) =>
  z.coerce.number({ message }).int(message).min(min, message).max(max, message);

/** Query of /rooms, /booking and GET /api/rooms/available. */
export const StaySearchSchema = z
  .object({
    checkIn: isoDate,
    checkOut: isoDate,
    adults: count(1, MAX_ADULTS, `Adults must be between 1 and ${MAX_ADULTS}`).default(1),
    children: count(0, MAX_CHILDREN, `Children must be between 0 and ${MAX_CHILDREN}`).default(0),
    rooms: count(1, MAX_ROOMS, `Rooms must be between 1 and ${MAX_ROOMS}`).default(1),
  })
  .refine((value) => nightsBetween(value.checkIn, value.checkOut) > 0, {
    message: BOOKING_MESSAGES.invalidRange,
    path: ["checkOut"],
  })
  .refine((value) => nightsBetween(value.checkIn, value.checkOut) <= MAX_NIGHTS, {
    message: `A stay booked online can be at most ${MAX_NIGHTS} nights`,
    path: ["checkOut"],
  });

export type StaySearch = z.infer<typeof StaySearchSchema>;

const trimmed = (min: number, message: string, max = 120) =>
  singleLine(message).min(min, message).max(max, message);

/** The guest form of /booking. */
export const BookingFormSchema = z.object({
  firstName: trimmed(2, BOOKING_MESSAGES.firstName, 80),
  lastName: trimmed(2, BOOKING_MESSAGES.lastName, 80),
  email: singleLine(BOOKING_MESSAGES.email)
    .max(254, BOOKING_MESSAGES.email)
    .regex(EMAIL_PATTERN, BOOKING_MESSAGES.email),
  phone: singleLine(BOOKING_MESSAGES.phone)
    .transform((value) => value.replace(/[\s()-]/g, ""))
    .pipe(z.string().regex(PHONE_PATTERN, BOOKING_MESSAGES.phone)),
  address: trimmed(5, BOOKING_MESSAGES.address, 200),
  city: trimmed(2, BOOKING_MESSAGES.city, 80),
  country: trimmed(2, BOOKING_MESSAGES.country, 80),
  specialRequests: multiLine(BOOKING_MESSAGES.specialRequests)
    .max(2000, BOOKING_MESSAGES.specialRequests)
    .optional()
    .default(""),
  includeBreakfast: z.boolean().default(false),
  isDoubleOccupancy: z.boolean().default(false),
  needsLateCheckout: z.boolean().default(false),
  extraGuests: count(0, MAX_EXTRA_GUESTS, BOOKING_MESSAGES.extraGuests).default(0),
});

export type BookingFormInput = z.input<typeof BookingFormSchema>;
export type BookingFormValues = z.infer<typeof BookingFormSchema>;

/**
 * Body of POST /api/bookings: the form plus the stay and the total the guest saw. The
 * server derives the occupancy from the party (core/party.ts); `isDoubleOccupancy`,
 * when sent, must agree with it.
 */
export const BookingRequestFields = BookingFormSchema.extend({
  isDoubleOccupancy: z.boolean().optional(),
  roomId: idNumber("Choose a room"),
  checkIn: isoDate,
  checkOut: isoDate,
  adults: count(1, MAX_ADULTS, `Adults must be between 1 and ${MAX_ADULTS}`).default(1),
  children: count(0, MAX_CHILDREN, `Children must be between 0 and ${MAX_CHILDREN}`).default(0),
  roomCount: count(1, MAX_ROOMS, `Rooms must be between 1 and ${MAX_ROOMS}`).default(1),
  totalAmount: z.number({ message: "The total is missing" }).int().min(0),
  language: z.string().max(5).optional(),
  /** A promo code as the guest typed it (the server finds it case-insensitively). */
  promoCode: singleLine("Enter a promo code")
    .max(40, "Enter a promo code")
    .optional()
    .transform((value) => value || undefined),
});

export const BookingRequestSchema = BookingRequestFields.refine(
  (value) => nightsBetween(value.checkIn, value.checkOut) > 0,
  { message: BOOKING_MESSAGES.invalidRange, path: ["checkOut"] },
);

export type BookingRequest = z.infer<typeof BookingRequestSchema>;

/** A yes/no query flag: 1/true or 0/false. */
const flag = z
  .enum(["0", "1", "true", "false"], { message: "Use 1 or 0" })
  .optional()
  .transform((value) => value === "1" || value === "true");

/**
 * Query of GET /api/quote: the stay as the search gives it, the booking form's options
 * (bed only, no extras unless asked) and a promo code.
 */
export const StayQuoteSchema = z
  .object({
    roomId: count(1, 2_147_483_647, "Choose a room"),
    checkIn: isoDate,
    checkOut: isoDate,
    adults: count(1, MAX_ADULTS, `Adults must be between 1 and ${MAX_ADULTS}`).default(1),
    children: count(0, MAX_CHILDREN, `Children must be between 0 and ${MAX_CHILDREN}`).default(0),
    rooms: count(1, MAX_ROOMS, `Rooms must be between 1 and ${MAX_ROOMS}`).default(1),
    includeBreakfast: flag,
    lateCheckout: flag,
    extraGuests: count(0, MAX_EXTRA_GUESTS, BOOKING_MESSAGES.extraGuests).default(0),
    promoCode: singleLine("Enter a promo code").max(40, "Enter a promo code").optional(),
  })
  .refine((value) => nightsBetween(value.checkIn, value.checkOut) > 0, {
    message: BOOKING_MESSAGES.invalidRange,
    path: ["checkOut"],
  });

export type StayQuoteRequest = z.infer<typeof StayQuoteSchema>;

/** "Find my booking": reference plus the e-mail it was made with. */
export const FindBookingSchema = z.object({
  reference: singleLine("Enter your booking reference")
    .toUpperCase()
    .regex(/^PB-[0-9A-Z]{8}$/, "Enter the reference as written in your e-mail, like PB-7K2M9QXD"),
  email: singleLine(BOOKING_MESSAGES.email).regex(EMAIL_PATTERN, BOOKING_MESSAGES.email),
});

/** The stay of a change, the guest's or the staff's: dates, room type and party. */
export const ChangedStayFields = {
  roomId: idNumber("Choose a room"),
  checkIn: isoDate,
  checkOut: isoDate,
  adults: count(1, MAX_ADULTS, `Adults must be between 1 and ${MAX_ADULTS}`),
  children: count(0, MAX_CHILDREN, `Children must be between 0 and ${MAX_CHILDREN}`).default(0),
  roomCount: count(1, MAX_ROOMS, `Rooms must be between 1 and ${MAX_ROOMS}`),
  extraGuests: count(0, MAX_EXTRA_GUESTS, BOOKING_MESSAGES.extraGuests).default(0),
};

/** What a confirmed change carries: the total and the booking version its author was shown. */
export const ChangeConfirmFields = {
  expectedTotal: z.number({ message: "The total is missing" }).int().min(0),
  version: z.number({ message: "The booking version is missing" }).int().min(0),
};

/**
 * A guest's change of their stay (Manage booking): the new dates, room type and party.
 * Breakfast and late check-out stay as booked; the server prices it again.
 */
export const BookingChangeSchema = z
  .object(ChangedStayFields)
  .refine((value) => nightsBetween(value.checkIn, value.checkOut) > 0, {
    message: BOOKING_MESSAGES.invalidRange,
    path: ["checkOut"],
  });

export type BookingChangeRequest = z.infer<typeof BookingChangeSchema>;

/** The change the guest confirms: the total and the booking version they were shown. */
export const BookingChangeConfirmSchema = BookingChangeSchema.and(z.object(ChangeConfirmFields));

/** Cancelling: the charge the guest was shown (0 when free). */
export const GuestCancelSchema = z.object({
  expectedCharge: z.number({ message: "The charge you were shown is missing" }).int().min(0),
});
