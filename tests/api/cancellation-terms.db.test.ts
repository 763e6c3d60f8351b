/**
 * The cancellation terms a guest is told before booking (GET /api/quote's
 * `cancellation`, computed by core/cancellation.ts) are those the confirmation e-mail
 * names and those the guest's own cancellation then applies.
 */
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deadlineText } from "~/booking/manage";
import { hotelInstant } from "~core/cancellation";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { RoomTypeDto, StayQuoteDto } from "~core/types";
import { mailOutbox } from "~server/db/schema";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let roomId: number;
const day = (n: number) => addDaysIso(hotelToday(), n);

beforeAll(async () => {
  t = await createTestApp();
  const rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  roomId = rooms.find((room) => room.name === "Superior Standard")?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

const stay = (from: number, to: number) =>
  `roomId=${roomId}&checkIn=${day(from)}&checkOut=${day(to)}&adults=1&children=0&rooms=1`;

async function quote(query: string): Promise<StayQuoteDto> {
  const { status, body } = await t.getJson(`/api/quote?${query}`);
  expect(status).toBe(200);
  return body as StayQuoteDto;
}

async function book(checkIn: string, checkOut: string, total: number, language: string) {
  const response = await t.app.request("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      ...GUEST,
      roomId,
      checkIn,
      checkOut,
      adults: 1,
      children: 0,
      roomCount: 1,
      totalAmount: total,
      language,
    }),
  });
  expect(response.status).toBe(201);
  const created = (await response.json()) as { reference: string; confirmationUrl: string };
  const token = new URL(created.confirmationUrl).searchParams.get("token") ?? "";
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `booking:${created.reference}:%`));
  return { ...created, token, text: mail?.text ?? "" };
}

describe("GET /api/quote: the cancellation terms of the stay", () => {
  it("keeps the documented fields and adds when cancelling is free and what it costs after", async () => {
    // Two nights in a Superior Standard, room only: 7,500 x 2 = 15,000 + 15% = 17,250.
    const body = await quote(stay(20, 22));
    expect(body).toMatchObject({ roomId, nights: expect.any(Array), total: 17250 });
    // Free until two days before arrival at the check-in time (14:00) in the hotel's zone;
    // after that one night with its taxes: 7,500 + 15% = 8,625.
    expect(body.cancellation).toEqual({
      freeUntil: hotelInstant(day(18), "14:00").toISOString(),
      free: true,
      charge: 0,
      lateCharge: 8625,
    });
  });

  it("says a stay starting tomorrow is chargeable at once", async () => {
    const body = await quote(stay(1, 3));
    expect(body.cancellation.free).toBe(false);
    expect(body.cancellation.charge).toBe(8625);
    expect(new Date(body.cancellation.freeUntil).getTime()).toBeLessThan(Date.now());
  });

  it("never charges more than a discounted total (one night of a one-night stay)", async () => {
    const body = await quote(stay(1, 2));
    expect(body.total).toBe(8625);
    expect(body.cancellation.charge).toBe(8625);
  });
});

describe("the e-mail and the cancellation apply what the quote said", () => {
  it("a free stay: the e-mail names the same deadline and charge, cancelling costs nothing", async () => {
    const terms = (await quote(stay(30, 32))).cancellation;
    const booked = await book(day(30), day(32), 17250, "en");
    expect(booked.text).toContain(
      `Free cancellation until ${deadlineText(terms.freeUntil, "en")} (Kenya time). After that, cancelling costs KSh 8,625.`,
    );
    const cancel = await t.app.request(
      `/api/bookings/${booked.reference}/cancel?token=${booked.token}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://localhost" },
        body: JSON.stringify({ expectedCharge: terms.charge }),
      },
    );
    expect(cancel.status).toBe(200);
  });

  it("a stay tomorrow, in French: the e-mail says cancelling costs the quoted charge now, and it does", async () => {
    const terms = (await quote(stay(1, 3))).cancellation;
    const booked = await book(day(1), day(3), 17250, "fr");
    expect(booked.text).toContain(deadlineText(terms.freeUntil, "fr"));
    expect(booked.text).toContain(`maintenant coûte KSh 8,625`);
    // Cancelling with the charge the quote named is accepted (another is "terms changed").
    const cancel = (expectedCharge: number) =>
      t.app.request(`/api/bookings/${booked.reference}/cancel?token=${booked.token}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://localhost" },
        body: JSON.stringify({ expectedCharge }),
      });
    expect((await cancel(0)).status).toBe(409);
    expect((await cancel(terms.charge)).status).toBe(200);
  });
});
