/**
 * Payments staff take at the front desk (POST /api/admin/bookings/:id/payments), the guest's
 * account (folio) they settle, and the daily cash-up. A payment is one transaction that locks
 * the booking's row first: two payments at once on one booking are checked against the
 * balance one after the other, and the same request sent twice (its Idempotency-Key) or an
 * M-PESA code already recorded finds the first one (the table's unique indexes are the last
 * guard, answered the same way).
 */
import { and, asc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { hotelInstant } from "~core/cancellation";
import { hotelToday } from "~core/dates";
import {
  type CashUpDto,
  type CashUpLine,
  type DeskPaymentDto,
  type FolioDto,
  type FolioLine,
  type FolioPaymentLine,
  folioBalance,
  folioCharges,
  isReceived,
  refundOf,
  type StaffChargeDto,
  sumOf,
  type VoidFacts,
} from "~core/folio";
import { formatDate, formatHotelDateTime, formatKsh } from "~core/format";
import {
  DESK_PAYMENT_METHODS,
  deskPaymentMethodName,
  paymentMethodName,
} from "~core/payment-methods";
import { addDaysIso } from "~core/pricing";
import type { DeskPayment, StaffCharge } from "~core/schemas/desk-payments";
import type { Database } from "../../db/client";
import { pgErrorCode } from "../../db/faults";
import { bookings, deskPayments, paymentTransactions, staffCharges } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { audit } from "../admin/admins";

type BookingRow = typeof bookings.$inferSelect;
type DeskPaymentRow = typeof deskPayments.$inferSelect;
type StaffChargeRow = typeof staffCharges.$inferSelect;

const voidOf = (row: {
  voidedAt: Date | null;
  voidedByName: string | null;
  voidReason: string | null;
}): VoidFacts | null =>
  row.voidedAt
    ? { at: row.voidedAt.toISOString(), by: row.voidedByName ?? "", reason: row.voidReason ?? "" }
    : null;

const chargeDto = (row: StaffChargeRow): StaffChargeDto => ({
  id: row.id,
  bookingId: row.bookingId,
  description: row.description,
  quantity: row.quantity,
  unitAmount: row.unitAmount,
  amount: row.amount,
  addedBy: row.addedByName,
  createdAt: row.createdAt.toISOString(),
  voided: voidOf(row),
});

const toDto = (row: DeskPaymentRow): DeskPaymentDto => ({
  id: row.id,
  bookingId: row.bookingId,
  amount: row.amount,
  method: row.method,
  methodName: deskPaymentMethodName(row.method),
  reference: row.reference,
  receivedBy: row.receivedByName,
  createdAt: row.createdAt.toISOString(),
  voided: voidOf(row),
});

/** The guest's account: every line, and totals that are the sums of the lines. */
export async function bookingFolio(db: Database, bookingId: number): Promise<FolioDto | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) return null;
  return folioOf(db, row);
}

/** A booking's account lines as stored: online payments, desk payments, staff charges. */
interface FolioRows {
  online: (typeof paymentTransactions.$inferSelect)[];
  desk: DeskPaymentRow[];
  added: StaffChargeRow[];
}

/** The stored account lines of these bookings, three queries whatever their number. */
async function folioRowsOf(
  db: Database,
  bookingIds: readonly number[],
): Promise<Map<number, FolioRows>> {
  const ids = [...bookingIds];
  const [online, desk, added] = await Promise.all([
    db
      .select()
      .from(paymentTransactions)
      .where(inArray(paymentTransactions.bookingId, ids))
      .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.id)),
    db
      .select()
      .from(deskPayments)
      .where(inArray(deskPayments.bookingId, ids))
      .orderBy(asc(deskPayments.createdAt), asc(deskPayments.id)),
    db
      .select()
      .from(staffCharges)
      .where(inArray(staffCharges.bookingId, ids))
      .orderBy(asc(staffCharges.createdAt), asc(staffCharges.id)),
  ]);
  const out = new Map<number, FolioRows>(
    ids.map((id) => [id, { online: [], desk: [], added: [] }]),
  );
  for (const row of online) out.get(row.bookingId)?.online.push(row);
  for (const row of desk) out.get(row.bookingId)?.desk.push(row);
  for (const row of added) out.get(row.bookingId)?.added.push(row);
  return out;
}

async function folioOf(db: Database, row: BookingRow): Promise<FolioDto> {
  return folioFrom(row, (await folioRowsOf(db, [row.id])).get(row.id)!);
}

