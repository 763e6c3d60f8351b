/**
 * Promo codes as staff write them (/admin/promo-codes and /api/admin/promo-codes), and the
 * messages a guest's code is refused with (field `promoCode`; the pages translate them).
 */
import { isIsoDate } from "../pricing";
import { z } from "../zod";
import { MAX_ID, singleLine } from "./text";
import { versionField } from "./version";

export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,39}$/;
/** Far above any stay's price; keeps sums within the database's integers. */
export const MAX_PROMO_AMOUNT = 10_000_000;
export const MAX_PROMO_USES = 1_000_000;

/** Why a guest's code is refused, in English (catalogue `booking:promo.<key>`). */
export const PROMO_MESSAGES = {
  invalid: "This promo code is not valid",
  bookingWindow: "This promo code cannot be used for bookings made today",
  stayWindow: "This promo code is not valid for these dates",
  roomType: "This promo code does not apply to this room",
  minNights: "This promo code needs a longer stay",
  usedUp: "This promo code has been used up",
  perGuest: "You have already used this promo code",
} as const;

export type PromoRefusal = keyof typeof PROMO_MESSAGES;

/** The key of a refusal message (for the pages' translation), or null. */
export function promoRefusalKey(message: string | undefined): PromoRefusal | null {
  const found = Object.entries(PROMO_MESSAGES).find(([, text]) => text === message);
  return found ? (found[0] as PromoRefusal) : null;
}

/** A guest's entry as stored: trimmed, upper case. */
export const normalizePromoCode = (raw: string) => raw.trim().toUpperCase();

const optionalDate = (message: string) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (value ? value.trim() : null))
    .refine((value) => value === null || isIsoDate(value), message);

const optionalLimit = (message: string) =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z.coerce
      .number({ message })
      .int(message)
      .min(1, message)
      .max(MAX_PROMO_USES, message)
      .nullable(),
  );

const CODE_MESSAGE =
  "Code: 2 to 40 letters, digits, - or _ (for example JUNE10), stored in upper case";
const VALUE_MESSAGE = "Discount: a percentage from 1 to 100, or an amount of at least KSh 1";

/** A code as staff create or edit it. */
export const PromoCodeInputSchema = z
  .object({
    code: singleLine(CODE_MESSAGE)
      .transform(normalizePromoCode)
      .pipe(z.string().regex(PROMO_CODE_PATTERN, CODE_MESSAGE)),
    description: singleLine("Description: at most 200 characters")
      .max(200, "Description: at most 200 characters")
      .optional()
      .default(""),
    kind: z.enum(["percent", "amount"], { message: "Choose a percentage or an amount" }),
    value: z.coerce
      .number({ message: VALUE_MESSAGE })
      .int(VALUE_MESSAGE)
      .min(1, VALUE_MESSAGE)
      .max(MAX_PROMO_AMOUNT, VALUE_MESSAGE),
    bookFrom: optionalDate("Booking from: a date YYYY-MM-DD, or empty"),
    bookTo: optionalDate("Booking until: a date YYYY-MM-DD, or empty"),
    stayFrom: optionalDate("Stays from: a date YYYY-MM-DD, or empty"),
    stayTo: optionalDate("Stays until: a date YYYY-MM-DD, or empty"),
    roomTypeIds: z
      .array(z.coerce.number().int().min(1).max(MAX_ID), { message: "Choose room types" })
      .max(200)
      .optional()
      .default([])
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
    minNights: z.coerce
      .number({ message: "Minimum nights: a whole number from 1 to 365" })
      .int("Minimum nights: a whole number from 1 to 365")
      .min(1, "Minimum nights: a whole number from 1 to 365")
      .max(365, "Minimum nights: a whole number from 1 to 365")
      .default(1),
    maxUses: optionalLimit("Total uses: a whole number of at least 1, or empty for no limit"),
    maxUsesPerGuest: optionalLimit(
      "Uses per guest: a whole number of at least 1, or empty for no limit",
    ),
    isActive: z.boolean({ message: "Active must be true or false" }).default(true),
  })
  .refine((value) => value.kind !== "percent" || value.value <= 100, {
    message: VALUE_MESSAGE,
    path: ["value"],
  })
  .refine((value) => !value.bookFrom || !value.bookTo || value.bookFrom <= value.bookTo, {
    message: "Booking until must be on or after booking from",
    path: ["bookTo"],
  })
  .refine((value) => !value.stayFrom || !value.stayTo || value.stayFrom <= value.stayTo, {
    message: "Stays until must be on or after stays from",
    path: ["stayTo"],
  });

export type PromoCodeInput = z.infer<typeof PromoCodeInputSchema>;

/** An edit: the whole code again, with the version the form loaded. */
export const PromoCodeUpdateSchema = PromoCodeInputSchema.and(z.object({ version: versionField }));
export type PromoCodeUpdate = z.infer<typeof PromoCodeUpdateSchema>;

/** A code as the admin sees it. */
export interface PromoCodeDto {
  id: number;
  code: string;
  description: string;
  kind: "percent" | "amount";
  value: number;
  bookFrom: string | null;
  bookTo: string | null;
  stayFrom: string | null;
  stayTo: string | null;
  roomTypeIds: number[];
  minNights: number;
  maxUses: number | null;
  maxUsesPerGuest: number | null;
  uses: number;
  isActive: boolean;
  version: number;
}
