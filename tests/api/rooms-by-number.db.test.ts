/**
 * Rooms by number and housekeeping through the admin API: staff add a room type's rooms
 * (numbers unique), bookings get rooms for every night of their stay (suggested: free, in
 * service, inspected and clean first; or chosen), two stays never hold one room on one night
 * (the database refuses, even for two clerks at once), out-of-order rooms are never
 * suggested, check-in assigns rooms, check-out leaves them dirty, a room a stay still needs
 * cannot be deleted, and the role gate: housekeeping and assignments are the desk's (a
 * content editor gets 403), no session 401.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminRole } from "~core/admin-roles";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { OccupancyGridDto } from "~core/reports";
import type { BookingRoomsDto, PhysicalRoomDto, RoomGridDto } from "~core/schemas/rooms";
import { bookings, roomAssignments, roomTypes } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import type { HousekeepingRoomDto } from "~server/services/property/room-numbers";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

const PASSWORD = "a long password!";
const today = hotelToday();
const day = (n: number) => addDaysIso(today, n);

let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
const cookies: Record<AdminRole | "nobody", string> = {
  owner: "",
  front_office: "",
  content_editor: "",
  nobody: "",
};
const types = { garden: 0, suite: 0 };
const roomIds: Record<string, number> = {};

const call = (who: keyof typeof cookies, method: string, path: string, body?: unknown) =>
  adminCall(t, cookies[who], method, path, body);

const ROOM_TYPE = {
  description: { en: "A room." },
  shortDescription: { en: "A room." },
  capacity: 2,
  size: 20,
  bedType: "Double",
  view: "Garden",
  rateSingleBedOnly: 8000,
  rateSingleBreakfast: 9000,
  rateDoubleBedOnly: 9000,
  rateDoubleBreakfast: 10000,
};

let references = 0;
/** A confirmed booking written straight into the table, as the booking flows leave one. */
async function booking(roomTypeId: number, checkIn: string, checkOut: string, roomCount = 1) {
  const nights = (Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000;
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      reference: `PB-ROOMS${String(++references).padStart(3, "0")}`,
      accessTokenHash: "x",
      roomTypeId,
      checkIn,
      checkOut,
      nights,
      adults: roomCount,
      roomCount,
      firstName: "Amina",
      lastName: `Guest${references}`,
      email: "guest@example.com",
      phone: "+254700000000",
      address: "1 Beach Road",
      city: "Mombasa",
      country: "Kenya",
      nightlyRate: 8000,
      subtotal: 8000 * nights * roomCount,
      taxes: 0,
      totalAmount: 8000 * nights * roomCount,
      status: "confirmed",
    })
    .returning();
  return row!;
}

