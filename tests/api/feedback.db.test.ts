import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hotelToday } from "../../core/dates";
import { addDaysIso } from "../../core/pricing";
import { FEEDBACK_MESSAGES, FEEDBACK_RATINGS } from "../../core/schemas/feedback";
import { guestFeedback } from "../../server/db/schema";
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

  it("names each missing or out-of-range rating with the spec's message", async () => {
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

  it("accepts a filled honeypot quietly and stores nothing", async () => {
    const before = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(guestFeedback);
    expect((await send({ ...valid, website: "spam" })).status).toBe(201);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(guestFeedback);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("answers 429 past the public form limit", async () => {
    for (let i = 0; i < 10; i++) await send({});
    expect((await send(valid)).status).toBe(429);
  });

  it("stores HTML as text", async () => {
    const html = "<img src=x onerror=alert(1)>";
    const response = await send({ ...valid, additionalFeedback: html });
    const { id } = (await response.json()) as { id: number };
    const [row] = await t.database.db.select().from(guestFeedback).where(eq(guestFeedback.id, id));
    expect(row!.additionalFeedback).toBe(html);
  });
});
