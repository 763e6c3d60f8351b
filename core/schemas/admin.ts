/** Admin sign-in and first-account forms (English: the admin area is not translated). */
import { BOOKING_SOURCES, STAY_STATUSES } from "../front-office";
import { EMAIL_PATTERN } from "../patterns";
import { isIsoDate } from "../pricing";
import { z } from "../zod";
import { singleLine } from "./text";

export const MIN_ADMIN_PASSWORD = 12;

export const LoginSchema = z.object({
  email: singleLine("Enter your e-mail address.").max(254).min(1, "Enter your e-mail address."),
  password: z.string({ message: "Enter your password." }).min(1, "Enter your password.").max(200),
});

/** An admin account's fields (the first account, an invited colleague). */
export const AdminAccountFields = z.object({
  name: singleLine("Enter your name.").min(2, "Enter your name (at least 2 characters).").max(80),
  email: singleLine("Enter a valid e-mail address.")
    .max(254)
    .regex(EMAIL_PATTERN, "Enter a valid e-mail address."),
  password: z
    .string({ message: "Choose a password." })
    .min(MIN_ADMIN_PASSWORD, `The password must be at least ${MIN_ADMIN_PASSWORD} characters.`)
    .max(200, "The password must be at most 200 characters."),
  confirm: z.string().optional(),
});

export const CreateAdminSchema = AdminAccountFields.refine(
  (value) => value.confirm === undefined || value.confirm === value.password,
  {
    message: "The two passwords differ.",
    path: ["confirm"],
  },
);

/** A refund of a Pesapal payment, from the admin booking page (KSh, whole shillings). */
export const RefundSchema = z.object({
  amount: z.coerce
    .number({ message: "Enter the amount to refund in KSh." })
    .int("Enter the amount in whole KSh.")
    .min(1, "Enter the amount to refund in KSh."),
  remarks: singleLine("Give the reason for the refund.")
    .min(3, "Give the reason for the refund (at least 3 characters).")
    .max(200, "Keep the reason under 200 characters."),
});

/** A blank filter field means "not given". */
const blank = (value: unknown) => (value === "" || value === null ? undefined : value);

const filterDate = (label: string) =>
  z.preprocess(
    blank,
    z
      .string()
      .refine(isIsoDate, `${label} must be a real date in the YYYY-MM-DD format.`)
      .optional(),
  );

/** Filters of the admin bookings list (the page and GET /api/admin/bookings). */
export const AdminBookingFilterSchema = z.object({
  q: z.preprocess(blank, singleLine().max(100, "Search at most 100 characters.").optional()),
  status: z.preprocess(blank, z.string().max(40).optional()),
  arrival: filterDate("Arrival date"),
  /** Where the guest is in the stay (core/front-office.ts). */
  stay: z.preprocess(blank, z.enum(STAY_STATUSES, { message: "Choose a stay status." }).optional()),
  /** How the booking came in. */
  source: z.preprocess(
    blank,
    z.enum(BOOKING_SOURCES, { message: "Choose where the booking came from." }).optional(),
  ),
  /** Booked on these days (hotel time); the check-in range is the shared from/to (paging). */
  bookedFrom: filterDate("Booked from"),
  bookedTo: filterDate("Booked to"),
});

/**
 * Cancelling a booking (the admin page and POST /api/admin/bookings/:id/cancel). A booking
 * paid online needs a choice: refund in full, in part (cards only), or none with a reason.
 */
export const CancelBookingSchema = z.object({
  refund: z.preprocess(
    blank,
    z
      .enum(["full", "partial", "none"], { message: "Choose a full, partial or no refund." })
      .optional(),
  ),
  amount: z.preprocess(
    blank,
    z.coerce
      .number({ message: "Enter the amount to refund in KSh." })
      .int("Enter the amount in whole KSh.")
      .min(1, "Enter the amount to refund in KSh.")
      .optional(),
  ),
  reason: z.preprocess(
    blank,
    singleLine("Give the reason.")
      .min(3, "Give the reason (at least 3 characters).")
      .max(200, "Keep the reason under 200 characters.")
      .optional(),
  ),
});
export type CancelBookingInput = z.infer<typeof CancelBookingSchema>;
