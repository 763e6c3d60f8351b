/**
 * The booking commands (server/services/booking/booking-commands.ts) hold the rules of the
 * guest's use cases once: validation, the per-address limit, idempotency, sold out,
 * a changed price. The adapters' wiring is tested in booking-adapters.db.test.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { RoomTypeDto } from "~core/types";
import { roomTypes } from "~server/db/schema";
import { findGuestBooking, placeBooking } from "~server/services/booking/booking-commands";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

const day = (n: number) => addDaysIso(hotelToday(), n);
let t: TestApp;
let deluxe: RoomTypeDto;

/** One night at Deluxe for one adult (9,500 + 15%). */
const stay = (checkIn: string, overrides: Record<string, unknown> = {}) => ({
  ...GUEST,
  roomId: deluxe.id,
  checkIn,
  checkOut: addDaysIso(checkIn, 1),
  adults: 1,
  children: 0,
  roomCount: 1,
  totalAmount: 10925,
  ...overrides,
});
const facts = (clientIp: string, idempotencyKey?: string) => ({
  clientIp,
  idempotencyKey,
  lang: "en" as const,
});

beforeAll(async () => {
  t = await createTestApp({ BOOKING_RATE_LIMIT: "3" });
  const rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  const found = rooms.find((room) => room.name === "Deluxe");
  if (!found) throw new Error("no Deluxe room");
  deluxe = found;
});
afterAll(async () => {
  await t?.close();
});

describe("placeBooking", () => {
  it("refuses invalid input with field messages, a NUL character and a malformed key", async () => {
    const bad = await placeBooking(t.services, stay(day(60), { email: "nope" }), facts("10.0.0.1"));
    expect(bad).toMatchObject({ ok: false, kind: "invalid", status: 400, code: "validation" });
    expect(bad.ok === false && bad.fields?.email).toBeTruthy();
    const nul = await placeBooking(
      t.services,
      stay(day(60), { city: "Nai\u0000robi" }),
      facts("10.0.0.1"),
    );
    expect(nul).toMatchObject({ ok: false, kind: "invalid", fields: { city: expect.any(String) } });
    const key = await placeBooking(t.services, stay(day(60)), facts("10.0.0.1", "short"));
    expect(key).toMatchObject({ ok: false, kind: "badKey", status: 400, code: "bad_request" });
  });

  it("counts valid requests per address: the fourth is rateLimited with a Retry-After", async () => {
    const ip = "10.0.0.2";
    // A typo costs nothing: counted after validation.
    await placeBooking(t.services, stay(day(61), { email: "x" }), facts(ip));
    for (let i = 0; i < 3; i++) {
      const made = await placeBooking(t.services, stay(day(61 + i)), facts(ip));
      expect(made.ok).toBe(true);
    }
    const refused = await placeBooking(t.services, stay(day(65)), facts(ip));
    expect(refused).toMatchObject({ ok: false, kind: "rateLimited", status: 429 });
    expect(refused.ok === false && refused.retryAfter).toBeGreaterThan(0);
    // Another address is not limited.
    expect((await placeBooking(t.services, stay(day(65)), facts("10.0.0.3"))).ok).toBe(true);
  });

  it("replays the same key and body, and refuses the key with another body", async () => {
    const first = await placeBooking(t.services, stay(day(70)), facts("10.0.0.4", "cmd-key-0001"));
    expect(first).toMatchObject({ ok: true, replayed: false });
    const again = await placeBooking(t.services, stay(day(70)), facts("10.0.0.4", "cmd-key-0001"));
    expect(again).toMatchObject({ ok: true, replayed: true });
    if (!first.ok || !again.ok) throw new Error("not booked");
    expect(again.booking.reference).toBe(first.booking.reference);
    const other = await placeBooking(t.services, stay(day(71)), facts("10.0.0.4", "cmd-key-0001"));
    expect(other).toMatchObject({ ok: false, kind: "keyReused", status: 422 });
    expect(JSON.stringify(other)).not.toContain(first.booking.reference);
  });

  it("answers priceChanged with the server's quote", async () => {
    const result = await placeBooking(
      t.services,
      stay(day(72), { totalAmount: 10924 }),
      facts("10.0.0.5"),
    );
    expect(result).toMatchObject({ ok: false, kind: "priceChanged", status: 409 });
    expect(result.ok === false && result.kind === "priceChanged" && result.quote.total).toBe(10925);
  });

  it("sells the last room once under a parallel pair: the other is unavailable", async () => {
    await t.database.db.update(roomTypes).set({ totalRooms: 1 }).where(eq(roomTypes.id, deluxe.id));
    const pair = await Promise.all([
      placeBooking(t.services, stay(day(80), { email: "one@example.com" }), facts("10.0.1.1")),
      placeBooking(t.services, stay(day(80), { email: "two@example.com" }), facts("10.0.1.2")),
    ]);
    expect(pair.filter((result) => result.ok)).toHaveLength(1);
    expect(pair.find((result) => !result.ok)).toMatchObject({
      kind: "unavailable",
      status: 409,
      code: "unavailable",
    });
  });

  it("passes the service's other refusals through typed (a party that does not fit)", async () => {
    const result = await placeBooking(
      t.services,
      stay(day(90), { adults: 9, totalAmount: 1 }),
      facts("10.0.0.6"),
    );
    expect(result).toMatchObject({ ok: false, kind: "invalid", status: 400 });
  });
});

describe("findGuestBooking", () => {
  it("is limited per address before the input is read", async () => {
    const input = { reference: "PB-ABCDEFGH", email: "nobody@example.com" };
    for (let i = 0; i < 10; i++) {
      const result = await findGuestBooking(t.services, input, { clientIp: "10.0.2.1" });
      expect(result).toMatchObject({ ok: false, kind: "notFound", status: 404 });
    }
    const limited = await findGuestBooking(
      t.services,
      { reference: "x" },
      { clientIp: "10.0.2.1" },
    );
    expect(limited).toMatchObject({ ok: false, kind: "rateLimited", status: 429 });
    const invalid = await findGuestBooking(
      t.services,
      { reference: "x" },
      { clientIp: "10.0.2.2" },
    );
    expect(invalid).toMatchObject({
      ok: false,
      kind: "invalid",
      fields: { reference: expect.any(String) },
    });
  });
});
