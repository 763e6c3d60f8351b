/**
 * The front desk's forms, shared by the admin screens and the admin API: a booking staff
 * take (phone, walk-in, WhatsApp, e-mail), a change staff make to any booking, the stay
 * price they see first, and a staff note. Messages are English (the admin is not
 * translated); the guest fields keep the booking form's rules and messages.
 */
import { STAFF_BOOKING_SOURCES } from "../front-office";
import { EMAIL_PATTERN } from "../patterns";
import { nightsBetween } from "../pricing";
import { z } from "../zod";
import {
  BOOKING_MESSAGES,
  BookingFormSchema,
  BookingRequestFields,
  ChangeConfirmFields,
  ChangedStayFields,
  StayQuoteSchema,
} from "./booking";
import { multiLine, singleLine } from "./text";

/** A yes/no query flag: 1/true or 0/false. */
const flag = z
  .enum(["0", "1", "true", "false"], { message: "Use 1 or 0" })
  .optional()
  .transform((value) => value === "1" || value === "true");

export const NOTE_MESSAGE = "Write the note (at most 2,000 characters).";

/** A note on a booking, for staff only. */
export const BookingNoteSchema = z.object({
  body: multiLine(NOTE_MESSAGE).min(1, NOTE_MESSAGE).max(2000, NOTE_MESSAGE),
});

/** What staff add to the guest's booking request when they take a booking. */
export const StaffBookingFields = z.object({
  source: z.enum(STAFF_BOOKING_SOURCES, {
    message: "Choose how the booking came in: phone, walk-in, WhatsApp or e-mail.",
  }),
  /** A first note, for staff only. */
  note: multiLine(NOTE_MESSAGE)
    .max(2000, NOTE_MESSAGE)
    .optional()
    .transform((value) => value || undefined),
  /** The confirmation e-mail to the guest (the hotel's own notification goes anyway). */
  sendGuestEmail: z.boolean().default(false),
  /** Book despite the rate calendar's stay rules (minimum stay, closed to arrival…). */
  overrideRestrictions: z.boolean().default(false),
});

export const NO_EMAIL_TO_SEND =
  "Enter the guest's e-mail to send the confirmation, or leave the e-mail unticked.";

/**
 * What a guest at the desk or on the phone may not have: an e-mail address (the booking
 * then gets no guest e-mails, and eZee the hotel's own address), a street address and a
 * city. Empty is stored as empty; given, each keeps the booking form's rule and message.
 */
const emptyOr = (message: string, given: z.ZodType<string, string>) =>
  singleLine(message)
    .pipe(z.union([z.literal(""), given]))
    .optional()
    .default("");
const OPTIONAL_FOR_STAFF = {
  email: emptyOr(
    BOOKING_MESSAGES.email,
    z.string().max(254, BOOKING_MESSAGES.email).regex(EMAIL_PATTERN, BOOKING_MESSAGES.email),
  ),
  address: emptyOr(
    BOOKING_MESSAGES.address,
    z.string().min(5, BOOKING_MESSAGES.address).max(200, BOOKING_MESSAGES.address),
  ),
  city: emptyOr(
    BOOKING_MESSAGES.city,
    z.string().min(2, BOOKING_MESSAGES.city).max(80, BOOKING_MESSAGES.city),
  ),
};

/**
 * POST /api/admin/bookings: the guest's booking request (same fields, rules and total
 * check as POST /api/bookings, but for the guest details a walk-in may not have) and the
 * staff fields.
 */
export const StaffBookingSchema = BookingRequestFields.extend(OPTIONAL_FOR_STAFF)
  .and(StaffBookingFields)
  .superRefine((value, context) => {
    if (nightsBetween(value.checkIn, value.checkOut) <= 0) {
      context.addIssue({
        code: "custom",
        message: BOOKING_MESSAGES.invalidRange,
        path: ["checkOut"],
      });
    }
    if (value.sendGuestEmail && !value.email) {
      context.addIssue({ code: "custom", message: NO_EMAIL_TO_SEND, path: ["email"] });
    }
  });
export type StaffBookingRequest = z.infer<typeof StaffBookingSchema>;

/** GET /api/admin/bookings/quote and …/:id/change-quote: GET /api/quote's query and the override. */
export const StaffQuoteSchema = StayQuoteSchema.and(
  z.object({ overrideRestrictions: flag, dropPromoCode: flag }),
);
export type StaffQuoteRequest = z.infer<typeof StaffQuoteSchema>;

const GUEST_FIELDS = BookingFormSchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
  country: true,
  specialRequests: true,
}).extend(OPTIONAL_FOR_STAFF);

/** The guest details a change may correct. */
export const GUEST_DETAIL_KEYS = Object.keys(GUEST_FIELDS.shape) as (keyof z.infer<
  typeof GUEST_FIELDS
>)[];
export type GuestDetails = z.infer<typeof GUEST_FIELDS>;

/**
 * PUT /api/admin/bookings/:id: the whole stay and guest as staff want them, the total
 * and version they were shown, and whether the guest gets an e-mail. A change of the
 * guest details only is not priced again.
 */
export const StaffChangeSchema = GUEST_FIELDS.extend({
  ...ChangedStayFields,
  includeBreakfast: z.boolean().default(false),
  needsLateCheckout: z.boolean().default(false),
  overrideRestrictions: z.boolean().default(false),
  /** The booking's promo code comes off: the stay is priced without its discount. */
  dropPromoCode: z.boolean().default(false),
  /** A promo code put on the booking (instead of the one it has, if any); empty: none. */
  promoCode: singleLine("Enter a promo code")
    .max(40, "Enter a promo code")
    .optional()
    .transform((value) => value || undefined),
  notifyGuest: z.boolean().default(false),
  ...ChangeConfirmFields,
}).superRefine((value, context) => {
  if (nightsBetween(value.checkIn, value.checkOut) <= 0) {
    context.addIssue({
      code: "custom",
      message: BOOKING_MESSAGES.invalidRange,
      path: ["checkOut"],
    });
  }
  if (value.notifyGuest && !value.email) {
    context.addIssue({ code: "custom", message: NO_EMAIL_TO_SEND, path: ["email"] });
  }
});
export type StaffChangeRequest = z.infer<typeof StaffChangeSchema>;