/** The account of a booking from its stored lines (no query). */
function folioFrom(row: BookingRow, { online, desk, added }: FolioRows): FolioDto {
  const payments: FolioPaymentLine[] = [];
  for (const payment of online.filter(isReceived)) {
    payments.push({
      key: `online-${payment.id}`,
      kind: "online",
      label: `Online, ${paymentMethodName(payment.paymentMethod) ?? "Pesapal"}`,
      reference: payment.confirmationCode ?? payment.merchantReference,
      amount: payment.amount,
      at: payment.createdAt.toISOString(),
      by: null,
    });
    const refund = refundOf(payment);
    if (refund > 0) {
      payments.push({
        key: `refund-${payment.id}`,
        kind: "refund",
        label: "Refunded online",
        reference: payment.merchantReference,
        amount: -refund,
        at: (payment.refundRequestedAt ?? payment.updatedAt).toISOString(),
        by: null,
      });
    }
  }
  for (const payment of desk) {
    payments.push({
      key: `desk-${payment.id}`,
      kind: "desk",
      label: `At the desk, ${deskPaymentMethodName(payment.method)}`,
      reference: payment.reference,
      amount: payment.amount,
      at: payment.createdAt.toISOString(),
      by: payment.receivedByName,
      deskPaymentId: payment.id,
      ...(payment.voidedAt ? { voided: voidOf(payment)! } : {}),
    });
  }
  const charges: FolioLine[] = [
    ...folioCharges(row),
    ...added.map((charge) => ({
      key: `charge-${charge.id}`,
      chargeId: charge.id,
      label:
        charge.quantity > 1 ? `${charge.description} × ${charge.quantity}` : charge.description,
      amount: charge.amount,
      at: charge.createdAt.toISOString(),
      by: charge.addedByName,
      ...(charge.voidedAt ? { voided: voidOf(charge)! } : {}),
    })),
  ];
  // Voided lines stay in the account, struck out, and count nowhere.
  const charged = sumOf(charges.filter((line) => !line.voided));
  const paid = sumOf(payments.filter((line) => !line.voided));
  const balance = folioBalance(row, online, desk, added);
  return { charges, charged, payments, paid, balance };
}

/** The open balances of these bookings (the front desk's lists). */
export async function balancesOf(
  db: Database,
  bookingIds: readonly number[],
): Promise<Map<number, number>> {
  if (bookingIds.length === 0) return new Map();
  const [rows, lines] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [...bookingIds])),
    folioRowsOf(db, bookingIds),
  ]);
  return new Map(rows.map((row) => [row.id, folioFrom(row, lines.get(row.id)!).balance]));
}

/** The open balance of a booking (its account's balance), in a transaction or not. */
export async function openBalance(db: Database, row: BookingRow): Promise<number> {
  return (await folioOf(db, row)).balance;
}

export interface StaffMember {
  id: number;
  name: string;
}

export interface RecordedDeskPayment {
  payment: DeskPaymentDto;
  balance: number;
  /** The same request (its key) was recorded before: this is that payment. */
  replayed: boolean;
}

const sameRequest = (row: DeskPaymentRow, bookingId: number, input: DeskPayment) =>
  row.bookingId === bookingId &&
  row.amount === input.amount &&
  row.method === input.method &&
  (row.reference ?? undefined) === input.reference;

/** The payment a key or an M-PESA code already recorded, or null; refused when it differs. */
async function alreadyRecorded(
  db: Database,
  bookingId: number,
  input: DeskPayment,
  key: string,
): Promise<DeskPaymentRow | null> {
  const [byKey] = await db.select().from(deskPayments).where(eq(deskPayments.idempotencyKey, key));
  if (byKey) {
    if (sameRequest(byKey, bookingId, input)) return byKey;
    throw new AppError(
      "idempotency_key_reused",
      "This request's key was already used for another payment: reload the page and enter the payment again.",
    );
  }
  if (input.method !== "mpesa" || !input.reference) return null;
  const [byCode] = await db
    .select({ payment: deskPayments, reference: bookings.reference })
    .from(deskPayments)
    .innerJoin(bookings, eq(bookings.id, deskPayments.bookingId))
    .where(
      and(
        eq(deskPayments.method, "mpesa"),
        eq(deskPayments.reference, input.reference),
        isNull(deskPayments.voidedAt),
      ),
    );
  if (!byCode) return null;
  throw new AppError(
    "conflict",
    `M-PESA payment ${input.reference} was already recorded: ${formatKsh(byCode.payment.amount)} on booking ${byCode.reference}, ${formatHotelDateTime(byCode.payment.createdAt)}, by ${byCode.payment.receivedByName}.`,
    { reference: "This M-PESA code was already recorded." },
  );
}

