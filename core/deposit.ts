/**
 * Deposits: with Pesapal active, the settings may ask a part of the total online (a
 * percentage, or the first night) instead of all of it; the booking is confirmed once
 * that part is paid and the rest is paid at the hotel. Pure arithmetic in whole KSh,
 * shared by the booking form (what it shows) and the server (what it asks).
 */
import { type Quote, taxesOn } from "./pricing";

export const DEPOSIT_MODES = ["none", "percent", "first_night"] as const;
export type DepositMode = (typeof DEPOSIT_MODES)[number];

export interface DepositTerms {
  /** "none": the full amount online. */
  mode: DepositMode;
  /** The share of the total asked online when `mode` is "percent" (1 to 100). */
  percent: number;
}

export const DEFAULT_DEPOSIT_TERMS: DepositTerms = { mode: "none", percent: 30 };

/**
 * The deposit a stay asks online, taxes included, or null when the full amount is asked
 * (no deposit set, or the deposit would be the whole total, as for a one-night stay under
 * "first night").
 * - percent: that share of the total, rounded half up;
 * - first night: the first night's rate for every room booked, less its share of a promo
 *   discount, plus the tax on it.
 */
export function depositFor(
  quote: Pick<
    Quote,
    "total" | "nightRates" | "roomCount" | "roomsTotal" | "discount" | "taxPercent"
  >,
  terms: DepositTerms | null | undefined,
): number | null {
  if (!terms || terms.mode === "none" || quote.total <= 0) return null;
  let amount: number;
  if (terms.mode === "percent") {
    amount = Math.floor((quote.total * terms.percent + 50) / 100);
  } else {
    const first = (quote.nightRates[0]?.rate ?? 0) * quote.roomCount;
    // The discount falls on the nights in proportion to their rates.
    const off =
      quote.roomsTotal > 0
        ? Math.floor((quote.discount * first + quote.roomsTotal / 2) / quote.roomsTotal)
        : 0;
    const charged = Math.max(0, first - off);
    amount = charged + taxesOn(charged, quote.taxPercent);
  }
  if (amount <= 0 || amount >= quote.total) return null;
  return amount;
}