const roomsOf = async (bookingId: number) => {
  const answer = await call("front_office", "GET", `/api/admin/bookings/${bookingId}/rooms`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as BookingRoomsDto;
};

const assign = (bookingId: number, ids?: number[], who: keyof typeof cookies = "front_office") =>
  call(who, "PUT", `/api/admin/bookings/${bookingId}/rooms`, ids ? { roomIds: ids } : {});

const numbers = (body: unknown) =>
  (body as BookingRoomsDto).assigned.map((room) => room.number).sort();

const housekeeping = async () => {
  const answer = await call("front_office", "GET", "/api/admin/housekeeping");
  expect(answer.status, answer.text).toBe(200);
  return answer.body as HousekeepingRoomDto[];
};

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({ SEED_DEMO: "0" }, { pageHandler: pages.pageHandler });
  const rows = await t.database.db
    .insert(roomTypes)
    .values([
      { ...ROOM_TYPE, slug: "garden", name: "Garden", totalRooms: 6 },
      { ...ROOM_TYPE, slug: "suite", name: "Suite", totalRooms: 1 },
    ])
    .returning();
  types.garden = rows.find((row) => row.slug === "garden")!.id;
  types.suite = rows.find((row) => row.slug === "suite")!.id;
  for (const role of ["owner", "front_office", "content_editor"] as const) {
    const email = `${role}@example.com`;
    await createAdmin(t.database.db, { email, name: `Staff ${role}`, password: PASSWORD, role });
    const signIn = await apiSignIn(t, email, PASSWORD);
    expect(signIn.status).toBe(200);
    cookies[role] = signIn.cookie;
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

describe("a room type's rooms by number", () => {
  it("are added by the desk, each number once, with clear refusals", async () => {
    for (const number of ["101", "102", "103", "104", "105"]) {
      const answer = await call("front_office", "POST", "/api/admin/room-numbers", {
        roomTypeId: types.garden,
        number,
        floor: "1",
      });
      expect(answer.status, answer.text).toBe(201);
      roomIds[number] = (answer.body as PhysicalRoomDto).id;
    }
    const suite = await call("owner", "POST", "/api/admin/room-numbers", {
      roomTypeId: types.suite,
      number: "S1",
      notes: "Sea view, top floor",
    });
    expect(suite.status, suite.text).toBe(201);
    roomIds.S1 = (suite.body as PhysicalRoomDto).id;

    const twice = await call("owner", "POST", "/api/admin/room-numbers", {
      roomTypeId: types.suite,
      number: "101",
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      message: "There is already a room number 101.",
      errors: { number: "There is already a room number 101." },
    });

    const bad = await call("owner", "POST", "/api/admin/room-numbers", {
      roomTypeId: types.garden,
      number: "",
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Enter the room's number");
    const backwards = await call("owner", "POST", "/api/admin/room-numbers", {
      roomTypeId: types.garden,
      number: "150",
      outOfOrderFrom: day(3),
      outOfOrderTo: day(1),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.text).toContain("Out of order until must be on or after out of order from.");

    const noType = await call("owner", "POST", "/api/admin/room-numbers", {
      roomTypeId: 999_999,
      number: "999",
    });
    expect(noType.status).toBe(404);

    const garden = await call("owner", "GET", `/api/admin/room-numbers?roomTypeId=${types.garden}`);
    expect((garden.body as PhysicalRoomDto[]).map((room) => room.number)).toEqual([
      "101",
      "102",
      "103",
      "104",
      "105",
    ]);
    const renamed = await call("owner", "PUT", `/api/admin/room-numbers/${roomIds["105"]}`, {
      number: "105",
      floor: "Ground",
      notes: "Near the pool",
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({ floor: "Ground", notes: "Near the pool" });
  });
});

describe("assigning rooms", () => {
  let stay = 0;

  it("suggests free rooms in service, inspected and clean first, never an out-of-order one", async () => {
    // 101 dirty, 103 inspected, 102 out of order over the stay's second night.
    expect(
      (
        await call("front_office", "PUT", `/api/admin/housekeeping/${roomIds["101"]}`, {
          status: "dirty",
        })
      ).status,
    ).toBe(200);
    await call("front_office", "PUT", `/api/admin/housekeeping/${roomIds["103"]}`, {
      status: "inspected",
    });
    const broken = await call("owner", "PUT", `/api/admin/room-numbers/${roomIds["102"]}`, {
      number: "102",
      outOfOrderFrom: day(1),
      outOfOrderTo: day(1),
    });
    expect(broken.status, broken.text).toBe(200);

    stay = (await booking(types.garden, today, day(2), 2)).id;
    const before = await roomsOf(stay);
    expect(before).toMatchObject({ roomCount: 2, assignable: true, assigned: [] });
    expect(before.suggested).toEqual([roomIds["103"], roomIds["104"]]);
    const refused = before.choices.find((choice) => choice.id === roomIds["102"]);
    expect(refused).toMatchObject({ free: false, reason: "out of order" });

    const chosenBroken = await assign(stay, [roomIds["102"]!, roomIds["104"]!]);
    expect(chosenBroken.status).toBe(409);
    expect(chosenBroken.text).toContain(`Room 102 is out of order on the night of ${day(1)}.`);

    const wrongCount = await assign(stay, [roomIds["104"]!]);
    expect(wrongCount.status).toBe(400);

    const answer = await assign(stay);
    expect(answer.status, answer.text).toBe(200);
    expect(numbers(answer.body)).toEqual(["103", "104"]);
    // Each room for every night of the stay: 2 rooms × 2 nights.
    const rows = await t.database.db
      .select()
      .from(roomAssignments)
      .where(eq(roomAssignments.bookingId, stay));
    expect(rows.map((row) => `${row.roomId}@${row.night}`).sort()).toEqual(
      [
        `${roomIds["103"]}@${today}`,
        `${roomIds["103"]}@${day(1)}`,
        `${roomIds["104"]}@${today}`,
        `${roomIds["104"]}@${day(1)}`,
      ].sort(),
    );
  });

  it("refuses a second stay in a room on an overlapping night, at the API and in the database", async () => {
    const other = (await booking(types.garden, day(1), day(3))).id;
    const taken = await assign(other, [roomIds["104"]!]);
    expect(taken.status).toBe(409);
    expect(numbers(await roomsOf(other))).toEqual([]);
    expect((await roomsOf(other)).suggested).not.toContain(roomIds["104"]);
    // The table itself refuses, whatever code writes to it.
    await expect(
      t.database.db
        .insert(roomAssignments)
        .values({ bookingId: other, roomId: roomIds["104"]!, night: day(1) }),
    ).rejects.toThrow();
    // Reassigning replaces the booking's rooms: 105 instead of 104.
    const moved = await assign(stay, [roomIds["103"]!, roomIds["105"]!]);
    expect(moved.status, moved.text).toBe(200);
    expect(numbers(moved.body)).toEqual(["103", "105"]);
    const now104 = await assign(other, [roomIds["104"]!]);
    expect(now104.status, now104.text).toBe(200);
    expect(numbers(now104.body)).toEqual(["104"]);
  });

  it("gives the last free room to exactly one of two clerks assigning it at once", async () => {
    const first = (await booking(types.suite, day(5), day(7))).id;
    const second = (await booking(types.suite, day(6), day(8))).id;
    const chosen = await Promise.all([assign(first, [roomIds.S1!]), assign(second, [roomIds.S1!])]);
    expect(chosen.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const holders = await t.database.db
      .selectDistinct({ bookingId: roomAssignments.bookingId })
      .from(roomAssignments)
      .where(and(eq(roomAssignments.roomId, roomIds.S1!), eq(roomAssignments.night, day(6))));
    expect(holders).toHaveLength(1);

    // The same with the suggested room: one wins, the other is told none is free.
    const third = (await booking(types.suite, day(10), day(12))).id;
    const fourth = (await booking(types.suite, day(11), day(13))).id;
    const suggested = await Promise.all([assign(third), assign(fourth)]);
    expect(suggested.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it("is refused for a booking that is not confirmed", async () => {
    const cancelled = await booking(types.garden, day(20), day(21));
    await t.database.db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.id, cancelled.id));
    const answer = await assign(cancelled.id);
    expect(answer.status).toBe(409);
    expect(answer.text).toContain("confirmed bookings only");
  });
});

describe("check-in, check-out and housekeeping", () => {
  it("check-in assigns the suggested room when none is assigned, or takes the chosen one", async () => {
    const walkIn = (await booking(types.garden, today, day(1))).id;
    const checkedIn = await call("front_office", "POST", `/api/admin/bookings/${walkIn}/check-in`);
    expect(checkedIn.status, checkedIn.text).toBe(200);
    // 103 and 105 are the first stay's, 104 the second's from tomorrow, 102 is free tonight
    // (out of order tomorrow only) and 101 is dirty: 102 comes first, being clean.
    expect(checkedIn.body).toMatchObject({ stayStatus: "in_house", rooms: ["102"] });
    expect(numbers(await roomsOf(walkIn))).toEqual(["102"]);

    const chosen = (await booking(types.garden, today, day(1))).id;
    const taken = await call("front_office", "POST", `/api/admin/bookings/${chosen}/check-in`, {
      roomIds: [roomIds["102"]],
    });
    expect(taken.status).toBe(409);
    const checked = await call("front_office", "POST", `/api/admin/bookings/${chosen}/check-in`, {
      roomIds: [roomIds["101"]],
    });
    expect(checked.status, checked.text).toBe(200);
    expect(checked.body).toMatchObject({ rooms: ["101"] });

    const list = await housekeeping();
    const room102 = list.find((room) => room.number === "102")!;
    expect(room102.tonight).toMatchObject({ bookingId: walkIn, stayStatus: "in_house" });
    const room103 = list.find((room) => room.number === "103")!;
    expect(room103).toMatchObject({ arriving: true, tonight: { stayStatus: "expected" } });
  });

  it("check-out makes the guest's rooms dirty and frees the nights given back", async () => {
    const stay = (await booking(types.garden, today, day(3))).id;
    const added = await call("owner", "POST", "/api/admin/room-numbers", {
      roomTypeId: types.garden,
      number: "106",
    });
    roomIds["106"] = (added.body as PhysicalRoomDto).id;
    const busy = await call("front_office", "POST", `/api/admin/bookings/${stay}/check-in`, {
      roomIds: [roomIds["105"]],
    });
    expect(busy.status).toBe(409); // 105 is the first stay's tonight
    const inHouse = await call("front_office", "POST", `/api/admin/bookings/${stay}/check-in`, {
      roomIds: [roomIds["106"]],
    });
    expect(inHouse.status, inHouse.text).toBe(200);
    expect(inHouse.body).toMatchObject({ rooms: ["106"] });

    const out = await call("front_office", "POST", `/api/admin/bookings/${stay}/check-out`, {
      balanceOwing: true,
    });
    expect(out.status, out.text).toBe(200);
    const room106 = (await housekeeping()).find((room) => room.number === "106")!;
    expect(room106).toMatchObject({ status: "dirty", statusChangedBy: "Check-out", tonight: null });
    // An early departure: the nights from tonight on hold the room no more.
    const left = await t.database.db
      .select()
      .from(roomAssignments)
      .where(eq(roomAssignments.bookingId, stay));
    expect(left).toEqual([]);
    // ...but the booking still says which room the guest had.
    const record = await roomsOf(stay);
    expect(record).toMatchObject({ assigned: [], stayRooms: ["106"], assignable: false });
    const bookingPage = await t.app.request(`/admin/bookings/${stay}`, {
      headers: { Cookie: cookies.front_office },
    });
    expect((await bookingPage.text()).replaceAll("<!-- -->", "")).toContain(
      "Room number: <strong>106</strong>",
    );

    const cleaned = await call("front_office", "PUT", `/api/admin/housekeeping/${roomIds["106"]}`, {
      status: "inspected",
    });
    expect(cleaned.status).toBe(200);
    expect(cleaned.body).toMatchObject({
      status: "inspected",
      statusChangedBy: "Staff front_office",
    });
    const wrong = await call("front_office", "PUT", `/api/admin/housekeeping/${roomIds["101"]}`, {
      status: "sparkling",
    });
    expect(wrong.status).toBe(400);
  });

  it("moves a guest in house from tonight on: the nights slept keep their room, the room left is dirty", async () => {
    for (const number of ["150", "151", "152"]) {
      const added = await call("owner", "POST", "/api/admin/room-numbers", {
        roomTypeId: types.garden,
        number,
      });
      expect(added.status, added.text).toBe(201);
      roomIds[number] = (added.body as PhysicalRoomDto).id;
    }
    // Arrived yesterday in 150, leaves in two days.
    const stay = (await booking(types.garden, day(-1), day(2))).id;
    expect((await assign(stay, [roomIds["150"]!])).status).toBe(200);
    await t.database.db
      .update(bookings)
      .set({ stayStatus: "in_house", checkedInAt: new Date(), stayRooms: ["150"] })
      .where(eq(bookings.id, stay));
    // 152 is another guest's tonight: the move is refused and nothing changes.
    const other = (await booking(types.garden, today, day(1))).id;
    expect((await assign(other, [roomIds["152"]!])).status).toBe(200);
    const refused = await assign(stay, [roomIds["152"]!]);
    expect(refused.status).toBe(409);
    expect(numbers(await roomsOf(stay))).toEqual(["150"]);

    const moved = await assign(stay, [roomIds["151"]!]);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ inHouse: true, stayRooms: ["150", "151"] });
    expect(numbers(moved.body)).toEqual(["151"]);
    const nights = await t.database.db
      .select({ night: roomAssignments.night, roomId: roomAssignments.roomId })
      .from(roomAssignments)
      .where(eq(roomAssignments.bookingId, stay));
    expect(nights.sort((a, b) => a.night.localeCompare(b.night))).toEqual([
      { night: day(-1), roomId: roomIds["150"] },
      { night: today, roomId: roomIds["151"] },
      { night: day(1), roomId: roomIds["151"] },
    ]);
    const list = await housekeeping();
    expect(list.find((room) => room.number === "150")).toMatchObject({
      status: "dirty",
      statusChangedBy: "Room move",
      tonight: null,
    });
    expect(list.find((room) => room.number === "151")!.tonight).toMatchObject({
      bookingId: stay,
      stayStatus: "in_house",
    });
    // 150 is free for tonight again.
    const choices = (await roomsOf(other)).choices;
    expect(choices.find((choice) => choice.number === "150")).toMatchObject({ free: true });

    // The occupancy grid by room number shows the move: 150 last night, 151 from tonight.
    const unnumbered = (await booking(types.garden, day(10), day(11))).id;
    const answer = await call(
      "front_office",
      "GET",
      `/api/admin/calendar?from=${day(-1)}&view=rooms`,
    );
    expect(answer.status, answer.text).toBe(200);
    const grid = answer.body as OccupancyGridDto & { rooms: RoomGridDto };
    const garden = grid.rooms.roomTypes.find((type) => type.id === types.garden)!;
    const runsOf = (number: string) =>
      garden.rooms
        .find((room) => room.number === number)!
        .runs.map((run) => [run.night, run.span, run.kind, run.booking?.id ?? null]);
    expect(runsOf("150")).toEqual([
      [day(-1), 1, "stay", stay],
      [today, 13, "free", null],
    ]);
    expect(runsOf("151")).toEqual([
      [day(-1), 1, "free", null],
      [today, 2, "stay", stay],
      [day(2), 11, "free", null],
    ]);
    expect(runsOf("152").slice(0, 3)).toEqual([
      [day(-1), 1, "free", null],
      [today, 1, "stay", other],
      [day(1), 12, "free", null],
    ]);
    // Each night: the rooms sold of the type are the numbered ones and the ones without.
    const cells = grid.roomTypes.find((type) => type.id === types.garden)!.cells;
    grid.nights.forEach((night, index) => {
      const numbered = garden.rooms.filter((room) =>
        room.runs.some(
          (run) =>
            run.kind === "stay" &&
            night >= run.night &&
            index < grid.nights.indexOf(run.night) + run.span,
        ),
      ).length;
      expect(garden.unassigned[index]! + numbered, night).toBe(cells[index]!.sold);
    });
    expect(garden.unassigned[grid.nights.indexOf(day(10))]).toBeGreaterThanOrEqual(1);
    const screen = await t.app.request(`/admin/calendar?from=${day(-1)}&view=rooms`, {
      headers: { Cookie: cookies.front_office },
    });
    const html = (await screen.text()).replaceAll("<!-- -->", "");
    expect(screen.status).toBe(200);
    expect(html).toContain(`href="/admin/bookings/${stay}"`);
    expect(html).toMatch(/Room 151, \d+ \w+ to \d+ \w+: <\/span>/);
    expect(html).toContain("No number yet");
    expect(html).toContain('aria-current="page"');
    await t.database.db.delete(bookings).where(eq(bookings.id, unnumbered));

    // Checked out, the record keeps both rooms; a stay that ended cannot be moved.
    const out = await call("front_office", "POST", `/api/admin/bookings/${stay}/check-out`, {
      balanceOwing: true,
    });
    expect(out.status, out.text).toBe(200);
    expect(await roomsOf(stay)).toMatchObject({ stayRooms: ["150", "151"], assignable: false });
    const late = await assign(stay, [roomIds["150"]!]);
    expect(late.status).toBe(409);
    expect(late.text).toContain("this stay has ended");
  });

  it("a room a stay still needs cannot be deleted; a free one can", async () => {
    const held = await call("owner", "DELETE", `/api/admin/room-numbers/${roomIds["104"]}`);
    expect(held.status).toBe(409);
    expect(held.text).toContain("Room 104 is assigned to booking");
    const spare = await call("owner", "POST", "/api/admin/room-numbers", {
      roomTypeId: types.garden,
      number: "199",
    });
    const gone = await call(
      "owner",
      "DELETE",
      `/api/admin/room-numbers/${(spare.body as PhysicalRoomDto).id}`,
    );
    expect(gone.status, gone.text).toBe(200);
  });
});

describe("the screens", () => {
  const page = async (path: string) => {
    const response = await t.app.request(path, { headers: { Cookie: cookies.front_office } });
    const html = await response.text();
    expect(response.status, `${path}: ${html.slice(0, 300)}`).toBe(200);
    // React separates a text's parts with empty comments ("Room <!-- -->101").
    return html.replaceAll("<!-- -->", "");
  };

  it("show rooms by number on housekeeping, the room type, the booking and the front desk", async () => {
    const housekeepingPage = await page("/admin/housekeeping");
    expect(housekeepingPage).toContain("Room 101");
    expect(housekeepingPage).toContain("Room S1");
    const roomType = await page(`/admin/rooms/edit/${types.garden}`);
    expect(roomType).toContain("Save room 104");
    const arrival = (await booking(types.garden, today, day(1))).id;
    const bookingPage = await page(`/admin/bookings/${arrival}`);
    expect(bookingPage).toContain("Rooms by number");
    expect(bookingPage).toContain("Assign rooms");
    const desk = await page("/admin/front-desk");
    expect(desk).toContain("Assign rooms");
  });
});

describe("the role gate", () => {
  it("keeps content editors out (403) and callers without a session (401)", async () => {
    const booked = (await booking(types.garden, day(30), day(31))).id;
    const paths: [string, string, unknown?][] = [
      ["GET", "/api/admin/housekeeping"],
      ["PUT", `/api/admin/housekeeping/${roomIds["101"]}`, { status: "clean" }],
      ["GET", "/api/admin/room-numbers"],
      ["POST", "/api/admin/room-numbers", { roomTypeId: types.garden, number: "300" }],
      ["DELETE", `/api/admin/room-numbers/${roomIds["105"]}`],
      ["GET", `/api/admin/bookings/${booked}/rooms`],
      ["PUT", `/api/admin/bookings/${booked}/rooms`, {}],
    ];
    for (const [method, path, body] of paths) {
      expect((await call("content_editor", method, path, body)).status, `${method} ${path}`).toBe(
        403,
      );
      expect((await call("nobody", method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect((await call("front_office", "GET", "/api/admin/room-numbers")).status).toBe(200);
  });
});
