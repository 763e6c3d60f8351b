/**
 * Roles within the room form: prices, occupancy and the number of rooms
 * belong to front office and owners. A content editor's save that changes any of them is
 * refused (403 field_refused) and nothing is written; the same save with the stored values
 * and new texts goes through; front office changes the rate. The content editor's form shows
 * those fields read-only and the dashboard shows content only.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminRole } from "~core/admin-roles";
import { roomTypes } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

const PASSWORD = "a long password!";
let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
const cookies: Record<AdminRole, string> = { owner: "", front_office: "", content_editor: "" };
let roomId = 0;

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({}, { pageHandler: pages.pageHandler });
  for (const role of ["owner", "front_office", "content_editor"] as const) {
    const email = `${role}-rooms@example.com`;
    await createAdmin(t.database.db, { email, name: role, password: PASSWORD, role });
    const signedIn = await apiSignIn(t, email, PASSWORD);
    expect(signedIn.status).toBe(200);
    cookies[role] = signedIn.cookie;
  }
  const [room] = await t.database.db.select().from(roomTypes).where(eq(roomTypes.name, "Deluxe"));
  roomId = room!.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

const stored = async () => {
  const [row] = await t.database.db.select().from(roomTypes).where(eq(roomTypes.id, roomId));
  return row!;
};

/** The form's fields as the room has them now (what a freshly opened form sends). */
const formOf = async () => {
  const row = await stored();
  return {
    version: row.version,
    name: row.name,
    description: { en: row.description.en },
    shortDescription: { en: row.shortDescription.en },
    amenities: row.amenities.map((item) => item.en).join(", "),
    price: row.rateSingleBedOnly,
    singleBreakfast: row.rateSingleBreakfast,
    doubleBedOnly: row.rateDoubleBedOnly,
    doubleBreakfast: row.rateDoubleBreakfast,
    capacity: row.capacity,
    size: row.size,
    totalRooms: row.totalRooms,
  };
};

const save = (role: AdminRole, body: unknown) =>
  adminCall(t, cookies[role], "PUT", `/api/admin/rooms/${roomId}`, body);

describe("the room form by role", () => {
  it("refuses a content editor's rate, capacity or room count change, writing nothing", async () => {
    const before = await stored();
    for (const change of [
      { price: 1 },
      { doubleBreakfast: before.rateDoubleBreakfast + 100 },
      { rackSingleBedOnly: 20_000 },
      { capacity: before.capacity + 1 },
      { totalRooms: before.totalRooms + 1 },
    ]) {
      const form = await formOf();
      const answer = await save("content_editor", {
        ...form,
        description: { en: "A new description that must not be saved either." },
        ...change,
      });
      expect(answer.status, JSON.stringify(change)).toBe(403);
      expect(answer.body.code).toBe("field_refused");
      expect(Object.keys(answer.body.errors)).toEqual(Object.keys(change));
    }
    const after = await stored();
    expect(after).toMatchObject({
      version: before.version,
      rateSingleBedOnly: before.rateSingleBedOnly,
      rateDoubleBreakfast: before.rateDoubleBreakfast,
      rackSingleBedOnly: before.rackSingleBedOnly,
      capacity: before.capacity,
      totalRooms: before.totalRooms,
      description: before.description,
    });
  });

  it("takes a content editor's text change with the rates as stored", async () => {
    const before = await stored();
    const answer = await save("content_editor", {
      ...(await formOf()),
      description: { en: "A sea-facing room, newly described by the content editor." },
    });
    expect(answer.status, answer.text).toBe(200);
    const after = await stored();
    expect(after.description.en).toBe("A sea-facing room, newly described by the content editor.");
    expect(after.rateSingleBedOnly).toBe(before.rateSingleBedOnly);
  });

  it("lets front office change the rate and the number of rooms", async () => {
    const before = await stored();
    const answer = await save("front_office", {
      ...(await formOf()),
      price: before.rateSingleBedOnly + 500,
      totalRooms: before.totalRooms + 1,
    });
    expect(answer.status, answer.text).toBe(200);
    const after = await stored();
    expect(after.rateSingleBedOnly).toBe(before.rateSingleBedOnly + 500);
    expect(after.totalRooms).toBe(before.totalRooms + 1);
  });

  it("refuses a nightly rate of KSh 0 in the room form", async () => {
    const before = await stored();
    const answer = await save("owner", { ...(await formOf()), singleBreakfast: 0 });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.singleBreakfast).toBe(
      "The single with breakfast rate must be more than KSh 0",
    );
    expect((await stored()).rateSingleBreakfast).toBe(before.rateSingleBreakfast);
  });

  it("shows a content editor the rates read-only and the texts editable", async () => {
    const html = await (
      await t.app.request(`/admin/rooms/edit/${roomId}`, {
        headers: { Cookie: cookies.content_editor },
      })
    ).text();
    const input = (name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0];
    expect(input("price")).toContain("readOnly");
    expect(input("totalRooms")).toContain("readOnly");
    expect(input("name")).not.toContain("readOnly");
    const owner = await (
      await t.app.request(`/admin/rooms/edit/${roomId}`, { headers: { Cookie: cookies.owner } })
    ).text();
    expect(owner.match(/<input[^>]*name="price"[^>]*>/)?.[0]).not.toContain("readOnly");
  });

  it("shows a content editor's dashboard content only, linking only where they may go", async () => {
    const html = await (
      await t.app.request("/admin", { headers: { Cookie: cookies.content_editor } })
    ).text();
    expect(html).toContain("Room types");
    expect(html).not.toContain("Integration health");
    expect(html).not.toContain('href="/admin/pesapal"');
    expect(html).not.toContain('href="/admin/ezee"');
    expect(html).not.toContain('href="/admin/bookings');
    const frontOffice = await (
      await t.app.request("/admin", { headers: { Cookie: cookies.front_office } })
    ).text();
    expect(frontOffice).toContain("Integration health");
  });
});
