/**
 * A small hotel with known bookings, payments, feedback, subscribers and restrictions around
 * March 2031, for the occupancy grid and the reports, written straight into the tables (as
 * the front desk's screens and the guests' flows would leave them). Hotel time is East Africa
 * Time (UTC+3). The tests count the figures by hand from the rows described here.
 *
 * Room types (active unless said): Garden 10 rooms, Ocean Suite 4, Budget Single 6, and the
 * inactive Old Wing 5.
 *
 * Bookings (nights per room, KSh, taxes 16 %):
 * - B1 Ocean, web, confirmed, 2 rooms, 27 Feb → 2 Mar: 10,000 / 10,000 / 12,000.
 * - B2 Garden, phone, confirmed (checked out), 1 room, 10 → 13 Mar: 8,000 / 8,000 / 9,000,
 *   extra guests 1,500, late check-out 1,000, promo discount 2,500; total 29,000, nothing paid.
 *   Its guest's first name is a formula.
 * - B3 Ocean, walk-in, confirmed, 1 room, 30 Mar → 2 Apr: 11,000 / 11,000 / 15,000; total 42,920,
 *   paid online in full (Visa).
 * - B4 Budget, WhatsApp, confirmed no-show (marked 6 Mar 10:00), 1 room, 5 → 7 Mar: 5,000 /
 *   5,000; total 11,600, nothing paid. Its rooms were given back from 6 Mar.
 * - B5 Garden, e-mail, cancelled by the guest with a charge of 9,280, 15 → 17 Mar.
 * - B6 Ocean, web, cancelled by staff (no charge), 20 → 22 Mar; its 20,880 M-PESA payment
 *   was refunded whole.
 * - B7 Budget, web, expired payment hold, 8 → 9 Mar (its payment failed).
 * - B8 Ocean, web, awaiting payment, 1 room, 12 → 14 Mar: 10,000 / 10,000.
 * - B9 Garden, e-mail, confirmed, 3 rooms, 12 → 13 Mar: 9,000; total 31,320, paid by M-PESA;
 *   a second payment of 5,000 did not match the amount.
 *
 * Payments (ordered at, hotel time): P1 B1 M-PESA 10,000 20 Feb; P2 B3 Visa 42,920 25 Mar;
 * P3 B6 M-PESA 20,880 1 Mar, reversed after a refund asked 2 Mar and done 3 Mar; P4 B7 failed
 * 7 Mar; P5 B9 M-PESA 31,320 11 Mar (spelt "M-PESA", the others "MpesaKE"); P6 B9 Visa 5,000 amount mismatch 11 Mar; P7 B1 M-PESA 500
 * 1 Apr 00:30; P8 B1 MasterCard 700 31 Mar 23:30.
 *
 * Rate calendar: Garden closed (stop-sell) 20 Mar; Ocean closed to arrival 12 Mar and minimum
 * stay 2 on 13 Mar; Old Wing closed 20 Mar; Garden closed 5 Apr.
 *
 * Feedback: F1 5 Mar (every rating 4, Wi-Fi 2), F2 20 Mar (every rating 3, overall 4), F3
 * 10 Feb (every rating 1), F4 2 Apr (every rating 2).
 *
 * Newsletter: S1 10 Mar, S2 1 Jan, S3 31 Mar 23:30 (an address starting with "="), S4 1 Apr
 * 00:30.
 */
import { hotelInstant } from "~core/cancellation";
import { FEEDBACK_RATINGS, type FeedbackRating } from "~core/schemas/feedback";
import type { Database } from "~server/db/client";
import {
  bookings,
  guestFeedback,
  newsletterSubscriptions,
  paymentTransactions,
  roomInventory,
  roomRates,
  roomTypes,
} from "~server/db/schema";

export interface ReportFixture {
  rooms: { garden: number; ocean: number; budget: number; oldWing: number };
  bookings: Record<`B${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`, { id: number; reference: string }>;
}

const ROOM = {
  description: { en: "A room." },
  shortDescription: { en: "A room." },
  capacity: 2,
  size: 20,
  bedType: "Double",
  view: "Garden",
  rateSingleBedOnly: 8000,
  rateSingleBreakfast: 9000,
  rateDoubleBedOnly: 9000,
  rateDoubleBreakfast: 10000,
};

