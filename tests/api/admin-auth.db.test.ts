import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { RoomTypeDto } from "~core/types";
import { auditLog, bookings, mailOutbox, roomInventory, sessions } from "~server/db/schema";
import {
  createAdmin,
  createFirstAdmin,
  ensureFirstAdmin,
  setupTokenValid,
} from "~server/services/admin/admins";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
const ORIGIN = "http://localhost";
const PASSWORD = "correct horse battery";

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
}

async function login(email: string, password = PASSWORD): Promise<string> {
  const response = await post("/api/auth/login", { email, password });
  expect(response.status).toBe(200);
  const cookie = response.headers.get("set-cookie") ?? "";
  return cookie.split(";")[0] ?? "";
}

describe("first admin", () => {
  it("prints a one-time setup link when no admin exists, valid until used", async () => {
    const link = await ensureFirstAdmin(t.services);
    expect(link).toMatch(/\/admin\/setup\?token=/);
    const token = new URL(link ?? "").searchParams.get("token") ?? "";
    expect(await setupTokenValid(t.database.db, token)).toBe(true);
    expect(await setupTokenValid(t.database.db, `${token}x`)).toBe(false);
    await expect(
      createFirstAdmin(t.database.db, token, {
        email: "short@example.com",
        name: "Short",
        password: "too short",
      }),
    ).rejects.toThrow("at least 12 characters");
    await createFirstAdmin(t.database.db, token, {
      email: "owner@example.com",
      name: "Owner",
      password: PASSWORD,
    });
    expect(await setupTokenValid(t.database.db, token)).toBe(false);
    // With an admin in place, a new start issues no link.
    expect(await ensureFirstAdmin(t.services)).toBeNull();
  });
});

