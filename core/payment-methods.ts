/**
 * Payment method names as guests and staff read them. Pesapal reports the method as its own
 * code (`payment_method`: "MpesaKE", "MPESA", "Visa", "MasterCard", "AirtelKE", "" before
 * payment); stored as reported, it is shown and grouped in reports only through
 * `paymentMethodName`, so "MpesaKE" and "M-PESA" are one method everywhere.
 */

/** Brand names, tried in order; a code is matched by its start (a country suffix follows). */
const METHOD_NAMES: readonly (readonly [RegExp, string])[] = [
  [/^m-?pesa/i, "M-PESA"],
  [/^airtel/i, "Airtel Money"],
  [/^mtn/i, "MTN Mobile Money"],
  [/^t-?kash/i, "T-Kash"],
  [/^equitel/i, "Equitel"],
  [/^visa/i, "Visa"],
  [/^master-?\s*card/i, "Mastercard"],
  [/^(amex|american\s*express)/i, "American Express"],
  [/^union-?\s*pay/i, "UnionPay"],
];

/**
 * The name to show for a payment method as Pesapal reported it: the brand's own spelling
 * ("M-PESA", "Visa", "Mastercard", "Airtel Money"), a method not known here as reported
 * (trimmed), or null when none was reported.
 */
export function paymentMethodName(method: string | null | undefined): string | null {
  const code = method?.trim();
  if (!code) return null;
  const compact = code.replace(/[\s_]+/g, " ");
  for (const [pattern, name] of METHOD_NAMES) if (pattern.test(compact)) return name;
  return compact;
}

/**
 * How a payment taken at the front desk was made (desk_payments.method): cash, the card
 * terminal, M-PESA (till or paybill, with its confirmation code) or a bank transfer (with its
 * reference).
 */
export const DESK_PAYMENT_METHODS = ["cash", "card", "mpesa", "bank_transfer"] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

const DESK_METHOD_NAMES: Record<DeskPaymentMethod, string> = {
  cash: "Cash",
  card: "Card (terminal)",
  // The brand's one spelling, as Pesapal's M-PESA payments are shown.
  mpesa: paymentMethodName("mpesa") ?? "M-PESA",
  bank_transfer: "Bank transfer",
};

/** The name staff read for a desk payment's method. */
export const deskPaymentMethodName = (method: DeskPaymentMethod): string =>
  DESK_METHOD_NAMES[method];