const GUEST = {
  lastName: "Guest",
  email: "guest@example.com",
  phone: "+254700000000",
  address: "1 Beach Road",
  city: "Mombasa",
  country: "Kenya",
  adults: 1,
  taxPercent: 16,
  accessTokenHash: "x",
};

const at = (date: string, time = "12:00") => hotelInstant(date, time);

const nights = (rates: [string, number][]) => rates.map(([date, rate]) => ({ date, rate }));

const ratings = (value: number, overrides: Partial<Record<FeedbackRating, number>> = {}) =>
  Object.fromEntries(FEEDBACK_RATINGS.map((key) => [key, overrides[key] ?? value])) as Record<
    FeedbackRating,
    number
  >;

export async function seedReportFixture(db: Database): Promise<ReportFixture> {
  const types = await db
    .insert(roomTypes)
    .values([
      { ...ROOM, slug: "garden", name: "Garden", totalRooms: 10, sortOrder: 1 },
      { ...ROOM, slug: "ocean-suite", name: "Ocean Suite", totalRooms: 4, sortOrder: 2 },
      { ...ROOM, slug: "budget-single", name: "Budget Single", totalRooms: 6, sortOrder: 3 },
      {
        ...ROOM,
        slug: "old-wing",
        name: "Old Wing",
        totalRooms: 5,
        sortOrder: 4,
        isActive: false,
      },
    ])
    .returning({ id: roomTypes.id, slug: roomTypes.slug });
  const id = (slug: string) => types.find((type) => type.slug === slug)!.id;
  const rooms = {
    garden: id("garden"),
    ocean: id("ocean-suite"),
    budget: id("budget-single"),
    oldWing: id("old-wing"),
  };

  const rows = await db
    .insert(bookings)
    .values([
      {
        ...GUEST,
        reference: "PB-REPORT01",
        firstName: "Asha",
        roomTypeId: rooms.ocean,
        source: "web",
        status: "confirmed",
        checkIn: "2031-02-27",
        checkOut: "2031-03-02",
        nights: 3,
        roomCount: 2,
        nightlyRate: 10667,
        nightRates: nights([
          ["2031-02-27", 10000],
          ["2031-02-28", 10000],
          ["2031-03-01", 12000],
        ]),
        subtotal: 64000,
        taxes: 10240,
        totalAmount: 74240,
        createdAt: at("2031-02-20"),
      },
      {
        ...GUEST,
        reference: "PB-REPORT02",
        firstName: "=SUM(A1:A9)",
        roomTypeId: rooms.garden,
        source: "phone",
        status: "confirmed",
        stayStatus: "checked_out",
        checkIn: "2031-03-10",
        checkOut: "2031-03-13",
        nights: 3,
        roomCount: 1,
        nightlyRate: 8333,
        nightRates: nights([
          ["2031-03-10", 8000],
          ["2031-03-11", 8000],
          ["2031-03-12", 9000],
        ]),
        extraGuests: 1,
        extraGuestsAmount: 1500,
        needsLateCheckout: true,
        lateCheckoutAmount: 1000,
        subtotal: 27500,
        promoCode: "COAST10",
        discount: 2500,
        taxes: 4000,
        totalAmount: 29000,
        createdAt: at("2031-03-01"),
      },
      {
        ...GUEST,
        reference: "PB-REPORT03",
        firstName: "Baraka",
        roomTypeId: rooms.ocean,
        source: "walk_in",
        status: "confirmed",
        checkIn: "2031-03-30",
        checkOut: "2031-04-02",
        nights: 3,
        roomCount: 1,
        nightlyRate: 12333,
        nightRates: nights([
          ["2031-03-30", 11000],
          ["2031-03-31", 11000],
          ["2031-04-01", 15000],
        ]),
        subtotal: 37000,
        taxes: 5920,
        totalAmount: 42920,
        createdAt: at("2031-03-25"),
      },
      {
        ...GUEST,
        reference: "PB-REPORT04",
        firstName: "@Amina",
        roomTypeId: rooms.budget,
        source: "whatsapp",
        status: "confirmed",
        stayStatus: "no_show",
        noShowAt: at("2031-03-06", "10:00"),
        checkIn: "2031-03-05",
        checkOut: "2031-03-07",
        nights: 2,
        roomCount: 1,
        nightlyRate: 5000,
        nightRates: nights([
          ["2031-03-05", 5000],
          ["2031-03-06", 5000],
        ]),
        subtotal: 10000,
        taxes: 1600,
        totalAmount: 11600,
        createdAt: at("2031-03-02"),
      },
      {
        ...GUEST,
        reference: "PB-REPORT05",
        firstName: "Chebet",
        roomTypeId: rooms.garden,
        source: "email",
        status: "cancelled",
        cancelledBy: "guest",
        cancellationCharge: 9280,
        checkIn: "2031-03-15",
        checkOut: "2031-03-17",
        nights: 2,
        roomCount: 1,
        nightlyRate: 8000,
        nightRates: nights([
          ["2031-03-15", 8000],
          ["2031-03-16", 8000],
        ]),
        subtotal: 16000,
        taxes: 2560,
        totalAmount: 18560,
        createdAt: at("2031-03-03"),
      },
      {
        ...GUEST,
        reference: "PB-REPORT06",
        firstName: "Daudi",
        roomTypeId: rooms.ocean,
        source: "web",
        status: "cancelled",
        cancelledBy: "staff",
        checkIn: "2031-03-20",
        checkOut: "2031-03-22",
        nights: 2,
        roomCount: 1,
        nightlyRate: 9000,
        nightRates: nights([
          ["2031-03-20", 9000],
          ["2031-03-21", 9000],
        ]),
        subtotal: 18000,
        taxes: 2880,
        totalAmount: 20880,
        createdAt: at("2031-03-01"),
      },
      {
        ...GUEST,
        reference: "PB-REPORT07",
        firstName: "Esther",
        roomTypeId: rooms.budget,
        source: "web",
        status: "expired",
        checkIn: "2031-03-08",
        checkOut: "2031-03-09",
        nights: 1,
        roomCount: 1,
        nightlyRate: 5000,
        nightRates: nights([["2031-03-08", 5000]]),
        subtotal: 5000,
        taxes: 800,
        totalAmount: 5800,
        createdAt: at("2031-03-07"),
      },
      {
        ...GUEST,
        reference: "PB-REPORT08",
        firstName: "Faraji",
        roomTypeId: rooms.ocean,
        source: "web",
        status: "pending_payment",
        holdExpiresAt: at("2031-03-11", "12:30"),
        checkIn: "2031-03-12",
        checkOut: "2031-03-14",
        nights: 2,
        roomCount: 1,
        nightlyRate: 10000,
        nightRates: nights([
          ["2031-03-12", 10000],
          ["2031-03-13", 10000],
        ]),
        subtotal: 20000,
        taxes: 3200,
        totalAmount: 23200,
        createdAt: at("2031-03-11"),
      },
      {
        ...GUEST,
        reference: "PB-REPORT09",
        firstName: "\tTabitha",
        roomTypeId: rooms.garden,
        source: "email",
        status: "confirmed",
        checkIn: "2031-03-12",
        checkOut: "2031-03-13",
        nights: 1,
        roomCount: 3,
        nightlyRate: 9000,
        nightRates: nights([["2031-03-12", 9000]]),
        subtotal: 27000,
        taxes: 4320,
        totalAmount: 31320,
        createdAt: at("2031-03-11"),
      },
    ])
    .returning({ id: bookings.id, reference: bookings.reference });
  const booking = Object.fromEntries(
    rows.map((row) => [`B${Number(row.reference.slice(-2))}`, row]),
  ) as ReportFixture["bookings"];

  const payment = (
    ref: string,
    bookingId: number,
    amount: number,
    createdAt: Date,
    extra: Partial<typeof paymentTransactions.$inferInsert> = {},
  ) => ({
    bookingId,
    merchantReference: ref,
    description: "Stay",
    amount,
    statusCode: 1,
    paymentStatus: "COMPLETED",
    paymentMethod: "MpesaKE",
    createdAt,
    ...extra,
  });
  await db.insert(paymentTransactions).values([
    payment("PB-REPORT01-1", booking.B1.id, 10000, at("2031-02-20")),
    payment("PB-REPORT03-1", booking.B3.id, 42920, at("2031-03-25", "10:00"), {
      paymentMethod: "Visa",
    }),
    payment("PB-REPORT06-1", booking.B6.id, 20880, at("2031-03-01", "09:00"), {
      statusCode: 3,
      paymentStatus: "REVERSED",
      refundAmount: 20880,
      refundRequestedAt: at("2031-03-02", "09:00"),
      refundStatus: "refunded",
      refundSettledAt: at("2031-03-03", "09:00"),
    }),
    payment("PB-REPORT07-1", booking.B7.id, 5800, at("2031-03-07"), {
      statusCode: 2,
      paymentStatus: "FAILED",
      paymentMethod: null,
    }),
    // Pesapal names M-PESA "MpesaKE"; another spelling of it is one method in the report.
    payment("PB-REPORT09-1", booking.B9.id, 31320, at("2031-03-11"), { paymentMethod: "M-PESA" }),
    payment("PB-REPORT09-2", booking.B9.id, 5000, at("2031-03-11", "13:00"), {
      paymentStatus: "AMOUNT_MISMATCH",
      paymentMethod: "Visa",
    }),
    payment("PB-REPORT01-2", booking.B1.id, 500, at("2031-04-01", "00:30")),
    payment("PB-REPORT01-3", booking.B1.id, 700, at("2031-03-31", "23:30"), {
      paymentMethod: "MasterCard",
    }),
  ]);

  // The rooms counter as the bookings left it (B4's no-show gave back 6 March).
  const held = (roomTypeId: number, booked: number, ...dates: string[]) =>
    dates.map((night) => ({ roomTypeId, night, booked, capacity: 0 }));
  const inventory = [
    ...held(rooms.ocean, 2, "2031-02-27", "2031-02-28", "2031-03-01"),
    ...held(rooms.garden, 1, "2031-03-10", "2031-03-11"),
    ...held(rooms.garden, 4, "2031-03-12"),
    ...held(rooms.ocean, 1, "2031-03-30", "2031-03-31", "2031-04-01"),
    ...held(rooms.budget, 1, "2031-03-05"),
    ...held(rooms.ocean, 1, "2031-03-12", "2031-03-13"),
  ];
  const capacity = { [rooms.garden]: 10, [rooms.ocean]: 4, [rooms.budget]: 6 };
  await db
    .insert(roomInventory)
    .values(inventory.map((row) => ({ ...row, capacity: capacity[row.roomTypeId] ?? 0 })));

  await db.insert(roomRates).values([
    { roomTypeId: rooms.garden, night: "2031-03-20", closed: true },
    { roomTypeId: rooms.ocean, night: "2031-03-12", closedToArrival: true },
    { roomTypeId: rooms.ocean, night: "2031-03-13", minStay: 2 },
    { roomTypeId: rooms.oldWing, night: "2031-03-20", closed: true },
    { roomTypeId: rooms.garden, night: "2031-04-05", closed: true },
  ]);

  await db.insert(guestFeedback).values([
    { date: "2031-03-05", ...ratings(4, { wifiRating: 2 }) },
    { date: "2031-03-20", ...ratings(3, { overallExperienceRating: 4 }) },
    { date: "2031-02-10", ...ratings(1) },
    { date: "2031-04-02", ...ratings(2) },
  ]);

  await db.insert(newsletterSubscriptions).values([
    { email: "s1@example.com", createdAt: at("2031-03-10") },
    { email: "s2@example.com", language: "sw", createdAt: at("2031-01-01") },
    { email: "=2+5@example.com", createdAt: at("2031-03-31", "23:30") },
    { email: "s4@example.com", language: "fr", createdAt: at("2031-04-01", "00:30") },
  ]);

  return { rooms, bookings: booking };
}
