/**
 * The occupancy grid and the reports: the periods staff choose, which nights a booking
 * holds and what it earns night by night, and the shapes the screens, the admin API and
 * the exports share. Pure; every date is a hotel date (YYYY-MM-DD).
 */
import { hotelToday } from "./dates";
import { type BookingSource, firstNightBack, type StayStatus } from "./front-office";
import { addDaysIso, isIsoDate, nightsBetween, stayNights } from "./pricing";
import type { FeedbackRating } from "./schemas/feedback";
import { shiftMonth } from "./schemas/rates";
import { idFromParam } from "./schemas/text";

/** Nights the occupancy grid shows at once. */
export const GRID_DAYS = 14;
/** The longest report period, in days (a leap year). */
export const MAX_REPORT_DAYS = 366;

/** The last day of a month (YYYY-MM). */
export function monthEnd(month: string): string {
  return addDaysIso(`${shiftMonth(month, 1)}-01`, -1);
}

/** This month, last month and this year, from the hotel's today (both ends included). */
export function reportPresets(today: string = hotelToday()) {
  const month = today.slice(0, 7);
  const last = shiftMonth(month, -1);
  const year = today.slice(0, 4);
  return [
    { key: "thisMonth", label: "This month", from: `${month}-01`, to: monthEnd(month) },
    { key: "lastMonth", label: "Last month", from: `${last}-01`, to: monthEnd(last) },
    { key: "thisYear", label: "This year", from: `${year}-01-01`, to: `${year}-12-31` },
  ] as const;
}

/** A report period: its first and last day, both included (core/schemas/reports.ts checks it). */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** The days of a period, both ends included. */
export const periodDays = (period: ReportPeriod) => nightsBetween(period.from, period.to) + 1;

/**
 * What the grid is asked for (`?from=&roomTypeId=&night=`): its first night (today when not
 * given) and the cell to open, if any. Field messages by name when a value is not valid.
 */
export function readGridQuery(
  query: { from?: string | null; roomTypeId?: string | null; night?: string | null },
  today: string = hotelToday(),
): {
  from: string;
  cell: { roomTypeId: number; night: string } | null;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const asked = query.from?.trim() ?? "";
  if (asked && !isIsoDate(asked)) errors.from = "The first night must be a real date (YYYY-MM-DD).";
  const from = asked && isIsoDate(asked) ? asked : today;
  const rawType = query.roomTypeId?.trim() ?? "";
  const night = query.night?.trim() ?? "";
  if (!rawType && !night) return { from, cell: null, errors };
  const roomTypeId = idFromParam(rawType);
  if (roomTypeId === null) errors.roomTypeId = "Choose a room type by its id.";
  if (!isIsoDate(night)) errors.night = "The night must be a real date (YYYY-MM-DD).";
  return {
    from,
    cell: roomTypeId !== null && isIsoDate(night) ? { roomTypeId, night } : null,
    errors,
  };
}

/** The months (YYYY-MM) a period touches, in order. */
export function periodMonths(period: ReportPeriod): string[] {
  const out: string[] = [];
  for (let month = period.from.slice(0, 7); month <= period.to.slice(0, 7); ) {
    out.push(month);
    month = shiftMonth(month, 1);
  }
  return out;
}

/** The booking columns the grid and the reports read. */
export interface BookingNights {
  checkIn: string;
  checkOut: string;
  roomCount: number;
  /** Each night's rate for one room, as charged (null on bookings made before they were kept). */
  nightRates: { date: string; rate: number }[] | null;
  subtotal: number;
  extraGuestsAmount: number;
  lateCheckoutAmount: number;
  discount: number;
  stayStatus: StayStatus;
  /** When the front desk marked the guest a no-show. */
  noShowAt: Date | string | null;
}

/**
 * The nights a booking holds rooms on, as the inventory counts them: every night of the
 * stay, except the nights given back when the stay ended early, from the hotel date it
 * ended (stay-operations.ts releases the same nights, `firstNightBack`): a no-show's from the
 * date it was marked on (its arrival date when not recorded), an early check-out's from the
 * date of the check-out.
 */
export function heldNights(
  booking: Pick<BookingNights, "checkIn" | "checkOut" | "stayStatus" | "noShowAt"> & {
    /** When the guest checked out (null: not yet, or not recorded). */
    checkedOutAt: Date | string | null;
  },
): string[] {
  const nights = stayNights(booking.checkIn, booking.checkOut);
  const ended =
    booking.stayStatus === "no_show"
      ? (booking.noShowAt ?? booking.checkIn)
      : booking.stayStatus === "checked_out"
        ? booking.checkedOutAt
        : null;
  if (ended === null) return nights;
  const endedOn =
    typeof ended === "string" && isIsoDate(ended) ? ended : hotelToday(new Date(ended));
  const from = firstNightBack(booking.checkIn, endedOn);
  return nights.filter((night) => night < from);
}

