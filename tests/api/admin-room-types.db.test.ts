/**
 * An empty hotel (SEED_DEMO=0) sets up its rooms: staff who set rates create a room type,
 * which guests then see, get a quote for and book; a duplicate or malformed slug and a
 * content editor are refused. Retiring it is refused while an upcoming booking needs it and
 * allowed once that booking is cancelled; a retired type leaves the public list, quotes
 * and bookings, stays in the admin list marked "Retired", and its bookings keep it.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminRole } from "~core/admin-roles";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { RoomTypeDto } from "~core/types";
import { auditLog, ezeeRoomMappings, roomTypes } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { GUEST } from "../helpers/guest";
import { openHotel } from "../helpers/hotel-settings";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

const PASSWORD = "a long password!";
let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
const cookies: Record<AdminRole, string> = { owner: "", front_office: "", content_editor: "" };
const checkIn = addDaysIso(hotelToday(), 10);
const checkOut = addDaysIso(checkIn, 2);

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({ SEED_DEMO: "0" }, { pageHandler: pages.pageHandler });
  // A hotel that has saved its settings: guests may book it.
  await openHotel(t);
  await pages.dropReadCache(t.database.db);
  for (const role of ["owner", "front_office", "content_editor"] as const) {
    const email = `${role}-types@example.com`;
    await createAdmin(t.database.db, { email, name: role, password: PASSWORD, role });
    const signedIn = await apiSignIn(t, email, PASSWORD);
    expect(signedIn.status).toBe(200);
    cookies[role] = signedIn.cookie;
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

const call = (role: AdminRole, method: string, path: string, body?: unknown) =>
  adminCall(t, cookies[role], method, path, body);

const newType = (changes: Record<string, unknown> = {}) => ({
  name: "Sea View Suite",
  slug: "sea-view-suite",
  description: { en: "A suite of 40 m² facing the Indian Ocean, with a balcony." },
  shortDescription: { en: "Balcony over the ocean" },
  capacity: 2,
  size: 40,
  totalRooms: 2,
  bedType: "King bed",
  view: "Sea view",
  price: 12_000,
  singleBreakfast: 13_500,
  doubleBedOnly: 14_000,
  doubleBreakfast: 16_000,
  rackSingleBedOnly: "",
  amenities: "Free Wi-Fi, Air conditioning, Balcony",
  ...changes,
});

const publicRooms = async () => (await t.getJson("/api/rooms")).body as RoomTypeDto[];
const typeCount = async () => (await t.database.db.select().from(roomTypes)).length;

const quote = (roomId: number) =>
  t.getJson(`/api/quote?roomId=${roomId}&checkIn=${checkIn}&checkOut=${checkOut}&adults=1&rooms=1`);

async function book(roomId: number, totalAmount: number) {
  const response = await t.app.request("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      ...GUEST,
      roomId,
      checkIn,
      checkOut,
      adults: 1,
      roomCount: 1,
      totalAmount,
    }),
  });
  return { status: response.status, body: (await response.json()) as { id: number } };
}

let roomId = 0;
let bookingId = 0;

const adminPage = async (role: AdminRole, path: string) => {
  const response = await t.app.request(path, { headers: { Cookie: cookies[role] } });
  return { status: response.status, html: await response.text() };
};

describe("creating a room type", () => {
  it("offers an empty hotel's front office the form, and no content editor", async () => {
    const list = await adminPage("front_office", "/admin/rooms");
    expect(list.html).toContain('href="/admin/rooms/new"');
    expect(list.html).toContain("No room types yet.");
    const form = await adminPage("front_office", "/admin/rooms/new");
    expect(form.status).toBe(200);
    for (const name of [
      "name",
      "slug",
      "bedType",
      "view",
      "price",
      "doubleBreakfast",
      "description.en",
    ])
      expect(form.html, name).toContain(`name="${name}"`);
    expect((await adminPage("content_editor", "/admin/rooms")).html).not.toContain(
      'href="/admin/rooms/new"',
    );
    expect((await adminPage("content_editor", "/admin/rooms/new")).status).toBe(403);
  });

  it("refuses a content editor (403) and writes nothing", async () => {
    const answer = await call("content_editor", "POST", "/api/admin/rooms", newType());
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe("role_refused");
    expect(await typeCount()).toBe(0);
  });

  it("refuses an empty or hyphens-only slug and missing rates, naming the fields", async () => {
    for (const slug of ["", "---", "Sea View", "-sea-"]) {
      const answer = await call("owner", "POST", "/api/admin/rooms", newType({ slug }));
      expect(answer.status, slug).toBe(400);
      expect(answer.body.errors.slug, slug).toMatch(/^Slug /);
    }
    const noRates = await call(
      "owner",
      "POST",
      "/api/admin/rooms",
      newType({ doubleBreakfast: "", singleBreakfast: 0 }),
    );
    expect(noRates.status).toBe(400);
    expect(noRates.body.errors).toMatchObject({
      doubleBreakfast: "The double with breakfast rate is required",
      singleBreakfast: "The single with breakfast rate must be more than KSh 0",
    });
    expect(await typeCount()).toBe(0);
  });

  it("creates it for front office, and guests see, quote and book it", async () => {
    const answer = await call("front_office", "POST", "/api/admin/rooms", newType());
    expect(answer.status, answer.text).toBe(201);
    roomId = answer.body.id;
    const listed = (await publicRooms()).find((room) => room.id === roomId);
    expect(listed).toMatchObject({
      slug: "sea-view-suite",
      name: "Sea View Suite",
      shortDescription: "Balcony over the ocean",
      bedType: "King bed",
      view: "Sea view",
      totalRooms: 2,
      amenities: ["Free Wi-Fi", "Air conditioning", "Balcony"],
      rates: {
        singleBedOnly: 12_000,
        singleBreakfast: 13_500,
        doubleBedOnly: 14_000,
        doubleBreakfast: 16_000,
      },
      rackRates: null,
    });
    const quoted = await quote(roomId);
    expect(quoted.status).toBe(200);
    const total = (quoted.body as { total: number }).total;
    expect(total).toBeGreaterThanOrEqual(24_000);
    const made = await book(roomId, total);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    bookingId = made.body.id;
    const [logged] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "room_type"), eq(auditLog.entityId, String(roomId))));
    expect(logged?.action).toBe("create");
  });

  it("refuses a slug already used (409) and writes nothing", async () => {
    const answer = await call("owner", "POST", "/api/admin/rooms", newType({ name: "Other" }));
    expect(answer.status).toBe(409);
    expect(answer.body.errors.slug).toBe(
      'A room type with the slug "sea-view-suite" already exists. Choose another slug.',
    );
    expect(await typeCount()).toBe(1);
  });
});

describe("editing a room type's slug, bed type and view", () => {
  const stored = async () => {
    const [row] = await t.database.db.select().from(roomTypes).where(eq(roomTypes.id, roomId));
    return row!;
  };
  const edit = async (changes: Record<string, unknown>) => {
    const row = await stored();
    const { slug: _slug, bedType: _bed, view: _view, ...form } = newType();
    return call("owner", "PUT", `/api/admin/rooms/${roomId}`, {
      ...form,
      version: row.version,
      ...changes,
    });
  };

  it("offers the three fields on the room's page, filled", async () => {
    const { html } = await adminPage("owner", `/admin/rooms/edit/${roomId}`);
    expect(html).toMatch(
      /name="slug"[^>]*value="sea-view-suite"|value="sea-view-suite"[^>]*name="slug"/,
    );
    expect(html).toMatch(/name="bedType"[^>]*value="King bed"|value="King bed"[^>]*name="bedType"/);
  });

  it("refuses what creation refuses: a malformed or taken slug, an empty bed type", async () => {
    await t.database.db.insert(roomTypes).values({
      ...(await stored()),
      id: undefined,
      slug: "garden-room",
      name: "Garden Room",
      isActive: false,
    });
    const dashes = await edit({ slug: "---" });
    expect(dashes.status).toBe(400);
    expect(dashes.body.errors.slug).toContain("Slug can only contain");
    const taken = await edit({ slug: "garden-room" });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.slug).toBe(
      'A room type with the slug "garden-room" already exists. Choose another slug.',
    );
    const bed = await edit({ bedType: " " });
    expect(bed.status).toBe(400);
    expect(bed.body.errors.bedType).toBe("Bed type is required (for example King bed)");
    expect((await stored()).slug).toBe("sea-view-suite");
    await t.database.db.delete(roomTypes).where(eq(roomTypes.slug, "garden-room"));
  });

  it("saves a new slug, bed type and view; the guest's room page and its booking keep working", async () => {
    const answer = await edit({ slug: "ocean-suite", bedType: "Twin beds", view: "Ocean view" });
    expect(answer.status, answer.text).toBe(200);
    expect(await stored()).toMatchObject({
      slug: "ocean-suite",
      bedType: "Twin beds",
      view: "Ocean view",
    });
    // Guests' links use the id: the page answers as before and shows the new bed type.
    const room = await t.getJson(`/api/rooms/${roomId}`);
    expect(room.status).toBe(200);
    expect(room.body).toMatchObject({ bedType: "Twin beds", view: "Ocean view" });
    const booking = await call("owner", "GET", `/api/admin/bookings/${bookingId}`);
    expect(booking.body.roomName).toBe("Sea View Suite");
    // Left out: kept.
    const kept = await edit({});
    expect(kept.status, kept.text).toBe(200);
    expect((await stored()).slug).toBe("ocean-suite");
    const back = await edit({ slug: "sea-view-suite", bedType: "King bed", view: "Sea view" });
    expect(back.status, back.text).toBe(200);
  });
});

describe("retiring a room type", () => {
  it("is refused to a content editor", async () => {
    const answer = await call("content_editor", "POST", `/api/admin/rooms/${roomId}/retire`);
    expect(answer.status).toBe(403);
  });

  it("is refused while an upcoming booking needs the type, naming the count", async () => {
    const answer = await call("owner", "POST", `/api/admin/rooms/${roomId}/retire`);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      "Sea View Suite cannot be retired: 1 upcoming booking needs it. Move or cancel that booking first.",
    );
    expect((await publicRooms()).map((room) => room.id)).toContain(roomId);
  });

  it("is allowed once that booking is cancelled: gone from guests, kept in the admin", async () => {
    const cancelled = await call("owner", "POST", `/api/admin/bookings/${bookingId}/cancel`);
    expect(cancelled.status, cancelled.text).toBe(200);
    // The type was sold through eZee too: retiring it switches that mapping off.
    await t.database.db.insert(ezeeRoomMappings).values({
      localRoomId: roomId,
      ezeeRoomTypeId: "EZ-SEA",
      ezeeRoomTypeName: "Sea View Suite (eZee)",
    });
    const answer = await call("front_office", "POST", `/api/admin/rooms/${roomId}/retire`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.isActive).toBe(false);
    const mappings = await t.database.db
      .select({ isActive: ezeeRoomMappings.isActive })
      .from(ezeeRoomMappings)
      .where(eq(ezeeRoomMappings.localRoomId, roomId));
    expect(mappings).toEqual([{ isActive: false }]);

    expect(await publicRooms()).toEqual([]);
    expect((await t.getJson(`/api/rooms/${roomId}`)).status).toBe(404);
    expect((await quote(roomId)).status).toBe(404);
    expect((await book(roomId, 30_000)).status).toBe(404);
    const sitemap = await (await t.app.request("/sitemap.xml")).text();
    expect(sitemap).not.toContain(`/rooms/${roomId}<`);

    // The booking and its room type's name stay; the admin lists the type as retired.
    const booking = await call("owner", "GET", `/api/admin/bookings/${bookingId}`);
    expect(booking.status).toBe(200);
    expect(booking.body.roomName).toBe("Sea View Suite");
    const list = await call("owner", "GET", "/api/admin/rooms");
    expect(list.body).toEqual([expect.objectContaining({ id: roomId, isActive: false })]);
    const html = await (
      await t.app.request("/admin/rooms", { headers: { Cookie: cookies.owner } })
    ).text();
    expect(html).toContain("Sea View Suite");
    expect(html).toContain(">Retired<");
    const edit = await adminPage("owner", `/admin/rooms/edit/${roomId}`);
    expect(edit.html).toContain("Reinstate room type");
  });

  it("keeps its slug taken, and reinstating puts it back on sale", async () => {
    const again = await call("owner", "POST", "/api/admin/rooms", newType());
    expect(again.status).toBe(409);
    const answer = await call("owner", "POST", `/api/admin/rooms/${roomId}/reinstate`);
    expect(answer.status, answer.text).toBe(200);
    expect((await publicRooms()).map((room) => room.id)).toEqual([roomId]);
    expect((await quote(roomId)).status).toBe(200);
  });
});
