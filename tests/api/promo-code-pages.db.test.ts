/**
 * Promo codes on the pages, rendered from source without JavaScript: the booking form's
 * Apply prices the stay with the code (nothing booked), a refused code comes back at the
 * field in the page language keeping what was typed, the form posted with the code books
 * at the discounted price, the confirmation shows the discount; /admin/promo-codes lists
 * the codes behind a session and the bookings list names the code used.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { RoomTypeDto } from "~core/types";
import { bookings, promoCodes } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

const ORIGIN = "http://localhost";
const day = (n: number) => addDaysIso(hotelToday(), n);
let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let standard: RoomTypeDto;
let cookie = "";

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({}, { pageHandler: pages.pageHandler });
  const rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  standard = rooms.find((room) => room.name === "Superior Standard")!;
  await t.database.db.insert(promoCodes).values({ code: "PAGE15", kind: "percent", value: 15 });
  await createAdmin(t.database.db, {
    email: "promo-page@example.com",
    name: "Promo",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "promo-page@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}, 120_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

const bookingPath = (lang = "") =>
  `/booking?roomId=${standard.id}&checkIn=${day(30)}&checkOut=${day(32)}&adults=1&children=0&rooms=1${lang}`;

const typed = {
  firstName: GUEST.firstName,
  lastName: GUEST.lastName,
  email: "page-promo@example.com",
  phone: GUEST.phone,
  address: GUEST.address,
  city: GUEST.city,
  country: GUEST.country,
  specialRequests: "",
  extraGuests: "0",
  idempotencyKey: "promo-page-key-1",
};

function post(path: string, fields: Record<string, string>) {
  return t.app.request(path, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

function inputValue(html: string, name: string): string | null {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? (/value="([^"]*)"/.exec(tag)?.[1] ?? null) : null;
}

describe("the booking form without JavaScript", () => {
  it("shows the promo code field with its Apply button", async () => {
    const html = await (await t.app.request(bookingPath())).text();
    expect(html).toContain('name="promoCode"');
    const apply = /<button[^>]*value="applyPromo"[^>]*>/.exec(html)?.[0] ?? "";
    expect(apply).toContain('type="submit"');
    expect(apply).toContain('name="intent"');
  });

  it("Apply prices the stay with the code and books nothing", async () => {
    // 2 x 7,500 = 15,000; 15% off = 2,250; tax 15% of 12,750 = 1,913 (half up): 14,663.
    const response = await post(bookingPath(), {
      ...typed,
      totalAmount: "17250",
      promoCode: "page15",
      intent: "applyPromo",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(inputValue(html, "totalAmount")).toBe("14663");
    expect(inputValue(html, "promoCode")).toBe("page15");
    expect(inputValue(html, "firstName")).toBe(GUEST.firstName);
    expect(html).toContain("Promo code PAGE15");
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.email, typed.email));
    expect(rows).toHaveLength(0);
  });

  it("a refused code comes back at the field, translated, keeping what was typed", async () => {
    const response = await post(bookingPath("&lang=fr"), {
      ...typed,
      totalAmount: "17250",
      promoCode: "NOPE",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Ce code promo n’est pas valide");
    expect(inputValue(html, "promoCode")).toBe("NOPE");
    expect(inputValue(html, "email")).toBe(typed.email);
  });

  it("the code posted with the form: the changed price to confirm, then the booking and its confirmation", async () => {
    const first = await post(bookingPath(), {
      ...typed,
      totalAmount: "17250",
      promoCode: "PAGE15",
    });
    expect(first.status).toBe(409);
    const html = await first.text();
    expect(inputValue(html, "totalAmount")).toBe("14663");
    const booked = await post(bookingPath(), {
      ...typed,
      totalAmount: "14663",
      promoCode: "PAGE15",
    });
    expect(booked.status).toBe(302);
    const location = booked.headers.get("location") ?? "";
    expect(location).toContain("/booking/confirmation");
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.email, typed.email));
    expect(row).toMatchObject({ promoCode: "PAGE15", discount: 2250, totalAmount: 14663 });
    const confirmation = await (await t.app.request(location)).text();
    expect(confirmation).toContain("Promo code PAGE15");
    expect(confirmation).toContain("2,250");
  });
});

describe("Change booking with a code", () => {
  it("a new stay the code does not cover is refused with the code's reason, translated", async () => {
    await t.database.db
      .insert(promoCodes)
      .values({ code: "LONGONLY", kind: "amount", value: 500, minNights: 2 });
    const booked = await post(bookingPath(), {
      ...typed,
      email: "changer@example.com",
      idempotencyKey: "promo-page-key-2",
      totalAmount: "16675",
      promoCode: "LONGONLY",
    });
    expect(booked.status).toBe(302);
    const confirmation = new URL(booked.headers.get("location") ?? "", "http://localhost");
    const ref = confirmation.searchParams.get("ref");
    const token = confirmation.searchParams.get("token");
    const response = await post(`/booking/change?ref=${ref}&token=${token}&lang=de`, {
      roomId: String(standard.id),
      checkIn: day(30),
      checkOut: day(31),
      adults: "1",
      children: "0",
      roomCount: "1",
      extraGuests: "0",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(
      "Dieser Aktionscode erfordert einen längeren Aufenthalt",
    );
  });
});

describe("/admin/promo-codes and the bookings list", () => {
  it("sends a visitor without a session to sign in", async () => {
    const response = await t.app.request("/admin/promo-codes");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/admin\/login\?next=/);
  });

  it("lists the codes with their uses, and the menu links to it", async () => {
    const html = await (
      await t.app.request("/admin/promo-codes", { headers: { Cookie: cookie } })
    ).text();
    expect(html).toContain("PAGE15");
    expect(html).toContain("15% off the rooms");
    expect(html.replaceAll("<!-- -->", "")).toContain("1 of no limit");
    expect(html).toContain('href="/admin/promo-codes"');
  });

  it("the bookings list and the booking page name the code and the discount", async () => {
    const list = await (
      await t.app.request("/admin/bookings", { headers: { Cookie: cookie } })
    ).text();
    expect(list).toContain("PAGE15");
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.email, typed.email));
    const one = await (
      await t.app.request(`/admin/bookings/${row!.id}`, { headers: { Cookie: cookie } })
    ).text();
    expect(one).toContain("Promo code PAGE15");
  });
});
