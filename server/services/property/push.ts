/**
 * Pushing web bookings into eZee through the durable job queue.
 *
 * `enqueueEzeeBookingPush` is called by the booking flows (pay-at-hotel booking
 * confirmed, payment completed, admin cancellation). The eligibility check
 * (eZee active, room type mapped) is made at ENQUEUE time, so nothing piles up
 * in the queue while eZee is off; it is made again at RUN time, so a job queued
 * just before eZee was switched off or the mapping removed finishes as "skipped"
 * instead of calling eZee. Each booking gets at most one confirm job and one
 * cancel job (dedupe keys `ezee:confirm:<id>` / `ezee:cancel:<id>`).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { stayNights } from "~core/pricing";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import {
  bookings,
  ezeeBookingLinks,
  ezeeConfig,
  ezeeRatePlans,
  ezeeRoomMappings,
  jobs,
} from "../../db/schema";
import { AppError } from "../../errors";
import { audit } from "../admin/admins";
import { recordIntegrationError, recordIntegrationSuccess } from "../platform/integration-health";
import { type IntervalWorker, startIntervalWorker } from "../platform/interval-worker";
import {
  claimJobs,
  completeJob,
  enqueueJob,
  failJob,
  type Job,
  retryDelaySeconds,
} from "../platform/job-queue";
import { getSiteSettings } from "../platform/settings";
import { invalidateEzeeAvailability } from "./availability";
import { type EzeeClient, EzeeError } from "./client";
import { describeEzeeError, ezeeClientFor, readEzeeConfigRow } from "./config";

export const EZEE_PUSH_QUEUE = "ezee-push";

/**
 * `modify`: the guest changed the stay (server/services/booking/self-service.ts). eZee has no
 * modification call, so the reservation is cancelled and the booking inserted again.
 */
export type EzeePushKind = "confirm" | "cancel" | "modify";

/** Pushes are retried with back-off; 10 attempts span about 4 hours. */
export const EZEE_PUSH_MAX_ATTEMPTS = 10;

/** Whether eZee is active and the booking's room type is mapped to an eZee room type. */
export async function ezeePushEligible(db: Database, roomTypeId: number): Promise<boolean> {
  const [config] = await db
    .select({ isActive: ezeeConfig.isActive })
    .from(ezeeConfig)
    .where(eq(ezeeConfig.id, 1));
  if (!config?.isActive) return false;
  const [mapping] = await db
    .select({ id: ezeeRoomMappings.id })
    .from(ezeeRoomMappings)
    .where(and(eq(ezeeRoomMappings.localRoomId, roomTypeId), eq(ezeeRoomMappings.isActive, true)));
  return Boolean(mapping);
}

/**
 * Queues a push of one booking to eZee. Safe to call inside the transaction that
 * confirms or cancels the booking (the job then commits with it), and safe to
 * call twice (the dedupe key keeps one job per booking and kind).
 */
