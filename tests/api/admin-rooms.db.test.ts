import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatFacts } from "~core/chat-facts";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { ROOM_CHAT_NAMES_MESSAGES } from "~core/schemas/admin-room";
import type { RoomTypeDto } from "~core/types";
import { roomInventory, roomTypes } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let cookie = "";
let deluxe: RoomTypeDto;
const ORIGIN = "http://localhost";

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.database.db, {
    email: "rooms@example.com",
    name: "Rooms",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "rooms@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  deluxe = rooms.find((r) => r.name === "Deluxe") as RoomTypeDto;
});
afterAll(async () => {
  await t?.close();
});

/** A save from the room's current version (as a freshly opened form sends it). */
const put = async (id: number, body: Record<string, unknown>) => {
  const rooms = (await t.getJson("/api/admin/rooms", { headers: { Cookie: cookie } })).body as {
    id: number;
    version: number;
  }[];
  const version = rooms.find((room) => room.id === id)?.version;
  return t.app.request(`/api/admin/rooms/${id}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
    body: JSON.stringify({ version, ...body }),
  });
};

const valid = () => ({
  name: "Deluxe",
  description: "A 28 m² room with a queen bed and a sitting area.",
  price: 9900,
  capacity: 3,
  size: 28,
  totalRooms: deluxe.totalRooms,
  amenities: "Free Wi-Fi, Air conditioning,  Sea breeze ",
});

describe("PUT /api/admin/rooms/:id", () => {
  it("answers 400 with the required messages", async () => {
    const response = await put(deluxe.id, {
      name: "",
      description: "short",
      price: 0,
      capacity: -1,
      size: 0,
      totalRooms: 0,
      amenities: "",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toMatchObject({
      name: "Room name is required",
      description: "Description must be at least 10 characters",
      price: "Price must be positive",
      capacity: "Capacity must be positive",
      size: "Size must be positive",
      totalRooms: "Total rooms must be positive",
    });
  });

  it("gives the real limit for a price too high, and needs every rate the form sends", async () => {
    const response = await put(deluxe.id, {
      ...valid(),
      price: 99_999_999,
      singleBreakfast: "",
      rackDoubleBreakfast: 20_000_000,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toMatchObject({
      price: "Price must be at most KSh 10,000,000",
      singleBreakfast: "The single with breakfast rate is required",
      rackDoubleBreakfast: "The standard double with breakfast rate must be at most KSh 10,000,000",
    });
  });

  it("sets and clears all four struck-through rates; a client that leaves them out keeps them", async () => {
    const rack = {
      rackSingleBedOnly: 8200,
      rackSingleBreakfast: 8700,
      rackDoubleBedOnly: 10700,
      rackDoubleBreakfast: 11200,
    };
    expect((await put(deluxe.id, { ...valid(), ...rack })).status).toBe(200);
    let room = (await t.getJson(`/api/rooms/${deluxe.id}`)).body as RoomTypeDto;
    expect(room.rackRates).toEqual({
      singleBedOnly: 8200,
      singleBreakfast: 8700,
      doubleBedOnly: 10700,
      doubleBreakfast: 11200,
    });
    // The plain PUT without them keeps them.
    expect((await put(deluxe.id, valid())).status).toBe(200);
    room = (await t.getJson(`/api/rooms/${deluxe.id}`)).body as RoomTypeDto;
    expect(room.rackRates?.singleBedOnly).toBe(8200);
    // The form's empty fields clear them: no struck-through price any more.
    const cleared = await put(deluxe.id, {
      ...valid(),
      rackSingleBedOnly: "",
      rackSingleBreakfast: "",
      rackDoubleBedOnly: "",
      rackDoubleBreakfast: "",
    });
    expect(cleared.status).toBe(200);
    const [row] = await t.database.db.select().from(roomTypes).where(eq(roomTypes.id, deluxe.id));
    expect(row).toMatchObject({
      rackSingleBedOnly: null,
      rackSingleBreakfast: null,
      rackDoubleBedOnly: null,
      rackDoubleBreakfast: null,
    });
    room = (await t.getJson(`/api/rooms/${deluxe.id}`)).body as RoomTypeDto;
    expect(room.rackRates).toBeNull();
  });

  it("saves, and the public API shows the new rate at once, keeping amenity translations", async () => {
    const response = await put(deluxe.id, valid());
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Room details updated successfully.",
    );
    const english = (await t.getJson(`/api/rooms/${deluxe.id}`)).body as RoomTypeDto;
    expect(english.price).toBe(9900);
    expect(english.amenities).toEqual(["Free Wi-Fi", "Air conditioning", "Sea breeze"]);
    const french = (await t.getJson(`/api/rooms/${deluxe.id}?lang=fr`)).body as RoomTypeDto;
    expect(french.amenities[0]).not.toBe("Free Wi-Fi"); // its French translation was kept
    expect(french.amenities[2]).toBe("Sea breeze"); // new: English until translated
  });

  it("refuses fewer rooms than already sold on a future night, naming the night", async () => {
    const night = addDaysIso(hotelToday(), 15);
    await t.database.db
      .insert(roomInventory)
      .values({ roomTypeId: deluxe.id, night, capacity: deluxe.totalRooms, booked: 3 });
    const response = await put(deluxe.id, { ...valid(), totalRooms: 2 });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toContain(night);
    const ok = await put(deluxe.id, { ...valid(), totalRooms: 3 });
    expect(ok.status).toBe(200);
  });
});

describe("a room type's other names in the chat", () => {
  const chatRoom = async (id: number) =>
    ((await t.getJson("/api/chat/facts?lang=ar")).body as ChatFacts).rooms.find(
      (room) => room.id === id,
    );

  it("come from the room type, are edited one per line, and a save without them keeps them", async () => {
    // The demo seeds the Arabic spellings guests type.
    expect((await chatRoom(deluxe.id))?.otherNames).toContain("ديلوكس");

    const saved = await put(deluxe.id, {
      ...valid(),
      chatNames: "  the big room \r\nde luxe\n\nde luxe\nغرفة كبيرة",
    });
    expect(saved.status, await saved.text()).toBe(200);
    expect((await chatRoom(deluxe.id))?.otherNames).toEqual([
      "the big room",
      "de luxe",
      "غرفة كبيرة",
    ]);
    const [row] = await t.database.db.select().from(roomTypes).where(eq(roomTypes.id, deluxe.id));
    expect(row?.chatNames).toEqual(["the big room", "de luxe", "غرفة كبيرة"]);

    // A client that leaves the field out (an older form) keeps them.
    expect((await put(deluxe.id, valid())).status).toBe(200);
    expect((await chatRoom(deluxe.id))?.otherNames).toEqual([
      "the big room",
      "de luxe",
      "غرفة كبيرة",
    ]);
  });

  it("refuses too many or too long names on the field, keeping the stored ones", async () => {
    for (const [chatNames, message] of [
      [
        Array.from({ length: 13 }, (_, i) => `name ${i}`).join("\n"),
        ROOM_CHAT_NAMES_MESSAGES.tooMany,
      ],
      ["x".repeat(61), ROOM_CHAT_NAMES_MESSAGES.tooLong],
      [42, ROOM_CHAT_NAMES_MESSAGES.form],
    ] as const) {
      const response = await put(deluxe.id, { ...valid(), chatNames });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: Record<string, string> };
      expect(body.errors.chatNames).toBe(message);
    }
    expect((await chatRoom(deluxe.id))?.otherNames).toEqual([
      "the big room",
      "de luxe",
      "غرفة كبيرة",
    ]);
  });
});
