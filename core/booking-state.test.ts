import { describe, expect, it } from "vitest";
import { guestBookingState, guestBookingSummary, type PaymentFacts } from "./booking-state";

const now = new Date("2025-06-01T10:00:00Z");
const later = new Date("2025-06-01T10:20:00Z");
const earlier = new Date("2025-06-01T09:50:00Z");
const payment = (fields: Partial<PaymentFacts> = {}): PaymentFacts => ({
  amount: 17_250,
  statusCode: 1,
  paymentStatus: "COMPLETED",
  refundAmount: null,
  refundRequestedAt: null,
  ...fields,
});
const pending = payment({ statusCode: 0, paymentStatus: "PENDING" });
const failed = payment({ statusCode: 2, paymentStatus: "FAILED" });
const requested = payment({ refundAmount: 10_000, refundRequestedAt: earlier });
const reversed = payment({ statusCode: 3, paymentStatus: "REVERSED" });

describe("guestBookingState", () => {
  it("awaiting payment only while the hold lasts", () => {
    const booking = { status: "pending_payment" as const, holdExpiresAt: later };
    expect(guestBookingState(booking, [pending], now)).toBe("awaiting_payment");
    expect(guestBookingState({ ...booking, holdExpiresAt: earlier }, [failed], now)).toBe(
      "expired",
    );
    expect(guestBookingState({ ...booking, holdExpiresAt: null }, [], now)).toBe("expired");
  });

  it("confirmed is pay at the hotel unless a completed payment exists", () => {
    const booking = { status: "confirmed" as const, holdExpiresAt: null };
    expect(guestBookingState(booking, [], now)).toBe("confirmed");
    expect(guestBookingState(booking, [failed, pending], now)).toBe("confirmed");
    expect(guestBookingState(booking, [failed, payment()], now)).toBe("paid");
    // Another amount is not a payment of this booking.
    expect(guestBookingState(booking, [payment({ paymentStatus: "AMOUNT_MISMATCH" })], now)).toBe(
      "confirmed",
    );
  });

  it("a cancelled or expired booking tells where its money is", () => {
    for (const status of ["cancelled", "expired"] as const) {
      const booking = { status, holdExpiresAt: null };
      expect(guestBookingState(booking, [], now)).toBe(status);
      expect(guestBookingState(booking, [payment()], now)).toBe(status);
      expect(guestBookingState(booking, [requested], now)).toBe("refund_requested");
      expect(guestBookingState(booking, [reversed], now)).toBe("refunded");
    }
  });
});

describe("guestBookingSummary", () => {
  it("counts what was paid and what goes back", () => {
    const cancelled = { status: "cancelled" as const, holdExpiresAt: null };
    expect(guestBookingSummary(cancelled, [failed, requested], now)).toEqual({
      state: "refund_requested",
      amountPaid: 17_250,
      refundAmount: 10_000,
    });
    expect(guestBookingSummary(cancelled, [reversed], now)).toEqual({
      state: "refunded",
      amountPaid: 0,
      refundAmount: 17_250,
    });
  });
});