export async function enqueueEzeeBookingPush(
  db: Database,
  bookingId: number,
  kind: EzeePushKind,
  /** A modification: one job per change, eligible when the old or the new room type is mapped. */
  options: { dedupeSuffix?: string; roomTypeIds?: number[] } = {},
): Promise<void> {
  const [booking] = await db
    .select({ roomTypeId: bookings.roomTypeId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return;
  let eligible = false;
  for (const roomTypeId of options.roomTypeIds ?? [booking.roomTypeId]) {
    if (await ezeePushEligible(db, roomTypeId)) eligible = true;
  }
  if (!eligible) return;
  const suffix = options.dedupeSuffix ? `:${options.dedupeSuffix}` : "";
  await enqueueJob(
    db,
    EZEE_PUSH_QUEUE,
    { bookingId, kind },
    { dedupeKey: `ezee:${kind}:${bookingId}${suffix}`, maxAttempts: EZEE_PUSH_MAX_ATTEMPTS },
  );
}

// ---------------------------------------------------------------------------
// Running the pushes

type Services = Pick<AppServices, "db" | "env" | "logger">;
type BookingRow = typeof bookings.$inferSelect;
type RatePlanRow = typeof ezeeRatePlans.$inferSelect;

/** The job is finished without calling eZee (inactive, unmapped, nothing to do). */
class Skip extends Error {}

/** Not ready yet (the confirm push of a cancelled booking is still on its way): try later. */
class NotYet extends Error {}

/**
 * The rate plan a booking goes in with: the mapped eZee room type's active plans,
 * preferring the meal plan (breakfast or not) and occupancy (single or double).
 */
export function pickRatePlan(plans: RatePlanRow[], booking: BookingRow): RatePlanRow | null {
  const usable = plans.filter((plan) => plan.isActive && plan.rateTypeId);
  const meal = booking.includeBreakfast ? "Bed & breakfast" : "Room only";
  const occupancy = booking.isDoubleOccupancy ? "Double" : "Single";
  const score = (plan: RatePlanRow) =>
    (plan.mealPlan === meal ? 2 : 0) + (plan.occupancyType === occupancy ? 1 : 0);
  return [...usable].sort((a, b) => score(b) - score(a) || a.id - b.id)[0] ?? null;
}

/** Spreads n guests over the rooms: 5 adults in 2 rooms → [3, 2]. */
function spread(total: number, rooms: number): number[] {
  return Array.from(
    { length: rooms },
    (_, i) => Math.floor(total / rooms) + (i < total % rooms ? 1 : 0),
  );
}

/** InsertBooking `BookingData`: per-night rates comma-separated, one room entry per room. */
export function bookingData(
  booking: BookingRow,
  ezeeRoomTypeId: string,
  plan: RatePlanRow,
  /** eZee requires an e-mail address: the hotel's own for a guest staff booked without one. */
  hotelEmail = "",
): Record<string, unknown> {
  const nights = stayNights(booking.checkIn, booking.checkOut).length;
  const perNight = (value: number) => Array.from({ length: nights }, () => String(value)).join(",");
  const adults = spread(booking.adults, booking.roomCount);
  const children = spread(booking.children, booking.roomCount);
  const extras = [
    `Website booking ${booking.reference}`,
    booking.includeBreakfast ? "breakfast included" : "",
    booking.extraGuests ? `${booking.extraGuests} extra guest(s)` : "",
    booking.needsLateCheckout ? "late check-out" : "",
    `total ${booking.currency} ${booking.totalAmount}`,
    // The front desk collects the rest (core/deposit.ts).
    booking.depositAmount
      ? `deposit ${booking.currency} ${booking.depositAmount} paid online, rest at the hotel`
      : "",
    booking.specialRequests ?? "",
  ].filter(Boolean);
  const rooms: Record<string, unknown> = {};
  for (let i = 0; i < booking.roomCount; i++) {
    rooms[`Room_${i + 1}`] = {
      Rateplan_Id: plan.ratePlanId,
      Ratetype_Id: plan.rateTypeId,
      Roomtype_Id: ezeeRoomTypeId,
      // Each night at what it was charged (older bookings: one rate for every night).
      baserate:
        booking.nightRates?.length === nights
          ? booking.nightRates.map((night) => String(night.rate)).join(",")
          : perNight(booking.nightlyRate),
      extradultrate: perNight(0),
      extrachildrate: perNight(0),
      number_adults: String(Math.max(1, adults[i] ?? 1)),
      number_children: String(children[i] ?? 0),
      // Ages are not asked on the website; eZee requires one per child (unverified format).
      ...(children[i]
        ? { ExtraChild_Age: Array.from({ length: children[i]! }, () => "0").join(",") }
        : {}),
      First_Name: booking.firstName,
      Last_Name: booking.lastName,
      SpecialRequest: extras.join("; ").slice(0, 500),
    };
  }
  return {
    Room_Details: rooms,
    check_in_date: booking.checkIn,
    check_out_date: booking.checkOut,
    Email_Address: booking.email || hotelEmail,
    MobileNo: booking.phone,
    Address: booking.address,
    City: booking.city,
    Country: booking.country,
    Languagekey: booking.language,
  };
}

async function pushConfirm(services: Services, client: EzeeClient, booking: BookingRow) {
  const { db } = services;
  let [link] = await db
    .select()
    .from(ezeeBookingLinks)
    .where(eq(ezeeBookingLinks.bookingId, booking.id));
  if (link?.confirmedAt) return "already confirmed";
  if (!link && booking.status !== "confirmed") throw new Skip(`booking is ${booking.status}`);
  const [mapping] = await db
    .select()
    .from(ezeeRoomMappings)
    .where(
      and(
        eq(ezeeRoomMappings.localRoomId, booking.roomTypeId),
        eq(ezeeRoomMappings.isActive, true),
      ),
    );
  if (!mapping && !link) throw new Skip("room type not mapped");
  if (!link) {
    const plans = await db
      .select()
      .from(ezeeRatePlans)
      .where(eq(ezeeRatePlans.roomTypeId, mapping!.ezeeRoomTypeId));
    const plan = pickRatePlan(plans, booking);
    if (!plan) {
      throw new EzeeError(
        "NoRatePlan",
        `No active eZee rate plan for room type ${mapping!.ezeeRoomTypeId}: run "Sync rates".`,
      );
    }
    const { emails } = await getSiteSettings(db);
    const inserted = await client.insertBooking(
      bookingData(booking, mapping!.ezeeRoomTypeId, plan, emails.general),
    );
    // Stored at once: a retry after a failed ProcessBooking must not insert twice.
    [link] = await db
      .insert(ezeeBookingLinks)
      .values({
        bookingId: booking.id,
        reservationNo: inserted.reservationNo,
        subReservationNos: inserted.subReservationNos,
        inventoryMode: inserted.inventoryMode,
      })
      .returning();
  }
  try {
    await client.processBooking(link!.reservationNo, "ConfirmBooking", link!.inventoryMode);
  } catch (error) {
    if (!(error instanceof EzeeError && error.code === "ReservationAlreadyProcessed")) throw error;
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(ezeeBookingLinks)
      .set({ confirmedAt: now })
      .where(eq(ezeeBookingLinks.bookingId, booking.id));
    await tx
      .update(bookings)
      .set({ ezeeReservationNo: link!.reservationNo, ezeePushedAt: now, ezeeLastError: null })
      .where(eq(bookings.id, booking.id));
  });
  if (mapping) await invalidateEzeeAvailability(services, mapping.ezeeRoomTypeId);
  return `reservation ${link!.reservationNo}`;
}

async function pushCancel(services: Services, client: EzeeClient, booking: BookingRow) {
  const { db } = services;
  const [link] = await db
    .select()
    .from(ezeeBookingLinks)
    .where(eq(ezeeBookingLinks.bookingId, booking.id));
  if (link?.cancelledAt) return "already cancelled";
  if (!link) {
    // Never inserted in eZee: wait while its confirm push is still queued, else nothing to do.
    const [pending] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.dedupeKey, `ezee:confirm:${booking.id}`),
          inArray(jobs.status, ["pending", "running"]),
        ),
      );
    if (pending) throw new NotYet("waiting for the booking's confirm push");
    throw new Skip("booking was never pushed to eZee");
  }
  try {
    await client.cancelBooking(link.reservationNo);
  } catch (error) {
    if (!(error instanceof EzeeError && error.code === "ReservationNotExist")) throw error;
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(ezeeBookingLinks)
      .set({ cancelledAt: now })
      .where(eq(ezeeBookingLinks.bookingId, booking.id));
    await tx
      .update(bookings)
      .set({ ezeePushedAt: now, ezeeLastError: null })
      .where(eq(bookings.id, booking.id));
  });
  const [mapping] = await db
    .select()
    .from(ezeeRoomMappings)
    .where(eq(ezeeRoomMappings.localRoomId, booking.roomTypeId));
  if (mapping) await invalidateEzeeAvailability(services, mapping.ezeeRoomTypeId);
  return `cancelled ${link.reservationNo}`;
}

