/**
 * The front desk's stay actions and notes through the admin API, signed in as front
 * office: check-in from the arrival date only and once however many clicks, check-out
 * (an early one gives back the nights from tonight on), no-show (gives back the nights
 * left, eZee's reservation cancelled), the day's lists, filters of the bookings list,
 * and staff notes that never reach the guest's page, JSON or e-mails.
 */
import { and, eq, gte, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { RoomAvailabilityDto, RoomTypeDto } from "~core/types";
import {
  auditLog,
  bookings,
  ezeeRoomMappings,
  jobs,
  mailOutbox,
  roomInventory,
} from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { takeStayAction } from "~server/services/booking/stay-operations";
import { configureEzeeRateLimit } from "~server/services/property/client";
import { type FakeEzee, startFakeEzee } from "../../scripts/fakes/ezee";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

const PASSWORD = "a long password!";
const today = hotelToday();
const day = (n: number) => addDaysIso(today, n);
const NOTE = "Guest asked us not to call before 9; VIP of the owner.";

let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let ezee: FakeEzee;
let rooms: RoomTypeDto[];
let desk = "";
let deskId = 0;

const call = (method: string, path: string, body?: unknown) =>
  adminCall(t, desk, method, path, body);

const room = (name: string) => rooms.find((r) => r.name === name)!;

/** A guest's web booking (one adult per room, bed only), with its secret link. */
async function webBooking(roomName: string, checkIn: string, nights: number, roomCount = 1) {
  const quote = await t.getJson(
    `/api/quote?roomId=${room(roomName).id}&checkIn=${checkIn}&checkOut=${addDaysIso(checkIn, nights)}&adults=${roomCount}&rooms=${roomCount}`,
  );
  const response = await t.app.request("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      ...GUEST,
      roomId: room(roomName).id,
      checkIn,
      checkOut: addDaysIso(checkIn, nights),
      adults: roomCount,
      roomCount,
      totalAmount: (quote.body as { total: number }).total,
    }),
  });
  const body = (await response.json()) as {
    id: number;
    reference: string;
    confirmationUrl: string;
  };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return { ...body, token: new URL(body.confirmationUrl).searchParams.get("token")! };
}

const action = (id: number, name: "check-in" | "check-out" | "no-show") =>
  call("POST", `/api/admin/bookings/${id}/${name}`);

async function roomsLeft(roomName: string, from: string, to: string) {
  const calendar = (
    await t.getJson(`/api/rooms/${room(roomName).id}/availability?from=${from}&to=${to}`)
  ).body as RoomAvailabilityDto;
  return calendar.nights.map((night) => night.available);
}

beforeAll(async () => {
  configureEzeeRateLimit({ max: 1000, windowMs: 1000 });
  ezee = await startFakeEzee();
  pages = await createTestPages();
  t = await createTestApp({}, { pageHandler: pages.pageHandler });
  rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  await createAdmin(t.database.db, {
    email: "owner@example.com",
    name: "Owner",
    password: PASSWORD,
  });
  deskId = (
    await createAdmin(t.database.db, {
      email: "desk@example.com",
      name: "Juma Desk",
      password: PASSWORD,
      role: "front_office",
    })
  ).id;
  const signIn = async (email: string) => (await apiSignIn(t, email, PASSWORD)).cookie;
  desk = await signIn("owner@example.com");
  const saved = await call("PUT", "/api/admin/ezee/config", {
    hotelCode: ezee.hotelCode,
    apiKey: ezee.apiKey,
    apiUrl: ezee.url,
    isActive: true,
  });
  expect(saved.status, saved.text).toBe(200);
  await t.database.db.insert(ezeeRoomMappings).values({
    localRoomId: room("Deluxe").id,
    ezeeRoomTypeId: "1234000000000000004",
    ezeeRoomTypeName: "Deluxe",
  });
  desk = await signIn("desk@example.com");
}, 120_000);
afterAll(async () => {
  configureEzeeRateLimit({ max: 5, windowMs: 5000 });
  await t?.close();
  await pages?.close();
  await ezee?.close();
});

