/**
 * Promo codes: checking a guest's code against a stay (GET /api/quote, createBooking,
 * a guest's change), counting its uses exactly inside the booking transaction, giving
 * a use back when a booking ends, and the admin's list and edits.
 *
 * Counting: the booking transaction locks the code's row (FOR UPDATE), counts the
 * guest's live bookings with it, then adds one use; the check constraint
 * `uses <= max_uses` refuses the one over the limit even if a check here were wrong.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DiscountTerms } from "~core/pricing";
import { nightsBetween } from "~core/pricing";
import {
  normalizePromoCode,
  PROMO_MESSAGES,
  type PromoCodeDto,
  type PromoCodeInput,
  type PromoCodeUpdate,
  type PromoRefusal,
} from "~core/schemas/promo-codes";
import type { Database } from "../../db/client";
import { pgErrorCode } from "../../db/faults";
import { bookings, promoCodes } from "../../db/schema";
import { AppError, notFound, stale } from "../../errors";
import { audit } from "../admin/admins";

type PromoRow = typeof promoCodes.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

/** A refusal on the form's `promoCode` field (400). */
export function promoError(reason: PromoRefusal): AppError {
  const message = PROMO_MESSAGES[reason];
  return new AppError("validation", message, { promoCode: message });
}

/** The constraint that keeps a code's uses within its limit. */
export const PROMO_USES_CONSTRAINT = "promo_codes_uses_within_limit";

/** The name of the check constraint a driver error reports, looking through Drizzle's wrapper. */
export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === "string") return name;
    const message = (current as { message?: unknown }).message;
    if (typeof message === "string" && message.includes(PROMO_USES_CONSTRAINT)) {
      return PROMO_USES_CONSTRAINT;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True for the database refusing a use over the code's limit. */
export function isPromoUsedUp(error: unknown): boolean {
  return pgErrorCode(error) === "23514" && pgConstraint(error) === PROMO_USES_CONSTRAINT;
}

export interface PromoStay {
  roomTypeId: number;
  checkIn: string;
  checkOut: string;
}

/**
 * Whether a code applies to a stay booked on `today` (hotel date). The stay window
 * holds when every night of the stay lies in it (check-in from stayFrom, the last
 * night at most stayTo). `counted`: the booking already holds a use (a guest's
 * change), so the booking window and the use limits are not asked again.
 */
export function promoRefusal(
  code: PromoRow,
  stay: PromoStay,
  today: string,
  counted = false,
): PromoRefusal | null {
  if (!counted && !code.isActive) return "invalid";
  if (
    !counted &&
    ((code.bookFrom && today < code.bookFrom) || (code.bookTo && today > code.bookTo))
  )
    return "bookingWindow";
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  if (code.stayFrom && stay.checkIn < code.stayFrom) return "stayWindow";
  // The last night is the day before check-out.
  if (code.stayTo && stay.checkOut > code.stayTo && nights > 0) {
    const lastNight = new Date(`${stay.checkOut}T00:00:00Z`);
    lastNight.setUTCDate(lastNight.getUTCDate() - 1);
    if (lastNight.toISOString().slice(0, 10) > code.stayTo) return "stayWindow";
  }
  if (code.roomTypeIds.length > 0 && !code.roomTypeIds.includes(stay.roomTypeId)) {
    return "roomType";
  }
  if (nights < code.minNights) return "minNights";
  if (!counted && code.maxUses !== null && code.uses >= code.maxUses) return "usedUp";
  return null;
}

export const discountTerms = (code: PromoRow): DiscountTerms => ({
  kind: code.kind,
  value: code.value,
});

/** The code a guest typed, case-insensitively, or null. */
export async function findPromoCode(
  db: Pick<Database, "select">,
  raw: string,
): Promise<PromoRow | null> {
  const code = normalizePromoCode(raw);
  if (!code) return null;
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row ?? null;
}

/** The code a guest typed, checked against the stay; throws its refusal on `promoCode`. */
export async function resolvePromoCode(
  db: Pick<Database, "select">,
  raw: string,
  stay: PromoStay,
  today: string,
): Promise<PromoRow> {
  const code = await findPromoCode(db, raw);
  if (!code) throw promoError("invalid");
  const refusal = promoRefusal(code, stay, today);
  if (refusal) throw promoError(refusal);
  return code;
}

/**
 * Takes one use of a code for a guest, inside the booking transaction: locks the
 * code, checks it again under the lock (active, per-guest limit), then adds the use.
 * A use over the total limit is refused by the check constraint (the caller maps it
 * with isPromoUsedUp).
 */
export async function takePromoUse(
  tx: Database,
  codeId: number,
  email: string,
  stay: PromoStay,
  today: string,
): Promise<void> {
  const [code] = await tx.select().from(promoCodes).where(eq(promoCodes.id, codeId)).for("update");
  if (!code) throw promoError("invalid");
  const refusal = promoRefusal(code, stay, today);
  // Used up is left to the constraint below, so both ways give the same answer.
  if (refusal && refusal !== "usedUp") throw promoError(refusal);
  // A guest without an e-mail address (taken by staff) is no one to count uses of.
  if (code.maxUsesPerGuest !== null && email.trim() !== "") {
    const [held] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.promoCodeId, codeId),
          sql`lower(${bookings.email}) = ${email.toLowerCase()}`,
          inArray(bookings.status, ["pending_payment", "confirmed"]),
        ),
      );
    if ((held?.count ?? 0) >= code.maxUsesPerGuest) throw promoError("perGuest");
  }
  await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(eq(promoCodes.id, codeId));
}