/**
 * Records a payment taken at the desk for the signed-in staff member. Refused: a booking that
 * is neither confirmed nor cancelled with a charge to pay (nothing is owed on it), more than
 * the open balance unless `allowOverpayment`, an M-PESA code already recorded.
 */
export async function recordDeskPayment(
  db: Database,
  bookingId: number,
  input: DeskPayment,
  member: StaffMember,
  key: string,
  now = new Date(),
): Promise<RecordedDeskPayment> {
  try {
    return await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const [row] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for("update");
      if (!row) throw notFound("Booking not found");
      const previous = await alreadyRecorded(txDb, bookingId, input, key);
      if (previous) {
        return {
          payment: toDto(previous),
          balance: await openBalance(txDb, row),
          replayed: true,
        };
      }
      if (row.status !== "confirmed" && row.status !== "cancelled") {
        throw new AppError(
          "conflict",
          row.status === "pending_payment"
            ? "This booking is waiting for its online payment: nothing can be taken at the desk until it is confirmed."
            : `This booking is ${row.status}: nothing is owed on it.`,
        );
      }
      const balance = await openBalance(txDb, row);
      if (input.amount > balance && !input.allowOverpayment) {
        const message =
          balance > 0
            ? `${formatKsh(input.amount)} is more than the open balance of ${formatKsh(balance)}. Enter at most ${formatKsh(balance)}, or tick "Take more than the balance" to keep the rest as a credit.`
            : `Nothing is owed on this booking (balance ${formatKsh(balance)}). Tick "Take more than the balance" to record it as a credit.`;
        throw new AppError("validation", message, { amount: message });
      }
      const [payment] = await tx
        .insert(deskPayments)
        .values({
          bookingId,
          amount: input.amount,
          method: input.method,
          reference: input.reference ?? null,
          idempotencyKey: key,
          receivedBy: member.id,
          receivedByName: member.name,
          createdAt: now,
        })
        .returning();
      await audit(tx, member.id, "desk_payment", "booking", String(bookingId), {
        reference: row.reference,
        amount: input.amount,
        method: input.method,
        ...(input.reference ? { paymentReference: input.reference } : {}),
        balanceBefore: balance,
      });
      return { payment: toDto(payment!), balance: balance - input.amount, replayed: false };
    });
  } catch (error) {
    // 23505: a request of the same key or M-PESA code committed first; answered as it would
    // have been had it been seen (the replay, or the code already recorded).
    if (pgErrorCode(error) !== "23505") throw error;
    const previous = await alreadyRecorded(db, bookingId, input, key);
    if (!previous) throw error;
    const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    return { payment: toDto(previous), balance: await openBalance(db, row!), replayed: true };
  }
}

/** The desk payments of a booking, oldest first. */
export async function deskPaymentsOf(db: Database, bookingId: number) {
  const rows = await db
    .select()
    .from(deskPayments)
    .where(eq(deskPayments.bookingId, bookingId))
    .orderBy(asc(deskPayments.createdAt), asc(deskPayments.id));
  return rows.map(toDto);
}

/** What was paid at the desk on each of these bookings (for the reports' due at the hotel). */
export async function deskPaidByBooking(
  db: Database,
  bookingIds: readonly number[],
): Promise<Map<number, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({
      bookingId: deskPayments.bookingId,
      amount: sql<number>`sum(${deskPayments.amount})::int`,
    })
    .from(deskPayments)
    .where(and(inArray(deskPayments.bookingId, [...bookingIds]), isNull(deskPayments.voidedAt)))
    .groupBy(deskPayments.bookingId);
  return new Map(rows.map((row) => [row.bookingId, Number(row.amount)]));
}

/** What staff added to each of these bookings' accounts, voided charges left out. */
export async function staffChargedByBooking(
  db: Database,
  bookingIds: readonly number[],
): Promise<Map<number, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({
      bookingId: staffCharges.bookingId,
      amount: sql<number>`sum(${staffCharges.amount})::int`,
    })
    .from(staffCharges)
    .where(and(inArray(staffCharges.bookingId, [...bookingIds]), isNull(staffCharges.voidedAt)))
    .groupBy(staffCharges.bookingId);
  return new Map(rows.map((row) => [row.bookingId, Number(row.amount)]));
}