describe("check in", () => {
  it("once, however many clicks at the same moment, and only from the arrival date", async () => {
    const made = await webBooking("Superior Standard", day(0), 2);
    const answers = await Promise.all(Array.from({ length: 5 }, () => action(made.id, "check-in")));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toMatch(/already checked in/);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, made.id));
    expect(row).toMatchObject({ stayStatus: "in_house" });
    expect(row?.checkedInAt).toBeInstanceOf(Date);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "check_in"), eq(auditLog.entityId, String(made.id))));
    expect(entries).toMatchObject([{ userId: deskId, entity: "booking" }]);
    // A guest in house cannot be cancelled: they are checked out instead.
    const cancel = await call("POST", `/api/admin/bookings/${made.id}/cancel`);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toMatch(/check them out/);

    const tomorrow = await webBooking("Superior Standard", day(1), 1);
    const early = await action(tomorrow.id, "check-in");
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^Check-in opens on the arrival date/);
    const noShowEarly = await action(tomorrow.id, "no-show");
    expect(noShowEarly.status).toBe(409);
    const out = await action(tomorrow.id, "check-out");
    expect(out.status).toBe(409);
    expect(out.body.message).toBe("The guest has not checked in yet.");
  });

  it("refuses a cancelled booking, and 404 for none", async () => {
    const made = await webBooking("Superior Standard", day(0), 1);
    expect((await call("POST", `/api/admin/bookings/${made.id}/cancel`)).status).toBe(200);
    const refused = await action(made.id, "check-in");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/cancelled: it cannot be checked in/);
    expect((await action(2_000_000_000, "check-in")).status).toBe(404);
  });

  it("a no-show and a check-in at the same moment: one of them", async () => {
    const made = await webBooking("Superior Mini", day(0), 1);
    const answers = await Promise.all([action(made.id, "no-show"), action(made.id, "check-in")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe("no-show and check-out", () => {
  it("a no-show gives back the nights from today: availability goes up by the rooms; eZee hears of it", async () => {
    const made = await webBooking("Deluxe", day(0), 3, 2);
    const before = await roomsLeft("Deluxe", day(0), day(3));
    const answer = await action(made.id, "no-show");
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      stayStatus: "no_show",
      releasedNights: [day(0), day(1), day(2)],
    });
    const after = await roomsLeft("Deluxe", day(0), day(3));
    expect(after).toEqual(before.map((count) => count + 2));
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, made.id));
    // The booking keeps its charges, settled at the desk.
    expect(row).toMatchObject({ status: "confirmed", stayStatus: "no_show" });
    expect(row?.totalAmount).toBeGreaterThan(0);
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `ezee:cancel:${made.id}`)),
    ).toHaveLength(1);
    // Nothing more can happen to it.
    expect((await action(made.id, "check-in")).body.message).toMatch(/recorded as a no-show/);
    expect((await call("POST", `/api/admin/bookings/${made.id}/cancel`)).status).toBe(409);
  });

  it("an early check-out gives back the nights after today; the night of arrival stays sold", async () => {
    const made = await webBooking("Super Deluxe", day(0), 3);
    expect((await action(made.id, "check-in")).status).toBe(200);
    const inventory = async () =>
      (
        await t.database.db
          .select()
          .from(roomInventory)
          .where(
            and(
              eq(roomInventory.roomTypeId, room("Super Deluxe").id),
              gte(roomInventory.night, day(0)),
            ),
          )
          .orderBy(roomInventory.night)
      ).map((night) => [night.night, night.booked]);
    expect(await inventory()).toEqual([
      [day(0), 1],
      [day(1), 1],
      [day(2), 1],
    ]);
    // The guest leaves on the morning of the second day.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const result = await takeStayAction(t.services, made.id, "check-out", deskId, tomorrow);
    expect(result.releasedNights).toEqual([day(1), day(2)]);
    expect(await inventory()).toEqual([
      [day(0), 1],
      [day(1), 0],
      [day(2), 0],
    ]);
    const again = await action(made.id, "check-out");
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already checked out/);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "check_out"), eq(auditLog.entityId, String(made.id))));
    expect(entry?.details).toMatchObject({ releasedNights: [day(1), day(2)] });
  });
});

