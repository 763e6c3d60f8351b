/**
 * Two site room types cannot be mapped to one eZee room type. The admin
 * API refuses the second with a 409 naming the site room type that has it (creating,
 * editing, re-activating), the database's unique index refuses it too, and of two
 * parallel requests one wins.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoomTypeDto } from "~core/types";
import { ezeeRoomMappings } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { createTestApp, type TestApp } from "../helpers/test-app";

const PASSWORD = "a long password!";
let t: TestApp;
let owner = "";
let rooms: RoomTypeDto[] = [];

const api = (method: string, path: string, body?: unknown) =>
  adminCall(t, owner, method, `/api/admin/ezee${path}`, body);
const room = (index: number) => rooms[index]!;
const map = (localRoomId: number, ezeeRoomTypeId: string, extra: Record<string, unknown> = {}) =>
  api("POST", "/room-mappings", {
    localRoomId,
    ezeeRoomTypeId,
    ezeeRoomTypeName: `eZee ${ezeeRoomTypeId}`,
    ...extra,
  });

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.database.db, {
    email: "owner@example.com",
    name: "Owner",
    password: PASSWORD,
  });
  owner = (await apiSignIn(t, "owner@example.com", PASSWORD)).cookie;
  rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  expect(rooms.length).toBeGreaterThanOrEqual(5);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("one eZee room type per site room type", () => {
  it("refuses a second site room type for an eZee room type, naming the one that has it", async () => {
    const first = await map(room(0).id, "1001");
    expect(first.status, first.text).toBe(201);
    const second = await map(room(1).id, "1001");
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      `The eZee room type "eZee 1001" is already mapped to the site's "${room(0).name}": one eZee room type maps to one site room type. Change or delete that mapping first.`,
    );
    expect(second.body.errors).toHaveProperty("ezeeRoomTypeId");
    const list = (await api("GET", "/room-mappings")).body as { ezeeRoomTypeId: string }[];
    expect(list.filter((row) => row.ezeeRoomTypeId === "1001")).toHaveLength(1);

    // Editing another mapping onto it is refused the same way; its own edit is not.
    const other = await map(room(1).id, "1002");
    expect(other.status).toBe(201);
    const moved = await api("PUT", `/room-mappings/${other.body.id}`, {
      localRoomId: room(1).id,
      ezeeRoomTypeId: "1001",
      ezeeRoomTypeName: "eZee 1001",
    });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toContain(`mapped to the site's "${room(0).name}"`);
    const same = await api("PUT", `/room-mappings/${first.body.id}`, {
      localRoomId: room(0).id,
      ezeeRoomTypeId: "1001",
      ezeeRoomTypeName: "Renamed",
    });
    expect(same.status, same.text).toBe(200);
  });

  it("an inactive mapping claims nothing until it is switched on", async () => {
    expect((await map(room(2).id, "2001")).status).toBe(201);
    const idle = await map(room(3).id, "2001", { isActive: false });
    expect(idle.status, idle.text).toBe(201);
    const on = await api("PUT", `/room-mappings/${idle.body.id}`, {
      localRoomId: room(3).id,
      ezeeRoomTypeId: "2001",
      ezeeRoomTypeName: "eZee 2001",
      isActive: true,
    });
    expect(on.status).toBe(409);
    expect(on.body.message).toContain(`mapped to the site's "${room(2).name}"`);
  });

  it("the database refuses it too, and of two parallel requests one wins", async () => {
    await expect(
      t.database.db.insert(ezeeRoomMappings).values({
        localRoomId: room(4).id,
        ezeeRoomTypeId: "1001",
        ezeeRoomTypeName: "direct",
      }),
    ).rejects.toThrow();
    await t.database.db.delete(ezeeRoomMappings);
    const answers = await Promise.all([map(room(0).id, "3001"), map(room(1).id, "3001")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.message).toMatch(/^The eZee room type "eZee 3001" is already mapped/);
    const rows = await t.database.db
      .select()
      .from(ezeeRoomMappings)
      .where(eq(ezeeRoomMappings.ezeeRoomTypeId, "3001"));
    expect(rows).toHaveLength(1);
  });
});
