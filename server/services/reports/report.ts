/**
 * The report of a period (GET /api/admin/reports, /admin/reports): occupancy, average daily
 * rate, revenue per available room, revenue by room type, source and month, cancellations,
 * payments and the feedback averages. The rules of what counts are in figures.ts; the
 * definitions shown to staff are REPORT_DEFINITIONS.
 */
import { BOOKING_SOURCE_LABELS, BOOKING_SOURCES } from "~core/front-office";
import {
  type MonthLine,
  monthEnd,
  percent,
  periodDays,
  periodMonths,
  type ReportDto,
  type ReportPeriod,
  type RevenueLine,
  type RoomTypeLine,
  ratio,
} from "~core/reports";
import { FEEDBACK_RATINGS, type FeedbackRating } from "~core/schemas/feedback";
import type { Database } from "../../db/client";
import {
  deskPaidByBooking,
  deskPaymentsByMethod,
  staffChargedByBooking,
} from "../booking/desk-payments";
import { type BookingShare, bookingShare, dueAtHotel, methodLabel, paymentShare } from "./figures";
import {
  feedbackSums,
  type PeriodBooking,
  type PeriodPayment,
  periodBookings,
  periodInstants,
  periodPayments,
  reportRoomTypes,
  stopSellNights,
  subscriberCounts,
} from "./report-data";

/** The definitions the report screen states, in the order of its sections. */
export const REPORT_DEFINITIONS = [
  [
    "Counted bookings",
    "Confirmed bookings, no-shows included (their charges are kept). Cancelled and expired bookings are not counted, nor bookings still awaiting payment.",
  ],
  [
    "Room revenue",
    "What the rooms earned on each night of the period: the night's rate times the rooms, less its share of a promo discount. Taxes, extra guests and late check-out are not included. A stay across the period's ends counts only its nights inside it.",
  ],
  ["Room-nights sold", "Rooms of counted bookings times their nights inside the period."],
  [
    "Available room-nights",
    "Rooms of the active room types times the days of the period. Nights closed to sale (stop-sell) stay available: the rooms exist; they are shown apart.",
  ],
  ["Occupancy", "Room-nights sold ÷ available room-nights."],
  ["ADR (average daily rate)", "Room revenue ÷ room-nights sold."],
  ["RevPAR (revenue per available room)", "Room revenue ÷ available room-nights."],
  ["Extras", "Extra guests and late check-out of counted bookings arriving in the period."],
  [
    "Cancellations",
    "Bookings arriving in the period that were cancelled, by the guest (Manage booking) or by staff, with the charge kept under the cancellation policy (taxes included).",
  ],
  [
    "Payments",
    "Online payments Pesapal completed, dated by their order (reversed ones included, their refund shown below); amounts that did not match the booking are left out until staff resolve them. Refunds are counted when they were asked. Paid at the desk: payments staff recorded in the period, by method (voided ones left out). Due at the hotel: confirmed bookings arriving in the period, their total (taxes included) and the charges staff added, less what was paid online and kept and what was paid at the front desk.",
  ],
  [
    "Feedback",
    "The average of each rating (1 Poor to 4 Excellent) of the forms dated in the period, by month.",
  ],
] as const;

const average = (sum: number, count: number) =>
  count > 0 ? Math.round((sum / count) * 100) / 100 : null;

const emptyLine = (key: string, label: string): RevenueLine => ({
  key,
  label,
  roomNights: 0,
  roomRevenue: 0,
  bookings: 0,
});

function addTo(line: RevenueLine, roomNights: number, roomRevenue: number) {
  line.roomNights += roomNights;
  line.roomRevenue += roomRevenue;
  if (roomNights > 0) line.bookings += 1;
}

/** Every booking of the period with its share and its online payments. */
export interface ReportRows {
  period: ReportPeriod;
  bookings: {
    booking: PeriodBooking;
    share: BookingShare;
    payments: PeriodPayment[];
    /** Paid at the front desk (desk_payments, voided ones left out), whenever. */
    paidAtDesk: number;
    /** Charges staff added to the account (voided ones left out). */
    staffCharged: number;
  }[];
  payments: PeriodPayment[];
}