describe("the front desk's lists", () => {
  it("today's and tomorrow's arrivals and departures, the guests in house, and the list's filters", async () => {
    const arriving = await webBooking("Single Mini", day(0), 2);
    const leaving = await webBooking("Single Mini", day(1), 1);
    const overview = await call("GET", "/api/admin/front-desk");
    expect(overview.status).toBe(200);
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
    expect(ids(overview.body.today.arrivals)).toContain(arriving.id);
    expect(ids(overview.body.tomorrow.arrivals)).toContain(leaving.id);
    expect(ids(overview.body.tomorrow.departures)).not.toContain(leaving.id);
    expect(overview.body.today.date).toBe(today);
    await action(arriving.id, "check-in");
    const later = await call("GET", "/api/admin/front-desk");
    expect(ids(later.body.inHouse)).toContain(arriving.id);
    const byDate = await call("GET", `/api/admin/front-desk?date=${day(2)}`);
    expect(ids(byDate.body.departures)).toContain(arriving.id);
    expect((await call("GET", "/api/admin/front-desk?date=tomorrow")).status).toBe(400);

    const inHouse = await call("GET", "/api/admin/bookings?stay=in_house");
    expect(inHouse.body.every((row: { stayStatus: string }) => row.stayStatus === "in_house")).toBe(
      true,
    );
    expect(ids(inHouse.body)).toContain(arriving.id);
    const phone = await call("GET", "/api/admin/bookings?source=phone");
    expect(phone.body).toEqual([]);
    expect((await call("GET", "/api/admin/bookings?stay=gone")).status).toBe(400);

    const page = await t.app.request("/admin/front-desk", { headers: { Cookie: desk } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(arriving.reference);
    const list = await t.app.request("/admin/bookings?stay=in_house", {
      headers: { Cookie: desk },
    });
    const listHtml = await list.text();
    expect(listHtml).toContain(arriving.reference);
    expect(listHtml).not.toContain(leaving.reference);
  });
});

describe("staff notes", () => {
  it("are kept with their author and never reach the guest's page, JSON or e-mails", async () => {
    const made = await webBooking("Superior Standard", day(10), 2);
    const empty = await call("POST", `/api/admin/bookings/${made.id}/notes`, { body: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty("body");
    const long = await call("POST", `/api/admin/bookings/${made.id}/notes`, {
      body: "x".repeat(2001),
    });
    expect(long.status).toBe(400);
    const added = await call("POST", `/api/admin/bookings/${made.id}/notes`, { body: NOTE });
    expect(added.status, added.text).toBe(201);
    const listed = await call("GET", `/api/admin/bookings/${made.id}/notes`);
    expect(listed.body).toMatchObject([{ body: NOTE, author: "Juma Desk" }]);

    // The staff change the guest is e-mailed about, after the note.
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, made.id));
    const changed = await call("PUT", `/api/admin/bookings/${made.id}`, {
      roomId: row!.roomTypeId,
      checkIn: row!.checkIn,
      checkOut: row!.checkOut,
      adults: 1,
      roomCount: 1,
      firstName: row!.firstName,
      lastName: row!.lastName,
      email: row!.email,
      phone: row!.phone,
      address: row!.address,
      city: row!.city,
      country: row!.country,
      specialRequests: "Late arrival",
      expectedTotal: row!.totalAmount,
      version: 0,
      notifyGuest: true,
    });
    expect(changed.status, changed.text).toBe(200);

    const json = await t.app.request(`/api/bookings/${made.reference}?token=${made.token}`);
    const jsonText = await json.text();
    expect(json.status).toBe(200);
    expect(jsonText).toContain("Late arrival");
    expect(jsonText).not.toContain("VIP of the owner");
    const guestPage = await t.app.request(
      `/booking/confirmation?ref=${made.reference}&token=${made.token}`,
    );
    const guestHtml = await guestPage.text();
    expect(guestPage.status).toBe(200);
    expect(guestHtml).toContain(made.reference);
    expect(guestHtml).not.toContain("VIP of the owner");
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `booking:${made.reference}:%`));
    expect(mails.length).toBeGreaterThanOrEqual(4);
    for (const mail of mails) {
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain("VIP of the owner");
    }
    // Staff see it on the booking's admin page, with the author.
    const admin = await t.app.request(`/admin/bookings/${made.id}`, { headers: { Cookie: desk } });
    const adminHtml = await admin.text();
    expect(adminHtml).toContain("VIP of the owner");
    expect(adminHtml).toContain("Juma Desk");
  });
});
