/**
 * A payment staff take at the front desk (POST /api/admin/bookings/:id/payments), shared by
 * the booking page's form and the admin API. Whole shillings; an M-PESA payment carries the
 * confirmation code of the customer's SMS (10 capital letters and digits, e.g. "SFK3X8Y2QP"),
 * a bank transfer its reference; a card terminal's slip number is optional. Messages are
 * English (the admin is not translated).
 */
import { DESK_PAYMENT_METHODS } from "../payment-methods";
import { isIsoDate } from "../pricing";
import { z } from "../zod";
import { singleLine } from "./text";

/** The largest desk payment accepted in one go (a sanity limit, KSh 50 million). */
export const MAX_DESK_PAYMENT = 50_000_000;

/** An M-PESA confirmation code as Safaricom sends it: 10 capital letters and digits. */
export const MPESA_CODE_PATTERN = /^[A-Z0-9]{10}$/;

export const DESK_PAYMENT_MESSAGES = {
  amount: "Enter the amount received in whole shillings (more than 0).",
  method: "Choose how the guest paid: cash, card terminal, M-PESA or bank transfer.",
  mpesaCode:
    "Enter the M-PESA confirmation code from the payment's SMS: 10 letters and digits, e.g. SFK3X8Y2QP.",
  bankReference: "Enter the bank transfer's reference.",
  reference: "The reference may have at most 60 characters.",
} as const;

export const DeskPaymentSchema = z
  .object({
    amount: z
      .number({ message: DESK_PAYMENT_MESSAGES.amount })
      .int(DESK_PAYMENT_MESSAGES.amount)
      .min(1, DESK_PAYMENT_MESSAGES.amount)
      .max(MAX_DESK_PAYMENT, DESK_PAYMENT_MESSAGES.amount),
    method: z.enum(DESK_PAYMENT_METHODS, { message: DESK_PAYMENT_MESSAGES.method }),
    /** The M-PESA code, the bank transfer's reference or the card slip's number. */
    reference: singleLine(DESK_PAYMENT_MESSAGES.reference)
      .max(60, DESK_PAYMENT_MESSAGES.reference)
      .optional()
      .transform((value) => value || undefined),
    /** Take more than the open balance (a deposit for extras to come, a rounded sum). */
    allowOverpayment: z.boolean().default(false),
  })
  .transform((value) =>
    value.method === "mpesa" && value.reference
      ? { ...value, reference: value.reference.replace(/\s+/g, "").toUpperCase() }
      : value,
  )
  .superRefine((value, ctx) => {
    if (value.method === "mpesa" && !MPESA_CODE_PATTERN.test(value.reference ?? "")) {
      ctx.addIssue({
        code: "custom",
        path: ["reference"],
        message: DESK_PAYMENT_MESSAGES.mpesaCode,
      });
    }
    if (value.method === "bank_transfer" && !value.reference) {
      ctx.addIssue({
        code: "custom",
        path: ["reference"],
        message: DESK_PAYMENT_MESSAGES.bankReference,
      });
    }
  });
export type DeskPaymentInput = z.input<typeof DeskPaymentSchema>;
export type DeskPayment = z.output<typeof DeskPaymentSchema>;

/** The cash-up's hotel day (GET /api/admin/cash-up?date=). */
export const CashUpQuerySchema = z.object({
  date: z.string().refine(isIsoDate, "date must be a YYYY-MM-DD date").optional(),
});

/** Check-out's confirmation that the guest leaves owing money. */
export const CheckOutSchema = z.object({
  balanceOwing: z.boolean().default(false),
});

/** The largest charge staff add in one go (a sanity limit, KSh 10 million). */
export const MAX_STAFF_CHARGE = 10_000_000;

export const STAFF_CHARGE_MESSAGES = {
  description: "Describe the charge (1 to 120 characters), e.g. Minibar or Airport transfer.",
  unitAmount: "Enter the price in whole shillings (more than 0).",
  quantity: "Enter a quantity from 1 to 99.",
  total: "The charge may be at most KSh 10,000,000.",
  reason: "Say why (3 to 200 characters): the account keeps the reason.",
} as const;

/** A charge staff add to a booking's account (POST /api/admin/bookings/:id/charges). */
export const StaffChargeSchema = z
  .object({
    description: singleLine(STAFF_CHARGE_MESSAGES.description)
      .min(1, STAFF_CHARGE_MESSAGES.description)
      .max(120, STAFF_CHARGE_MESSAGES.description),
    unitAmount: z
      .number({ message: STAFF_CHARGE_MESSAGES.unitAmount })
      .int(STAFF_CHARGE_MESSAGES.unitAmount)
      .min(1, STAFF_CHARGE_MESSAGES.unitAmount)
      .max(MAX_STAFF_CHARGE, STAFF_CHARGE_MESSAGES.unitAmount),
    quantity: z
      .number({ message: STAFF_CHARGE_MESSAGES.quantity })
      .int(STAFF_CHARGE_MESSAGES.quantity)
      .min(1, STAFF_CHARGE_MESSAGES.quantity)
      .max(99, STAFF_CHARGE_MESSAGES.quantity)
      .default(1),
  })
  .refine((value) => value.unitAmount * value.quantity <= MAX_STAFF_CHARGE, {
    path: ["unitAmount"],
    message: STAFF_CHARGE_MESSAGES.total,
  });
export type StaffChargeInput = z.input<typeof StaffChargeSchema>;
export type StaffCharge = z.output<typeof StaffChargeSchema>;

/** Voiding a staff charge or a desk payment: the reason the account keeps. */
export const VoidSchema = z.object({
  reason: singleLine(STAFF_CHARGE_MESSAGES.reason)
    .min(3, STAFF_CHARGE_MESSAGES.reason)
    .max(200, STAFF_CHARGE_MESSAGES.reason),
});
export type VoidInput = z.input<typeof VoidSchema>;

/** Closing a hotel day (POST /api/admin/night-audit/close): the day the desk saw. */
export const NightAuditCloseSchema = z.object({
  date: z.string().refine(isIsoDate, "date must be the YYYY-MM-DD hotel day being closed"),
});
