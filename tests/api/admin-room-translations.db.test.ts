/**
 * Room texts in every language: the admin saves each language side by side,
 * a translation left behind by an English change is marked stale and listed on
 * /admin/translations, and the plain English-only PUT still works.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nestOnce } from "~/components/admin/admin-form";
import type { RoomTypeDto } from "~core/types";
import { roomTypes } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let cookie = "";
let room: RoomTypeDto;
const ORIGIN = "http://localhost";

type Report = {
  stale: { kind: string; item: string; field: string; stale: string[]; editUrl: string }[];
};

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.database.db, {
    email: "texts@example.com",
    name: "Texts",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "texts@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  room = ((await t.getJson("/api/rooms")).body as RoomTypeDto[])[0] as RoomTypeDto;
});
afterAll(async () => {
  await t?.close();
});

const stored = async () => {
  const [row] = await t.database.db.select().from(roomTypes).where(eq(roomTypes.id, room.id));
  return row!;
};

/** A PUT from the room's current version, as a freshly opened form sends it. */
const put = async (body: Record<string, unknown>, version?: number) =>
  t.app.request(`/api/admin/rooms/${room.id}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
    body: JSON.stringify({ version: version ?? (await stored()).version, ...body }),
  });

/** The fields of the plain PUT, English only. */
const spec = () => ({
  name: room.name,
  description: "A bright room with a queen bed, a sitting area and a view of the garden.",
  price: 9900,
  capacity: room.capacity,
  size: room.size,
  totalRooms: room.totalRooms,
  amenities: ["Free Wi-Fi", "Air conditioning"],
});

const french = async () => (await t.getJson(`/api/rooms/${room.id}?lang=fr`)).body as RoomTypeDto;
const staleRows = async () =>
  (
    (await t.getJson("/api/admin/translations", { headers: { Cookie: cookie } })).body as Report
  ).stale.filter((entry) => entry.editUrl === `/admin/rooms/edit/${room.id}`);

describe("room texts in every language", () => {
  it("saves the French description and amenities, shown on the French room page", async () => {
    const response = await put({
      ...spec(),
      description: {
        en: "A bright room with a queen bed, a sitting area and a view of the garden.",
        fr: "Une chambre lumineuse avec un grand lit, un coin salon et une vue sur le jardin.",
      },
      amenities: {
        en: "Free Wi-Fi, Air conditioning, Kettle",
        fr: "Wi-Fi gratuit, Clim, Bouilloire",
      },
    });
    expect(response.status).toBe(200);
    const page = await french();
    expect(page.description).toBe(
      "Une chambre lumineuse avec un grand lit, un coin salon et une vue sur le jardin.",
    );
    expect(page.amenities).toEqual(["Wi-Fi gratuit", "Clim", "Bouilloire"]);
    // Languages not sent keep their translations; English is English.
    const row = await stored();
    expect(row.description.es).toBeTruthy();
    expect(row.amenities[0]?.es).toBe("Wi-Fi gratis");
    expect(row.amenities[2]).toEqual({ en: "Kettle", fr: "Bouilloire" });
    // The English changed too: the translations not saved with it are now older.
    const rows = await staleRows();
    expect(rows.map((entry) => [entry.field, entry.stale])).toEqual([
      ["Description", ["es", "it", "de", "ar", "sw"]],
    ]);
  });

  it("an English change marks the translations stale, listed with a link to the room", async () => {
    const before = await stored();
    const response = await put({
      ...spec(),
      description: "A bright room with a king bed, a sitting area and a view of the garden.",
      amenities: {
        en: "Free high-speed Wi-Fi, Air conditioning, Kettle",
        fr: "Wi-Fi gratuit, Clim, Bouilloire",
      },
    });
    expect(response.status).toBe(200);
    const row = await stored();
    // The translations stay (guests read them) but are marked older than the English.
    expect(row.description.fr).toBe(before.description.fr);
    expect(row.translationStale.description).toEqual(["fr", "es", "it", "de", "ar", "sw"]);
    expect(row.translationStale.amenities).toEqual(["fr"]);
    const rows = await staleRows();
    expect(rows).toContainEqual({
      kind: "Room",
      item: room.name,
      field: "Description",
      stale: ["fr", "es", "it", "de", "ar", "sw"],
      editUrl: `/admin/rooms/edit/${room.id}`,
    });
    expect(rows.find((entry) => entry.field === "Amenities")?.stale).toEqual(["fr"]);
  });

  it("saving the French clears its stale mark, the other languages keep theirs", async () => {
    const response = await put({
      ...spec(),
      description: {
        en: "A bright room with a king bed, a sitting area and a view of the garden.",
        fr: "Une chambre lumineuse avec un très grand lit, un coin salon et une vue sur le jardin.",
      },
      amenities: {
        en: "Free high-speed Wi-Fi, Air conditioning, Kettle",
        fr: "Wi-Fi haut débit gratuit, Clim, Bouilloire",
      },
    });
    expect(response.status).toBe(200);
    const row = await stored();
    expect(row.translationStale.description).toEqual(["es", "it", "de", "ar", "sw"]);
    expect(row.translationStale.amenities).toBeUndefined();
    const rows = await staleRows();
    expect(rows.map((entry) => entry.field)).toEqual(["Description"]);
    expect(rows[0]?.stale).not.toContain("fr");
    expect((await french()).amenities[0]).toBe("Wi-Fi haut débit gratuit");
  });

  it("refuses more amenities than the English has, naming the language; nothing is lost", async () => {
    const before = await stored();
    const response = await put({
      ...spec(),
      description: { en: "A changed English text that must not be saved now.", fr: "Nouveau." },
      amenities: {
        en: "Free high-speed Wi-Fi, Air conditioning, Kettle",
        fr: "Wi-Fi, Clim, Bouilloire, Coffre",
      },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors["amenities.fr"]).toBe(
      "Amenities (French) lists 4 but English lists 3: give one French name per English amenity, in the same order, separated by commas (leave a name empty to show the English one).",
    );
    expect(body.message).toContain("Amenities (French) lists 4 but English lists 3");
    const after = await stored();
    expect(after.version).toBe(before.version);
    expect(after.description).toEqual(before.description);
    expect(after.amenities).toEqual(before.amenities);
    expect(after.translationStale).toEqual(before.translationStale);
  });

  it("still takes the plain English-only PUT: translations kept and marked, 409 when stale", async () => {
    const before = await stored();
    const response = await put({
      ...spec(),
      description: "An airy room with a king bed, a sitting area and a view of the garden.",
      amenities: ["Free high-speed Wi-Fi", "Air conditioning", "Kettle", "Safe"],
    });
    expect(response.status).toBe(200);
    const row = await stored();
    expect(row.description.en).toBe(
      "An airy room with a king bed, a sitting area and a view of the garden.",
    );
    expect(row.description.fr).toBe(before.description.fr);
    expect(row.translationStale.description).toEqual(["fr", "es", "it", "de", "ar", "sw"]);
    // Kept amenities keep their translations; the new one is English until translated.
    expect((await french()).amenities).toEqual([
      "Wi-Fi haut débit gratuit",
      "Clim",
      "Bouilloire",
      "Safe",
    ]);
    expect(row.rateSingleBedOnly).toBe(9900);
    // A save from the version before is refused.
    const late = await put(spec(), before.version);
    expect(late.status).toBe(409);
  });

  it("the room form's fields save every language; a refusal names the field", async () => {
    const row = await stored();
    // The form's fields as the screen sends them through the API client.
    const post = async (fields: Record<string, string>) => {
      const response = await t.app.request(`/api/admin/rooms/${room.id}`, {
        method: "PUT",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
        body: JSON.stringify(nestOnce(fields)),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const fields = {
      version: String(row.version),
      name: row.name,
      price: "9900",
      singleBreakfast: String(row.rateSingleBreakfast),
      doubleBedOnly: String(row.rateDoubleBedOnly),
      doubleBreakfast: String(row.rateDoubleBreakfast),
      rackSingleBedOnly: "",
      rackSingleBreakfast: "",
      rackDoubleBedOnly: "",
      rackDoubleBreakfast: "",
      capacity: String(row.capacity),
      size: String(row.size),
      totalRooms: String(row.totalRooms),
      "description.en": row.description.en,
      "description.fr": "Une chambre aérée avec un très grand lit et une vue sur le jardin.",
      "description.es": "",
      "shortDescription.en": row.shortDescription.en,
      "shortDescription.fr": "Chambre aérée, vue jardin",
      "amenities.en": "Free high-speed Wi-Fi, Air conditioning, Kettle, Safe",
      "amenities.fr": "Wi-Fi haut débit gratuit, Clim, Bouilloire, Coffre-fort, Minibar",
    };
    const refused = await post(fields);
    expect(refused.status).toBe(400);
    expect((refused.body.errors as Record<string, string>)["amenities.fr"]).toContain(
      "Amenities (French) lists 5 but English lists 4",
    );
    expect((await french()).description).not.toBe(fields["description.fr"]);

    const saved = await post({
      ...fields,
      "amenities.fr": "Wi-Fi haut débit gratuit, Clim, Bouilloire, Coffre-fort",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("Room details updated successfully.");
    const page = await french();
    expect(page.description).toBe(fields["description.fr"]);
    expect(page.shortDescription).toBe("Chambre aérée, vue jardin");
    expect(page.amenities.at(-1)).toBe("Coffre-fort");
    const after = await stored();
    // An emptied translation is removed (the page shows English) and no longer stale.
    expect(after.description.es).toBeUndefined();
    expect(after.translationStale.description).toEqual(["it", "de", "ar", "sw"]);
  });

  it("a translation confirmed as still correct loses its mark without a change", async () => {
    const before = await stored();
    const response = await put({
      ...spec(),
      description: before.description.en,
      amenities: before.amenities.map((item) => item.en),
      translationChecked: { "description.it": "on", "amenities.xx": "on" },
    });
    expect(response.status).toBe(200);
    const after = await stored();
    expect(after.description).toEqual(before.description);
    expect(after.translationStale.description).toEqual(["de", "ar", "sw"]);
  });
});