/** The rows the report and the bookings and payments exports are computed from. */
export async function reportRows(db: Database, period: ReportPeriod): Promise<ReportRows> {
  const stays = await periodBookings(db, period);
  const shares = stays.map((booking) => ({ booking, share: bookingShare(booking, period) }));
  const arriving = shares
    .filter(({ share }) => share.counted && share.arrives)
    .map(({ booking }) => booking.id);
  const payments = await periodPayments(db, period, arriving);
  const atDesk = await deskPaidByBooking(db, arriving);
  const added = await staffChargedByBooking(db, arriving);
  const byBooking = new Map<number, PeriodPayment[]>();
  for (const payment of payments) {
    byBooking.set(payment.bookingId, [...(byBooking.get(payment.bookingId) ?? []), payment]);
  }
  return {
    period,
    bookings: shares.map((row) => ({
      ...row,
      payments: byBooking.get(row.booking.id) ?? [],
      paidAtDesk: atDesk.get(row.booking.id) ?? 0,
      staffCharged: added.get(row.booking.id) ?? 0,
    })),
    payments,
  };
}

export async function periodReport(db: Database, period: ReportPeriod): Promise<ReportDto> {
  const rows = await reportRows(db, period);
  const types = await reportRoomTypes(db);
  const closed = await stopSellNights(db, period);
  const feedback = await feedbackSums(db, period);
  const contactable = await subscriberCounts(db, period);
  const days = periodDays(period);
  const active = types.filter((type) => type.isActive);
  const roomsPerNight = active.reduce((sum, type) => sum + type.totalRooms, 0);
  const available = roomsPerNight * days;
  const totals = new Map(types.map((type) => [type.id, type]));
  const stopSell = closed.reduce(
    (sum, row) =>
      sum +
      (totals.get(row.roomTypeId)?.isActive ? (totals.get(row.roomTypeId)?.totalRooms ?? 0) : 0),
    0,
  );

  const byType = new Map(types.map((type) => [type.id, emptyLine(String(type.id), type.name)]));
  const bySource = new Map(
    BOOKING_SOURCES.map((source) => [source, emptyLine(source, BOOKING_SOURCE_LABELS[source])]),
  );
  const months = periodMonths(period);
  const byMonth = new Map(months.map((month) => [month, emptyLine(month, month)]));
  let roomNightsSold = 0;
  let roomRevenue = 0;
  let extras = 0;
  let awaitingPayment = 0;
  const cancellations = {
    count: 0,
    byGuest: 0,
    byStaff: 0,
    other: 0,
    chargesKept: 0,
    expiredHolds: 0,
  };
  let atHotelBookings = 0;
  let atHotelAmount = 0;
  for (const { booking, share, payments, paidAtDesk, staffCharged } of rows.bookings) {
    if (booking.status === "pending_payment") awaitingPayment += 1;
    if (booking.status === "expired" && share.arrives) cancellations.expiredHolds += 1;
    if (booking.status === "cancelled" && share.arrives) {
      cancellations.count += 1;
      if (booking.cancelledBy === "guest") cancellations.byGuest += 1;
      else if (booking.cancelledBy === "staff") cancellations.byStaff += 1;
      else cancellations.other += 1;
      cancellations.chargesKept += share.chargeKept;
    }
    if (!share.counted) continue;
    roomNightsSold += share.roomNights;
    roomRevenue += share.roomRevenue;
    extras += share.extras;
    const typeLine = byType.get(booking.roomTypeId);
    if (typeLine) addTo(typeLine, share.roomNights, share.roomRevenue);
    const sourceLine = bySource.get(booking.source);
    if (sourceLine) addTo(sourceLine, share.roomNights, share.roomRevenue);
    for (const [month, line] of share.months) {
      const monthLine = byMonth.get(month);
      if (monthLine) addTo(monthLine, line.roomNights, line.roomRevenue);
    }
    const due = dueAtHotel(booking, share, payments, paidAtDesk, staffCharged);
    if (due > 0) {
      atHotelBookings += 1;
      atHotelAmount += due;
    }
  }

  const range = periodInstants(period);
  const deskMethods = await deskPaymentsByMethod(db, range.start, range.end);
  const methods = new Map<string, { method: string; count: number; amount: number }>();
  let received = 0;
  let receivedCount = 0;
  const refunds = { count: 0, amount: 0, settled: 0 };
  for (const payment of rows.payments) {
    const share = paymentShare(payment, range);
    if (share.isReceivedInPeriod) {
      const label = methodLabel(payment.paymentMethod);
      const line = methods.get(label) ?? { method: label, count: 0, amount: 0 };
      line.count += 1;
      line.amount += share.received;
      methods.set(label, line);
      received += share.received;
      receivedCount += 1;
    }
    if (share.refund > 0) {
      refunds.count += 1;
      refunds.amount += share.refund;
      refunds.settled += share.refundSettled;
    }
  }

  const roomTypeLines: RoomTypeLine[] = types
    .map((type) => {
      const line = byType.get(type.id) ?? emptyLine(String(type.id), type.name);
      const typeAvailable = type.isActive ? type.totalRooms * days : 0;
      return {
        ...line,
        totalRooms: type.totalRooms,
        available: typeAvailable,
        occupancy: percent(line.roomNights, typeAvailable),
        adr: ratio(line.roomRevenue, line.roomNights),
      };
    })
    .filter((line) => line.available > 0 || line.roomNights > 0);

  const monthLines: MonthLine[] = months.map((month) => {
    const line = byMonth.get(month) ?? emptyLine(month, month);
    const first = month === period.from.slice(0, 7) ? period.from : `${month}-01`;
    const last = month === period.to.slice(0, 7) ? period.to : monthEnd(month);
    const monthDays = periodDays({ from: first, to: last });
    const monthAvailable = roomsPerNight * monthDays;
    return {
      ...line,
      available: monthAvailable,
      occupancy: percent(line.roomNights, monthAvailable),
      adr: ratio(line.roomRevenue, line.roomNights),
      revpar: ratio(line.roomRevenue, monthAvailable),
    };
  });

  const feedbackMonths = feedback.map((row) => ({
    month: row.month,
    count: Number(row.count),
    averages: Object.fromEntries(
      FEEDBACK_RATINGS.map((rating) => [rating, average(Number(row[rating]), Number(row.count))]),
    ) as Record<FeedbackRating, number | null>,
  }));
  const feedbackCount = feedbackMonths.reduce((sum, row) => sum + row.count, 0);

  return {
    period,
    days,
    available,
    stopSell,
    roomNightsSold,
    roomRevenue,
    extras,
    occupancy: percent(roomNightsSold, available),
    adr: ratio(roomRevenue, roomNightsSold),
    revpar: ratio(roomRevenue, available),
    awaitingPayment,
    byRoomType: roomTypeLines,
    bySource: [...bySource.values()],
    byMonth: monthLines,
    cancellations,
    payments: {
      methods: [...methods.values()].sort(
        (a, b) => b.amount - a.amount || a.method.localeCompare(b.method),
      ),
      received,
      receivedCount,
      atDesk: {
        methods: deskMethods.sort(
          (a, b) => b.amount - a.amount || a.method.localeCompare(b.method),
        ),
        received: deskMethods.reduce((sum, line) => sum + line.amount, 0),
        receivedCount: deskMethods.reduce((sum, line) => sum + line.count, 0),
      },
      refunds,
      atHotel: { bookings: atHotelBookings, amount: atHotelAmount },
    },
    feedback: {
      count: feedbackCount,
      averages: Object.fromEntries(
        FEEDBACK_RATINGS.map((rating) => [
          rating,
          average(
            feedback.reduce((sum, row) => sum + Number(row[rating]), 0),
            feedbackCount,
          ),
        ]),
      ) as Record<FeedbackRating, number | null>,
      byMonth: feedbackMonths,
    },
    contactable,
  };
}
