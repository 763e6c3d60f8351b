import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { setHotelTimeZone } from "~core/dates";
import { BookingPayments } from "./booking-payments";

describe("a booking's payments on the admin booking page", () => {
  it("name the method as guests know it and show times in the hotel's zone", () => {
    setHotelTimeZone("Africa/Nairobi");
    const html = renderToString(
      <BookingPayments
        busy={false}
        onRefund={() => {}}
        payments={[
          {
            id: 1,
            merchantReference: "PB-TEST-1",
            amount: 12_000,
            currency: "KES",
            paymentStatus: "REVERSED",
            paymentMethod: "MpesaKE",
            confirmationCode: "QWE123RTY",
            environment: "production",
            createdAt: "2031-03-11T21:30:00.000Z",
            refund: {
              amount: 12_000,
              remarks: "Cancelled",
              requestedAt: "2031-03-12T05:15:00.000Z",
              status: "refunded",
              error: null,
              late: false,
            },
          },
        ]}
      />,
    );
    expect(html).toContain("M-PESA");
    expect(html).not.toContain("MpesaKE");
    // 21:30 UTC is half past midnight the next day in Nairobi.
    expect(html).toContain("Mar 12, 2031, 12:30 AM East Africa Time");
    expect(html).toContain("Mar 12, 2031, 8:15 AM East Africa Time");
    expect(html).not.toContain("UTC");
  });
});