/**
 * Gives a booking's use of its code back (cancelled, expired), never below 0. Run it
 * inside the transaction that ends the booking.
 */
export async function releasePromoUse(
  tx: Pick<Database, "update">,
  row: Pick<BookingRow, "promoCodeId">,
): Promise<void> {
  if (row.promoCodeId === null) return;
  await tx
    .update(promoCodes)
    .set({ uses: sql`GREATEST(0, ${promoCodes.uses} - 1)` })
    .where(eq(promoCodes.id, row.promoCodeId));
}

/**
 * Takes a use again for a booking coming back from expired (paid late), when the code
 * has one left; false when it is used up (the booking keeps the price it was paid at).
 */
export async function retakePromoUse(
  tx: Database,
  row: Pick<BookingRow, "promoCodeId">,
): Promise<boolean> {
  if (row.promoCodeId === null) return true;
  const [updated] = await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(
      and(
        eq(promoCodes.id, row.promoCodeId),
        sql`${promoCodes.uses} < coalesce(${promoCodes.maxUses}, ${promoCodes.uses} + 1)`,
      ),
    )
    .returning({ id: promoCodes.id });
  return updated !== undefined;
}

// ---------------------------------------------------------------- admin

const toDto = (row: PromoRow): PromoCodeDto => ({
  id: row.id,
  code: row.code,
  description: row.description,
  kind: row.kind,
  value: row.value,
  bookFrom: row.bookFrom,
  bookTo: row.bookTo,
  stayFrom: row.stayFrom,
  stayTo: row.stayTo,
  roomTypeIds: row.roomTypeIds,
  minNights: row.minNights,
  maxUses: row.maxUses,
  maxUsesPerGuest: row.maxUsesPerGuest,
  uses: row.uses,
  isActive: row.isActive,
  version: row.version,
});

export async function listPromoCodes(db: Pick<Database, "select">): Promise<PromoCodeDto[]> {
  const rows = await db.select().from(promoCodes).orderBy(asc(promoCodes.code));
  return rows.map(toDto);
}

export async function getPromoCode(
  db: Pick<Database, "select">,
  id: number,
): Promise<PromoCodeDto | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row ? toDto(row) : null;
}

const CODE_TAKEN = "Another promo code already has this code";
const BELOW_USES = (uses: number) =>
  `Total uses cannot be lower than the ${uses} ${uses === 1 ? "use" : "uses"} already made`;

function writeError(error: unknown): never {
  if (pgErrorCode(error) === "23505") {
    throw new AppError("validation", CODE_TAKEN, { code: CODE_TAKEN });
  }
  throw error;
}

export async function createPromoCode(
  db: Database,
  input: PromoCodeInput,
  adminId: number,
): Promise<PromoCodeDto> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(promoCodes).values(input).returning();
      await audit(tx, adminId, "create", "promo_code", String(row!.id), { code: input.code });
      return toDto(row!);
    });
  } catch (error) {
    writeError(error);
  }
}

export async function updatePromoCode(
  db: Database,
  id: number,
  { version, ...input }: PromoCodeUpdate,
  adminId: number,
): Promise<PromoCodeDto> {
  try {
    return await db.transaction(async (tx) => {
      const [old] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for("update");
      if (!old) throw notFound("Promo code not found");
      if (old.version !== version) throw stale(toDto(old));
      if (input.maxUses !== null && input.maxUses < old.uses) {
        const message = BELOW_USES(old.uses);
        throw new AppError("validation", message, { maxUses: message });
      }
      const [row] = await tx
        .update(promoCodes)
        .set({ ...input, updatedAt: new Date(), version: sql`${promoCodes.version} + 1` })
        .where(eq(promoCodes.id, id))
        .returning();
      await audit(tx, adminId, "update", "promo_code", String(id), {
        code: input.code,
        isActive: input.isActive,
      });
      return toDto(row!);
    });
  } catch (error) {
    writeError(error);
  }
}

/** Deactivates a code (bookings keep it; it can be switched on again by an edit). */
export async function deactivatePromoCode(
  db: Database,
  id: number,
  version: number,
  adminId: number,
): Promise<PromoCodeDto> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for("update");
    if (!old) throw notFound("Promo code not found");
    if (old.version !== version) throw stale(toDto(old));
    const [row] = await tx
      .update(promoCodes)
      .set({ isActive: false, updatedAt: new Date(), version: sql`${promoCodes.version} + 1` })
      .where(eq(promoCodes.id, id))
      .returning();
    await audit(tx, adminId, "deactivate", "promo_code", String(id), { code: old.code });
    return toDto(row!);
  });
}
