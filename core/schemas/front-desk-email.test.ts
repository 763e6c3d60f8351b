import { describe, expect, it } from "vitest";
import { NO_EMAIL_TO_SEND, StaffBookingSchema, StaffChangeSchema } from "./front-desk";

const booking = {
  roomId: 1,
  checkIn: "2031-05-01",
  checkOut: "2031-05-03",
  adults: 1,
  children: 0,
  roomCount: 1,
  totalAmount: 10_000,
  firstName: "Amina",
  lastName: "Odhiambo",
  phone: "+254712345678",
  country: "Kenya",
  source: "walk_in",
};

const errors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );

describe("a guest taken by staff", () => {
  it("may have no e-mail, street address or city (stored empty)", () => {
    const parsed = StaffBookingSchema.safeParse({ ...booking, email: "  ", address: "" });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ email: "", address: "", city: "" });
  });

  it("keeps the booking form's rules for what is given", () => {
    const parsed = StaffBookingSchema.safeParse({ ...booking, email: "not-an-address", city: "X" });
    expect(Object.keys(errors(parsed)).sort()).toEqual(["city", "email"]);
  });

  it("needs an e-mail to send the confirmation to, on a booking and on a change", () => {
    expect(errors(StaffBookingSchema.safeParse({ ...booking, sendGuestEmail: true }))).toEqual({
      email: NO_EMAIL_TO_SEND,
    });
    const change = {
      ...booking,
      expectedTotal: 10_000,
      version: 0,
      notifyGuest: true,
    };
    expect(errors(StaffChangeSchema.safeParse(change))).toEqual({ email: NO_EMAIL_TO_SEND });
    expect(StaffChangeSchema.safeParse({ ...change, email: "amina@example.com" }).success).toBe(
      true,
    );
  });

  it("still refuses a stay whose check-out is not after check-in", () => {
    expect(
      errors(StaffBookingSchema.safeParse({ ...booking, checkOut: "2031-05-01" })),
    ).toHaveProperty("checkOut");
  });
});