describe("admin API protection", () => {
  it("answers 401 on every /api/admin route without a session", async () => {
    const routes = t.app.routes.filter(
      (route) => route.path.startsWith("/api/admin") && route.method !== "ALL",
    );
    expect(routes.length).toBeGreaterThan(3);
    for (const route of routes) {
      const path = route.path.replace(/:[a-zA-Z]+/g, "1");
      const response = await t.app.request(path, {
        method: route.method,
        headers: { Origin: ORIGIN, "Content-Type": "application/json" },
        body: route.method === "GET" ? undefined : "{}",
      });
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe("unauthorized");
    }
  });

  it("signs in with an httpOnly, SameSite=Lax cookie, and the session opens the admin API", async () => {
    const response = await post("/api/auth/login", {
      email: "OWNER@example.com",
      password: PASSWORD,
    });
    expect(response.status).toBe(200);
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^pwani_admin=[\w-]{40,};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    const cookie = setCookie.split(";")[0] ?? "";
    // Only the token's hash is stored.
    const stored = await t.database.db.select().from(sessions);
    expect(stored.some((s) => cookie.includes(s.tokenHash))).toBe(false);

    const dashboard = await t.getJson("/api/admin/dashboard", { headers: { Cookie: cookie } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toMatchObject({ rooms: 5, restaurants: 4 });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "login"));
    expect(audits.length).toBeGreaterThan(0);
  });

  it("refuses a cross-origin change with 403 even with a valid session", async () => {
    const cookie = await login("owner@example.com");
    const response = await post(
      "/api/admin/bookings/1/cancel",
      {},
      { Cookie: cookie, Origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    const noOrigin = await t.app.request("/api/admin/bookings/1/cancel", {
      method: "POST",
      headers: { Cookie: cookie },
    });
    expect(noOrigin.status).toBe(403);
  });

  it("cancels a booking and gives its rooms back", async () => {
    const rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
    const room = rooms.find((r) => r.name === "Deluxe");
    const checkIn = addDaysIso(hotelToday(), 30);
    const created = await post("/api/bookings", {
      firstName: "Baraka",
      lastName: "Mwangi",
      email: "baraka@example.com",
      phone: "+254712345678",
      address: "1 Kenyatta Avenue",
      city: "Nairobi",
      country: "Kenya",
      roomId: room?.id,
      checkIn,
      checkOut: addDaysIso(checkIn, 2),
      adults: 2,
      roomCount: 2,
      totalAmount: 9500 * 2 * 2 + (9500 * 2 * 2 * 15) / 100,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const cookie = await login("owner@example.com");
    const list = await t.getJson("/api/admin/bookings?q=baraka", { headers: { Cookie: cookie } });
    expect((list.body as { id: number }[]).map((b) => b.id)).toEqual([id]);
    const detail = await t.getJson(`/api/admin/bookings/${id}`, { headers: { Cookie: cookie } });
    const booking = (detail.body as { booking: Record<string, unknown> }).booking;
    expect(booking.email).toBe("baraka@example.com");
    // The guest's link secret (even hashed) and the idempotency key stay on the server.
    expect(booking).not.toHaveProperty("accessTokenHash");
    expect(booking).not.toHaveProperty("idempotencyKey");

    const cancel = await post(`/api/admin/bookings/${id}/cancel`, {}, { Cookie: cookie });
    expect(cancel.status).toBe(200);
    const nights = await t.database.db
      .select()
      .from(roomInventory)
      .where(eq(roomInventory.night, checkIn));
    expect(nights.find((n) => n.roomTypeId === room?.id)?.booked).toBe(0);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.status).toBe("cancelled");
    expect((await post(`/api/admin/bookings/${id}/cancel`, {}, { Cookie: cookie })).status).toBe(
      409,
    );
    // The guest is told, in the booking's language, with a calendar file that cancels the entry.
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `booking:${row?.reference}:cancelled`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe("baraka@example.com");
    expect(mails[0]?.subject).toContain("is cancelled");
    const attachments = (mails[0]?.attachments ?? []) as { contentType: string; content: string }[];
    expect(attachments).toHaveLength(1);
    expect(attachments[0]?.contentType).toContain("method=CANCEL");
    expect(Buffer.from(attachments[0]?.content ?? "", "base64").toString()).toContain(
      "STATUS:CANCELLED",
    );
  });

  it("ends a session at sign-out, and every session with sign-out everywhere", async () => {
    const first = await login("owner@example.com");
    const second = await login("owner@example.com");
    const out = await post("/api/auth/logout", {}, { Cookie: first });
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await t.getJson("/api/admin/dashboard", { headers: { Cookie: first } })).status).toBe(
      401,
    );
    expect((await t.getJson("/api/admin/dashboard", { headers: { Cookie: second } })).status).toBe(
      200,
    );
    await post("/api/auth/logout-all", {}, { Cookie: second });
    expect((await t.getJson("/api/admin/dashboard", { headers: { Cookie: second } })).status).toBe(
      401,
    );
  });

  it("closes a session idle for more than 8 hours", async () => {
    const cookie = await login("owner@example.com");
    await t.database.db.update(sessions).set({ lastSeenAt: sql`now() - interval '9 hours'` });
    expect((await t.getJson("/api/admin/dashboard", { headers: { Cookie: cookie } })).status).toBe(
      401,
    );
  });

  it("answers 429 with the time to wait from the sixth wrong password", async () => {
    await createAdmin(t.database.db, {
      email: "night@example.com",
      name: "Night",
      password: PASSWORD,
    });
    for (let i = 0; i < 5; i++) {
      const wrong = await post("/api/auth/login", {
        email: "night@example.com",
        password: `wrong password ${i}`,
      });
      expect(wrong.status).toBe(401);
    }
    const sixth = await post("/api/auth/login", {
      email: "night@example.com",
      password: "wrong again!!",
    });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await sixth.json()) as { message: string }).message).toMatch(
      /Try again in \d+ minutes?/,
    );
    // Even the right password waits now.
    expect(
      (await post("/api/auth/login", { email: "night@example.com", password: PASSWORD })).status,
    ).toBe(429);
  });
});