/** The desk payments (not voided) taken between two instants, by method (the reports). */
export async function deskPaymentsByMethod(db: Database, start: Date, end: Date) {
  const rows = await db
    .select({
      method: deskPayments.method,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`sum(${deskPayments.amount})::int`,
    })
    .from(deskPayments)
    .where(
      and(
        gte(deskPayments.createdAt, start),
        lt(deskPayments.createdAt, end),
        isNull(deskPayments.voidedAt),
      ),
    )
    .groupBy(deskPayments.method);
  return rows.map((row) => ({
    method: deskPaymentMethodName(row.method),
    count: Number(row.count),
    amount: Number(row.amount),
  }));
}

/**
 * Adds a charge to a booking's account for the signed-in staff member: one per
 * Idempotency-Key (the same request sent twice finds the first). Refused on a booking that
 * is not confirmed (an expired hold, a cancelled stay: nothing is being stayed).
 */
export async function addStaffCharge(
  db: Database,
  bookingId: number,
  input: StaffCharge,
  member: StaffMember,
  key: string,
  now = new Date(),
): Promise<{ charge: StaffChargeDto; balance: number; replayed: boolean }> {
  const previous = async (txDb: Database) => {
    const [byKey] = await txDb
      .select()
      .from(staffCharges)
      .where(eq(staffCharges.idempotencyKey, key));
    if (!byKey) return null;
    if (
      byKey.bookingId !== bookingId ||
      byKey.description !== input.description ||
      byKey.unitAmount !== input.unitAmount ||
      byKey.quantity !== input.quantity
    ) {
      throw new AppError(
        "idempotency_key_reused",
        "This request's key was already used for another charge: reload the page and enter the charge again.",
      );
    }
    return byKey;
  };
  try {
    return await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const [row] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for("update");
      if (!row) throw notFound("Booking not found");
      const earlier = await previous(txDb);
      if (earlier) {
        return {
          charge: chargeDto(earlier),
          balance: await openBalance(txDb, row),
          replayed: true,
        };
      }
      if (row.status !== "confirmed") {
        throw new AppError(
          "conflict",
          `This booking is ${row.status.replace("_", " ")}: charges are added to confirmed bookings only.`,
        );
      }
      const [charge] = await tx
        .insert(staffCharges)
        .values({
          bookingId,
          description: input.description,
          quantity: input.quantity,
          unitAmount: input.unitAmount,
          amount: input.unitAmount * input.quantity,
          idempotencyKey: key,
          addedBy: member.id,
          addedByName: member.name,
          createdAt: now,
        })
        .returning();
      await audit(tx, member.id, "folio_charge", "booking", String(bookingId), {
        reference: row.reference,
        description: input.description,
        amount: charge!.amount,
      });
      return { charge: chargeDto(charge!), balance: await openBalance(txDb, row), replayed: false };
    });
  } catch (error) {
    if (pgErrorCode(error) !== "23505") throw error;
    const earlier = await previous(db);
    if (!earlier) throw error;
    const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    return { charge: chargeDto(earlier), balance: await openBalance(db, row!), replayed: true };
  }
}

const alreadyVoided = (what: string, row: { voidedAt: Date | null; voidedByName: string | null }) =>
  new AppError(
    "conflict",
    `This ${what} was already voided by ${row.voidedByName ?? "a staff member"}, ${formatHotelDateTime(row.voidedAt!)}.`,
  );

/** What voiding a line of the account needs to know of its kind. */
interface VoidableKind<Row extends VoidableRow> {
  table: typeof staffCharges | typeof deskPayments;
  what: "charge" | "payment";
  auditAction: string;
  auditDetails(line: Row): Record<string, unknown>;
}

interface VoidableRow {
  id: number;
  bookingId: number;
  voidedAt: Date | null;
  voidedByName: string | null;
}

/**
 * Voids a line of the account (a staff charge or a desk payment) in one transaction that locks
 * the booking's row and then the line's: kept, struck out, counted nowhere. Refused the second
 * time (409), with who voided it and when.
 */
