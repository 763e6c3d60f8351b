/**
 * The wiring of the Manage booking pages over the booking commands, rendered from source
 * without JavaScript (plain form posts): "Find my booking" answers the command's limit,
 * "Cancel" its refusals (a deadline passed meanwhile, a booking already cancelled),
 * "Change" its sold out, each keeping what the guest typed. The rules themselves:
 * booking-commands.db.test.ts; the booking form's wiring: booking-adapters.db.test.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { RoomTypeDto } from "~core/types";
import { bookings, roomTypes } from "~server/db/schema";
import {
  changeGuestBooking,
  findGuestBooking,
  placeBooking,
} from "~server/services/booking/booking-commands";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

const ORIGIN = "http://localhost";
const day = (n: number) => addDaysIso(hotelToday(), n);
let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let deluxe: RoomTypeDto;

interface Made {
  reference: string;
  token: string;
}

/** A pay-at-hotel Deluxe booking for one adult (10,925 KSh a night). */
async function book(checkIn: string, nights = 1, email = GUEST.email): Promise<Made> {
  const result = await placeBooking(
    t.services,
    {
      ...GUEST,
      email,
      roomId: deluxe.id,
      checkIn,
      checkOut: addDaysIso(checkIn, nights),
      adults: 1,
      children: 0,
      roomCount: 1,
      totalAmount: 10925 * nights,
    },
    { clientIp: "192.0.2.250", lang: "en" },
  );
  if (!result.ok) throw new Error(`not booked: ${result.kind}`);
  const token = new URL(result.booking.confirmationUrl).searchParams.get("token") ?? "";
  return { reference: result.booking.reference, token };
}

/** A page's form as a browser without JavaScript posts it, from one address. */
function postPage(path: string, fields: Record<string, string>, ip = "192.0.2.1") {
  return t.app.request(path, {
    method: "POST",
    headers: {
      Origin: ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": ip,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const managePath = (page: "cancel" | "change", made: Made) =>
  `/booking/${page}?ref=${made.reference}&token=${made.token}`;

/** The text of the page's role="alert" box (the action's answer), or null. */
function alertText(html: string): string | null {
  const match = /<p[^>]*role="alert"[^>]*>([^<]*)<\/p>/.exec(html);
  return match?.[1]?.replaceAll("&#x27;", "'") ?? null;
}

/** The `value` of the input named `name`. */
function inputValue(html: string, name: string): string | null {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? (/value="([^"]*)"/.exec(tag)?.[1] ?? null) : null;
}

beforeAll(async () => {
  pages = await createTestPages();
  // Behind one trusted proxy, X-Forwarded-For names the guest: each test its own address.
  t = await createTestApp({ TRUST_PROXY: "1" }, { pageHandler: pages.pageHandler });
  const rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  const found = rooms.find((room) => room.name === "Deluxe");
  if (!found) throw new Error("no Deluxe room");
  deluxe = found;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

describe("/booking without a room", () => {
  it("sends the guest to the rooms with the dates and party they gave", async () => {
    const query = `checkIn=${day(30)}&checkOut=${day(32)}&adults=3&rooms=2&lang=fr`;
    const response = await t.app.request(`/booking?${query}`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location") ?? "", "http://localhost");
    expect(location.pathname).toBe("/rooms");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      notice: "booking-missing",
      checkIn: day(30),
      checkOut: day(32),
      adults: "3",
      rooms: "2",
      lang: "fr",
    });
  });
});

describe("Find my booking (/booking/find)", () => {
  it("finds a booking, and once the address's limit is hit answers 429 with Retry-After, keeping the typed values", async () => {
    const made = await book(day(20), 1, "finder@example.com");
    const typed = { reference: made.reference.toLowerCase(), email: "finder@example.com" };
    const found = await postPage("/booking/find", typed, "192.0.2.10");
    expect(found.status).toBe(302);
    expect(found.headers.get("Location")).toContain(`ref=${made.reference}`);

    // The limit counted by the command (10 lookups per address and 10 minutes).
    const ip = "192.0.2.11";
    for (let i = 0; i < 10; i++) {
      const result = await findGuestBooking(t.services, typed, { clientIp: ip });
      expect(result.ok).toBe(true);
    }
    const refused = await postPage("/booking/find", typed, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(alertText(html)).toBe("Too many attempts. Please wait a few minutes and try again.");
    expect(inputValue(html, "reference")).toBe(typed.reference);
    expect(inputValue(html, "email")).toBe(typed.email);
  });
});

describe("Cancel (/booking/cancel)", () => {
  it("a free-cancellation deadline passed meanwhile: 409, the new terms shown, nothing cancelled", async () => {
    // Arrival tomorrow: the free period has ended and one night (10,925) is charged;
    // the guest's page showed it free (expectedCharge 0).
    const made = await book(day(1));
    const stale = await postPage(managePath("cancel", made), { expectedCharge: "0" });
    expect(stale.status).toBe(409);
    const html = await stale.text();
    expect(alertText(html)).toBe(
      "The cancellation terms changed while this page was open. Check the new terms below and confirm again.",
    );
    // The new terms, to confirm again.
    expect(html).toContain("Cancelling now costs");
    expect(inputValue(html, "expectedCharge")).toBe("10925");
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, made.reference));
    expect(row?.status).toBe("confirmed");
  });

  it("cancels once, then answers an already cancelled booking with 409 and says so", async () => {
    const made = await book(day(24));
    const done = await postPage(managePath("cancel", made), { expectedCharge: "0" });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toContain(`/booking/confirmation?ref=${made.reference}`);
    const again = await postPage(managePath("cancel", made), { expectedCharge: "0" });
    expect(again.status).toBe(409);
    expect(alertText(await again.text())).toBe("This booking is already cancelled.");
  });
});

describe("Change (/booking/change)", () => {
  it("dates with no room left: 409 sold out, keeping the typed dates; the booking does not move", async () => {
    const made = await book(day(30));
    await t.database.db.update(roomTypes).set({ totalRooms: 1 }).where(eq(roomTypes.id, deluxe.id));
    const wanted = {
      roomId: String(deluxe.id),
      checkIn: day(34),
      checkOut: day(35),
      adults: "1",
      children: "0",
      roomCount: "1",
      extraGuests: "0",
    };
    // The quote the guest saw while the night was still free...
    const quoted = await changeGuestBooking(
      t.services,
      made,
      { ...wanted, roomId: deluxe.id },
      "quote",
    );
    if (!quoted.ok || quoted.step !== "quote")
      throw new Error(`no quote: ${JSON.stringify(quoted)}`);
    // ...then the only Deluxe room is taken on the wanted night by another guest.
    await book(day(34), 1, "other@example.com");
    const full = await postPage(managePath("change", made), {
      ...wanted,
      intent: "confirm",
      expectedTotal: String(quoted.quote.newTotal),
      version: String(quoted.quote.version),
    });
    expect(full.status).toBe(409);
    const html = await full.text();
    expect(alertText(html)).toBe(
      "Sorry, this room is not available for those dates. Choose other dates or another room.",
    );
    expect(inputValue(html, "checkIn")).toBe(wanted.checkIn);
    expect(inputValue(html, "checkOut")).toBe(wanted.checkOut);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, made.reference));
    expect(row?.checkIn).toBe(day(30));
  });
});