/**
 * The guest changed the stay: the eZee reservation of the old stay is cancelled, its link
 * dropped, and the booking as it is now inserted and confirmed (pushConfirm). Each step is
 * recorded before the next, so a retry resumes where the last attempt stopped.
 */
async function pushModify(services: Services, client: EzeeClient, booking: BookingRow) {
  const { db } = services;
  if (booking.status !== "confirmed") throw new Skip(`booking is ${booking.status}`);
  const [link] = await db
    .select()
    .from(ezeeBookingLinks)
    .where(eq(ezeeBookingLinks.bookingId, booking.id));
  if (!link) {
    // Not in eZee yet: its confirm push (if queued) sends the changed stay.
    const [pending] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.dedupeKey, `ezee:confirm:${booking.id}`),
          inArray(jobs.status, ["pending", "running"]),
        ),
      );
    if (pending) throw new Skip("the confirm push still to run sends the changed stay");
    return pushConfirm(services, client, booking);
  }
  if (!link.cancelledAt) {
    try {
      await client.cancelBooking(link.reservationNo);
    } catch (error) {
      if (!(error instanceof EzeeError && error.code === "ReservationNotExist")) throw error;
    }
    await db
      .update(ezeeBookingLinks)
      .set({ cancelledAt: new Date() })
      .where(eq(ezeeBookingLinks.bookingId, booking.id));
  }
  await db.delete(ezeeBookingLinks).where(eq(ezeeBookingLinks.bookingId, booking.id));
  await db.update(bookings).set({ ezeeReservationNo: null }).where(eq(bookings.id, booking.id));
  // The freed nights show in eZee's counts at the next read.
  const mappings = await db.select().from(ezeeRoomMappings);
  for (const mapping of mappings)
    await invalidateEzeeAvailability(services, mapping.ezeeRoomTypeId);
  const outcome = await pushConfirm(services, client, booking);
  return `replaced ${link.reservationNo}: ${outcome}`;
}