/**
 * What the rooms of a booking earned each night, taxes and surcharges excluded, promo
 * discount taken off: the stay's rooms total (subtotal less extra guests and late check-out)
 * less the discount, shared over the nights in proportion to each night's charged rate (each
 * night alike when the rates were not kept). Shares are rounded half up on running totals,
 * so they add up to the stay's figure exactly; without a discount a night earns its rate
 * times the rooms.
 */
export function nightRevenue(booking: BookingNights): { date: string; amount: number }[] {
  const nights = stayNights(booking.checkIn, booking.checkOut);
  if (nights.length === 0) return [];
  const rooms = booking.subtotal - booking.extraGuestsAmount - booking.lateCheckoutAmount;
  const net = Math.max(0, rooms - booking.discount);
  const rates = new Map(booking.nightRates?.map((night) => [night.date, night.rate]) ?? []);
  const weights = nights.map((night) => rates.get(night) ?? 0);
  const even = weights.every((weight) => weight === 0);
  const w = even ? nights.map(() => 1) : weights;
  const total = w.reduce((sum, weight) => sum + weight, 0);
  let running = 0;
  let given = 0;
  return nights.map((date, index) => {
    running += w[index] ?? 0;
    const upTo = Math.floor((2 * net * running + total) / (2 * total));
    const amount = upTo - given;
    given = upTo;
    return { date, amount };
  });
}

/** a ÷ b rounded half up to a whole number (0 when b is 0). */
export function ratio(a: number, b: number): number {
  return b > 0 ? Math.floor((2 * a + b) / (2 * b)) : 0;
}

/** a ÷ b as a percentage with one decimal (0 when b is 0). */
export function percent(a: number, b: number): number {
  return b > 0 ? Math.floor((a * 1000) / b + 0.5) / 10 : 0;
}

// ----- The occupancy grid -----

export interface GridBookingDto {
  id: number;
  reference: string;
  guest: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  roomCount: number;
  status: "confirmed" | "pending_payment";
  stayStatus: StayStatus;
  source: BookingSource;
}

export interface GridCellDto {
  night: string;
  /** Rooms held this night by confirmed bookings and payment holds. */
  sold: number;
  /** Of which held by bookings awaiting payment. */
  onHold: number;
  /** `room_inventory.booked` for the night (0 without a row). */
  inventoryBooked: number;
  closed: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  minStay: number | null;
  maxStay: number | null;
}

export interface OccupancyGridDto {
  /** The first night shown and the night after the last one. */
  from: string;
  to: string;
  today: string;
  nights: string[];
  roomTypes: { id: number; name: string; totalRooms: number; cells: GridCellDto[] }[];
  /** The cell asked for (`roomTypeId` and `night`) with the bookings behind it. */
  selected: {
    roomTypeId: number;
    roomTypeName: string;
    cell: GridCellDto;
    totalRooms: number;
    bookings: GridBookingDto[];
  } | null;
}

// ----- The report -----

export interface RevenueLine {
  key: string;
  label: string;
  roomNights: number;
  roomRevenue: number;
  bookings: number;
}

export interface MonthLine extends RevenueLine {
  available: number;
  occupancy: number;
  adr: number;
  revpar: number;
}

export interface RoomTypeLine extends RevenueLine {
  totalRooms: number;
  available: number;
  occupancy: number;
  adr: number;
}

export interface ReportDto {
  period: ReportPeriod;
  days: number;
  /** Room-nights: rooms of active room types times the days. */
  available: number;
  /** Room-nights closed to sale (stop-sell) in the period; still counted as available. */
  stopSell: number;
  roomNightsSold: number;
  /** Room revenue of the nights in the period, taxes and surcharges excluded. */
  roomRevenue: number;
  /** Extra guests and late check-out of the bookings arriving in the period. */
  extras: number;
  occupancy: number;
  adr: number;
  revpar: number;
  /** Bookings awaiting payment with nights in the period (not counted). */
  awaitingPayment: number;
  byRoomType: RoomTypeLine[];
  bySource: RevenueLine[];
  byMonth: MonthLine[];
  cancellations: {
    count: number;
    byGuest: number;
    byStaff: number;
    other: number;
    chargesKept: number;
    /** Payment holds that ended unpaid, arriving in the period. */
    expiredHolds: number;
  };
  payments: {
    /** Completed online payments (reversed ones included) made in the period, by method. */
    methods: { method: string; count: number; amount: number }[];
    received: number;
    receivedCount: number;
    /** Payments recorded at the front desk in the period (voided ones left out), by method. */
    atDesk: {
      methods: { method: string; count: number; amount: number }[];
      received: number;
      receivedCount: number;
    };
    /** Refunds asked in the period. */
    refunds: { count: number; amount: number; settled: number };
    /** Confirmed bookings arriving in the period with something left to pay at the hotel. */
    atHotel: { bookings: number; amount: number };
  };
  feedback: {
    count: number;
    averages: Record<FeedbackRating, number | null>;
    byMonth: { month: string; count: number; averages: Record<FeedbackRating, number | null> }[];
  };
  /** Newsletter subscribers now (the guests' export), and those who joined in the period. */
  contactable: { total: number; joined: number };
}
