import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { FEEDBACK_MESSAGES, FEEDBACK_RATINGS } from "~core/schemas/feedback";
import { guestFeedback, rateLimits } from "~server/db/schema";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM rate_limits`);
});

const ratings = Object.fromEntries(FEEDBACK_RATINGS.map((field, i) => [field, (i % 4) + 1]));
const valid = {
  date: hotelToday(),
  roomNumber: "214",
  howDidYouKnow: "A friend",
  ...ratings,
  additionalFeedback: "The pool was lovely; the Wi-Fi in the garden was slow.",
  staffRecommendation: "Baraka at reception",
};

const send = (body: unknown) =>
  t.app.request("/api/feedback", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("POST /api/feedback", () => {
  // Each test starts with this address's feedback limits fresh.
  beforeEach(async () => {
    await t.database.db.delete(rateLimits).where(like(rateLimits.key, "feedback%"));
  });

  it("stores the feedback with its fourteen ratings", async () => {
    const response = await send(valid);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await t.database.db.select().from(guestFeedback).where(eq(guestFeedback.id, id));
    expect(row).toMatchObject({ ...ratings, date: valid.date, roomNumber: "214" });
  });

  it("leaves the optional fields empty when they are blank", async () => {
    const response = await send({ ...valid, roomNumber: " ", howDidYouKnow: "" });
    const { id } = (await response.json()) as { id: number };
    const [row] = await t.database.db.select().from(guestFeedback).where(eq(guestFeedback.id, id));
    expect(row).toMatchObject({ roomNumber: null, howDidYouKnow: null });
  });

  it("names each missing or out-of-range rating with the required message", async () => {
    const { wifiRating: _, ...withoutWifi } = valid as Record<string, unknown>;
    const response = await send({ ...withoutWifi, showerRating: 5, breakfastRating: 2.5 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: object }).errors).toEqual({
      wifiRating: FEEDBACK_MESSAGES.wifiRating,
      showerRating: "Please rate shower",
      breakfastRating: "Please rate breakfast",
    });
  });

  it("requires a date and refuses one in the far future", async () => {
    const missing = await send({ ...valid, date: "" });
    expect(((await missing.json()) as { errors: object }).errors).toEqual({
      date: "Date is required",
    });
    const future = await send({ ...valid, date: addDaysIso(hotelToday(), 30) });
    expect(future.status).toBe(400);
    expect(((await future.json()) as { errors: object }).errors).toEqual({
      date: "The date cannot be in the future",
    });
  });

  it("refuses a date more than two years back, and takes one just within", async () => {
    for (const date of ["0202-05-01", addDaysIso(hotelToday(), -731)]) {
      const old = await send({ ...valid, date });
      expect(old.status, date).toBe(400);
      expect(((await old.json()) as { errors: object }).errors).toEqual({
        date: "The date cannot be more than two years ago",
      });
    }
    expect((await send({ ...valid, date: addDaysIso(hotelToday(), -730) })).status).toBe(201);
  });

  it("accepts a filled honeypot quietly and stores nothing", async () => {
    const before = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(guestFeedback);
    expect((await send({ ...valid, website: "spam" })).status).toBe(201);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(guestFeedback);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("takes a reception desk's pace from one address, and stops a flood", async () => {
    // Twelve forms in a minute from one address (a lobby tablet at a busy check-out) pass.
    for (let i = 0; i < 12; i++) expect((await send({})).status).toBe(400);
    // The thirteenth within the minute is refused, with when to try again.
    const flooded = await send(valid);
    expect(flooded.status).toBe(429);
    expect(Number(flooded.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    // A minute later the desk goes on (the hour's count still stops a slow loop at 150).
    await t.database.db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(like(rateLimits.key, "feedbackBurst:%"));
    expect((await send(valid)).status).toBe(201);
    await t.database.db
      .update(rateLimits)
      .set({ count: 150 })
      .where(like(rateLimits.key, "feedbackHour:%"));
    await t.database.db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(like(rateLimits.key, "feedbackBurst:%"));
    expect((await send(valid)).status).toBe(429);
    await t.database.db.delete(rateLimits).where(like(rateLimits.key, "feedback%"));
  });

  it("stores HTML as text", async () => {
    const html = "<img src=x onerror=alert(1)>";
    const response = await send({ ...valid, additionalFeedback: html });
    const { id } = (await response.json()) as { id: number };
    const [row] = await t.database.db.select().from(guestFeedback).where(eq(guestFeedback.id, id));
    expect(row!.additionalFeedback).toBe(html);
  });
});