/** Puts claimed jobs back without counting the attempt (after a 429 on an earlier one). */
async function releaseJobs(db: Database, rest: Job[], delaySeconds: number) {
  if (rest.length === 0) return;
  await db
    .update(jobs)
    .set({
      status: "pending",
      attempts: sql`GREATEST(0, ${jobs.attempts} - 1)`,
      lockedUntil: null,
      runAt: sql`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where(
      inArray(
        jobs.id,
        rest.map((job) => job.id),
      ),
    );
}

export interface EzeePushRunResult {
  claimed: number;
  pushed: number;
  skipped: number;
  failed: number;
}

/**
 * One pass of the push queue (the worker calls it every few seconds; tests call it
 * directly). Jobs run one after another, so a burst stays inside eZee's rate limit;
 * a 429 stops the pass and re-schedules the rest after Retry-After.
 */
export async function runEzeePushJobs(
  services: Services,
  options: { limit?: number } = {},
): Promise<EzeePushRunResult> {
  const { db, logger } = services;
  const claimed = await claimJobs(db, EZEE_PUSH_QUEUE, options.limit ?? 5, 120);
  const result: EzeePushRunResult = { claimed: claimed.length, pushed: 0, skipped: 0, failed: 0 };
  if (claimed.length === 0) return result;
  const config = await readEzeeConfigRow(db);
  const client = config?.isActive ? ezeeClientFor(services, config) : null;
  for (const [index, job] of claimed.entries()) {
    const bookingId = Number(job.payload.bookingId);
    const kind: EzeePushKind =
      job.payload.kind === "cancel" || job.payload.kind === "modify" ? job.payload.kind : "confirm";
    try {
      if (!client) throw new Skip("eZee is inactive");
      const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
      if (!booking) throw new Skip("booking no longer exists");
      const outcome =
        kind === "confirm"
          ? await pushConfirm(services, client, booking)
          : kind === "modify"
            ? await pushModify(services, client, booking)
            : await pushCancel(services, client, booking);
      await completeJob(db, job.id);
      await recordIntegrationSuccess(db, "ezee");
      result.pushed++;
      logger.info({ provider: "ezee", bookingId, kind, outcome }, "eZee push done");
    } catch (error) {
      if (error instanceof Skip) {
        await completeJob(db, job.id);
        result.skipped++;
        logger.info(
          { provider: "ezee", bookingId, kind, reason: error.message },
          "eZee push skipped",
        );
        continue;
      }
      const text = error instanceof NotYet ? error.message : describeEzeeError(error);
      result.failed++;
      await failJob(db, job, text);
      if (error instanceof EzeeError && error.isRateLimit) {
        // Respect the provider's wait; the jobs not yet tried go back untouched.
        const wait = Math.max(error.retryAfterSeconds ?? 0, retryDelaySeconds(job.attempts));
        await db
          .update(jobs)
          .set({ runAt: sql`now() + make_interval(secs => ${wait})` })
          .where(and(eq(jobs.id, job.id), eq(jobs.status, "pending")));
        await releaseJobs(db, claimed.slice(index + 1), error.retryAfterSeconds ?? 5);
      }
      if (!(error instanceof NotYet)) {
        await db
          .update(bookings)
          .set({
            ezeeLastError:
              `${kind === "confirm" ? "Push" : kind === "modify" ? "Change" : "Cancellation"}: ${text}`.slice(
                0,
                500,
              ),
          })
          .where(eq(bookings.id, bookingId));
        await recordIntegrationError(db, "ezee", `Booking push: ${text}`);
        logger.warn(
          { provider: "ezee", bookingId, kind, attempt: job.attempts, error: text },
          "eZee push failed",
        );
      }
      if (error instanceof EzeeError && error.isRateLimit) break;
    }
  }
  return result;
}

/** Pending and failed push jobs (the dashboard's "waiting in the queue"). */
export async function ezeeQueueCounts(db: Database): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .select({ status: jobs.status, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(
      and(eq(jobs.queue, EZEE_PUSH_QUEUE), inArray(jobs.status, ["pending", "running", "failed"])),
    )
    .groupBy(jobs.status);
  let pending = 0;
  let failed = 0;
  for (const row of rows) {
    if (row.status === "failed") failed += Number(row.count);
    else pending += Number(row.count);
  }
  return { pending, failed };
}

/** The worker of server/run.ts: a pass every `intervalMs`, stopped on shutdown. */
export function startEzeePushWorker(
  services: Services,
  options: { intervalMs?: number } = {},
): IntervalWorker {
  return startIntervalWorker({
    name: "eZee push run",
    intervalMs: options.intervalMs ?? 3000,
    logger: services.logger,
    run: async () => {
      await runEzeePushJobs(services);
    },
  });
}

/** What the admin booking detail shows about eZee (null: nothing to show). */
export async function ezeeBookingStatus(
  db: Database,
  bookingId: number,
): Promise<{ text: string; isError: boolean } | null> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return null;
  const [link] = await db
    .select()
    .from(ezeeBookingLinks)
    .where(eq(ezeeBookingLinks.bookingId, bookingId));
  const waiting = await db
    .select({ key: jobs.dedupeKey, status: jobs.status })
    .from(jobs)
    .where(
      and(
        inArray(jobs.dedupeKey, [`ezee:confirm:${bookingId}`, `ezee:cancel:${bookingId}`]),
        inArray(jobs.status, ["pending", "running", "failed"]),
      ),
    );
  const gaveUp = waiting.some((job) => job.status === "failed");
  const queued = waiting.some((job) => job.status !== "failed");
  const parts: string[] = [];
  const reservationNo = booking.ezeeReservationNo ?? link?.reservationNo;
  if (reservationNo) parts.push(`Reservation ${reservationNo}`);
  if (link?.cancelledAt) parts.push("cancellation sent to eZee");
  if (queued) parts.push("sending to eZee…");
  if (booking.ezeeLastError) {
    parts.push(`last error: ${booking.ezeeLastError}${gaveUp ? " (gave up)" : " (will retry)"}`);
  }
  if (parts.length === 0) return null;
  return { text: parts.join("; "), isError: Boolean(booking.ezeeLastError) };
}

// ---------------------------------------------------------------------------
// Failed pushes in the admin: the list and "Resend now"

export interface EzeePushProblem {
  jobId: number;
  bookingId: number;
  reference: string | null;
  kind: EzeePushKind;
  /** "given_up": no retry is planned; "retrying": the queue tries again at `nextAttemptAt`. */
  state: "given_up" | "retrying";
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  gaveUpAt: string | null;
}

/** Pushes that failed: given up first, then those waiting for their next attempt. */
export async function listEzeePushProblems(db: Database): Promise<EzeePushProblem[]> {
  const rows = await db
    .select({ job: jobs, reference: bookings.reference })
    .from(jobs)
    .leftJoin(bookings, sql`${bookings.id} = (${jobs.payload} ->> 'bookingId')::int`)
    .where(
      and(
        eq(jobs.queue, EZEE_PUSH_QUEUE),
        sql`(${jobs.status} = 'failed' OR (${jobs.status} = 'pending' AND ${jobs.lastError} IS NOT NULL))`,
      ),
    )
    .orderBy(sql`${jobs.status} = 'failed' DESC`, jobs.id)
    .limit(200);
  return rows.map(({ job, reference }) => ({
    jobId: job.id,
    bookingId: Number(job.payload.bookingId),
    reference,
    kind: (job.payload.kind === "cancel" || job.payload.kind === "modify"
      ? job.payload.kind
      : "confirm") as EzeePushKind,
    state: job.status === "failed" ? "given_up" : "retrying",
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    lastError: job.lastError,
    nextAttemptAt: job.status === "failed" ? null : job.runAt.toISOString(),
    gaveUpAt: job.finishedAt?.toISOString() ?? null,
  }));
}

/**
 * "Resend now": makes a failed push due at once (a given-up one gets its attempts
 * back) and runs a pass of the queue. Only a failed push can be resent, once: a
 * second click while it runs, or after it went through, is refused (409).
 */
export async function resendEzeePush(
  services: Services,
  jobId: number,
  adminId: number,
): Promise<{ pushed: boolean; message: string }> {
  const { db } = services;
  const [claimed] = await db
    .update(jobs)
    .set({
      status: "pending",
      runAt: sql`now()`,
      lockedUntil: null,
      finishedAt: null,
      attempts: sql`CASE WHEN ${jobs.status} = 'failed' THEN 0 ELSE ${jobs.attempts} END`,
    })
    .where(
      and(
        eq(jobs.id, jobId),
        eq(jobs.queue, EZEE_PUSH_QUEUE),
        sql`(${jobs.status} = 'failed' OR (${jobs.status} = 'pending' AND ${jobs.lastError} IS NOT NULL))`,
      ),
    )
    .returning({ id: jobs.id, payload: jobs.payload });
  if (!claimed) {
    throw new AppError(
      "conflict",
      "This push is not waiting to be resent: it is being sent or already went through. Reload the page.",
    );
  }
  await audit(db, adminId, "resend", "ezee_push", String(jobId), {
    bookingId: Number(claimed.payload.bookingId),
  });
  await runEzeePushJobs(services);
  const [after] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  if (after?.status === "done") return { pushed: true, message: "Sent to eZee." };
  if (after?.status === "running") {
    return { pushed: false, message: "Sending to eZee now: reload in a moment." };
  }
  return {
    pushed: false,
    message: `eZee did not take it: ${after?.lastError ?? "unknown error"}. The queue tries again later.`,
  };
}