async function voidLine<Row extends VoidableRow>(
  db: Database,
  kind: VoidableKind<Row>,
  bookingId: number,
  lineId: number,
  reason: string,
  member: StaffMember,
  now: Date,
): Promise<{ line: Row; balance: number }> {
  const { table } = kind;
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!row) throw notFound("Booking not found");
    const [line] = (await tx
      .select()
      .from(table)
      .where(and(eq(table.id, lineId), eq(table.bookingId, bookingId)))
      .for("update")) as unknown as Row[];
    if (!line) throw notFound(kind.what === "charge" ? "Charge not found" : "Payment not found");
    if (line.voidedAt) throw alreadyVoided(kind.what, line);
    const [voided] = (await tx
      .update(table)
      .set({ voidedAt: now, voidedByName: member.name, voidReason: reason })
      .where(eq(table.id, lineId))
      .returning()) as unknown as Row[];
    await audit(tx, member.id, kind.auditAction, "booking", String(bookingId), {
      reference: row.reference,
      ...kind.auditDetails(line),
      reason,
    });
    return { line: voided!, balance: await openBalance(txDb, row) };
  });
}

const CHARGE_VOID: VoidableKind<StaffChargeRow> = {
  table: staffCharges,
  what: "charge",
  auditAction: "folio_charge_void",
  auditDetails: (charge) => ({ description: charge.description, amount: charge.amount }),
};

const PAYMENT_VOID: VoidableKind<DeskPaymentRow> = {
  table: deskPayments,
  what: "payment",
  auditAction: "desk_payment_void",
  auditDetails: (payment) => ({
    amount: payment.amount,
    method: payment.method,
    ...(payment.reference ? { paymentReference: payment.reference } : {}),
  }),
};

/** Voids a staff charge (see voidLine). */
export async function voidStaffCharge(
  db: Database,
  bookingId: number,
  chargeId: number,
  reason: string,
  member: StaffMember,
  now = new Date(),
): Promise<{ charge: StaffChargeDto; balance: number }> {
  const { line, balance } = await voidLine(
    db,
    CHARGE_VOID,
    bookingId,
    chargeId,
    reason,
    member,
    now,
  );
  return { charge: chargeDto(line), balance };
}

/**
 * Voids a desk payment entered by mistake (see voidLine): counted nowhere (balance, cash-up,
 * reports); an M-PESA code it held may be recorded again.
 */
export async function voidDeskPayment(
  db: Database,
  bookingId: number,
  paymentId: number,
  reason: string,
  member: StaffMember,
  now = new Date(),
): Promise<{ payment: DeskPaymentDto; balance: number }> {
  const { line, balance } = await voidLine(
    db,
    PAYMENT_VOID,
    bookingId,
    paymentId,
    reason,
    member,
    now,
  );
  return { payment: toDto(line), balance };
}

/**
 * The cash-up of one hotel day: the desk payments taken from its midnight to the next (hotel
 * time), their totals per method (every method, 0 included) and per staff member. Each list
 * adds up to the day's total.
 */
export async function cashUp(db: Database, date = hotelToday()): Promise<CashUpDto> {
  const start = hotelInstant(date, "00:00");
  const end = hotelInstant(addDaysIso(date, 1), "00:00");
  const rows = await db
    .select({
      payment: deskPayments,
      bookingReference: bookings.reference,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
    })
    .from(deskPayments)
    .innerJoin(bookings, eq(bookings.id, deskPayments.bookingId))
    .where(
      and(
        gte(deskPayments.createdAt, start),
        lt(deskPayments.createdAt, end),
        isNull(deskPayments.voidedAt),
      ),
    )
    .orderBy(asc(deskPayments.createdAt), asc(deskPayments.id));
  const byMethod = new Map<string, CashUpLine>(
    DESK_PAYMENT_METHODS.map((method) => [
      method,
      { key: method, label: deskPaymentMethodName(method), count: 0, amount: 0 },
    ]),
  );
  const byStaff = new Map<string, CashUpLine>();
  for (const { payment } of rows) {
    const method = byMethod.get(payment.method)!;
    method.count += 1;
    method.amount += payment.amount;
    // Per account; a deleted account's payments stay under the name they were taken by.
    const key =
      payment.receivedBy === null ? `name:${payment.receivedByName}` : String(payment.receivedBy);
    const staff = byStaff.get(key) ?? {
      key,
      label: payment.receivedByName,
      count: 0,
      amount: 0,
    };
    staff.count += 1;
    staff.amount += payment.amount;
    byStaff.set(key, staff);
  }
  return {
    date,
    dateLabel: formatDate(date),
    count: rows.length,
    total: sumOf(rows.map((row) => row.payment)),
    byMethod: [...byMethod.values()],
    byStaff: [...byStaff.values()].sort(
      (a, b) => b.amount - a.amount || a.label.localeCompare(b.label),
    ),
    payments: rows.map((row) => ({
      ...toDto(row.payment),
      bookingReference: row.bookingReference,
      guest: `${row.firstName} ${row.lastName}`.trim(),
    })),
  };
}
