/**
 * Rooms by number: the physical rooms of each room type (the "rates" area: what is sold),
 * housekeeping's list and status buttons, and the rooms assigned to a booking (both the
 * "bookings" area; core/admin-roles.ts). Thin adapters over
 * server/services/property/room-numbers.ts.
 */
import { type Context, Hono } from "hono";
import { hotelToday } from "~core/dates";
import { isIsoDate } from "~core/pricing";
import {
  HousekeepingStatusSchema,
  PhysicalRoomCreateSchema,
  PhysicalRoomUpdateSchema,
  RoomAssignmentSchema,
} from "~core/schemas/rooms";
import { idFromParam } from "~core/schemas/text";
import type { HonoEnv } from "../../context";
import { badRequest, parseId } from "../../errors";
import {
  assignBookingRooms,
  bookingRooms,
  createPhysicalRoom,
  deletePhysicalRoom,
  housekeepingList,
  listPhysicalRooms,
  setHousekeepingStatus,
  updatePhysicalRoom,
} from "../../services/property/room-numbers";
import { jsonInput } from "../validate";

const member = (c: Context<HonoEnv>) => {
  const admin = c.var.admin!;
  return { id: admin.id, name: admin.name };
};

export const roomNumbersAdminApi = new Hono<HonoEnv>()
  // ?roomTypeId= the rooms of one room type.
  .get("/room-numbers", async (c) => {
    const raw = c.req.query("roomTypeId");
    const roomTypeId = raw === undefined ? undefined : idFromParam(raw);
    if (roomTypeId === null) throw badRequest("roomTypeId must be a room type's id");
    return c.json(await listPhysicalRooms(c.var.services.db, roomTypeId));
  })
  .post("/room-numbers", jsonInput(PhysicalRoomCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const room = await createPhysicalRoom(c.var.services.db, input, member(c));
    return c.json({ ...room, message: `Room ${room.number} added.` }, 201);
  })
  .put("/room-numbers/:id", jsonInput(PhysicalRoomUpdateSchema), async (c) => {
    const id = parseId(c.req.param("id"), "room");
    const input = c.req.valid("json");
    const room = await updatePhysicalRoom(c.var.services.db, id, input, member(c));
    return c.json({ ...room, message: `Room ${room.number} saved.` });
  })
  .delete("/room-numbers/:id", async (c) => {
    const id = parseId(c.req.param("id"), "room");
    await deletePhysicalRoom(c.var.services.db, id, member(c));
    return c.json({ status: "deleted" });
  })
  // ?date= one hotel date (today by default).
  .get("/housekeeping", async (c) => {
    const date = c.req.query("date") ?? hotelToday();
    if (!isIsoDate(date)) throw badRequest("date must be a YYYY-MM-DD date");
    return c.json(await housekeepingList(c.var.services.db, date));
  })
  .put("/housekeeping/:id", jsonInput(HousekeepingStatusSchema), async (c) => {
    const id = parseId(c.req.param("id"), "room");
    const { status } = c.req.valid("json");
    return c.json(await setHousekeepingStatus(c.var.services.db, id, status, member(c)));
  })
  .get("/bookings/:id/rooms", async (c) => {
    const id = parseId(c.req.param("id"), "booking");
    return c.json(await bookingRooms(c.var.services.db, id));
  })
  // The chosen rooms (`roomIds`, one per room booked), or the suggested ones without.
  .put("/bookings/:id/rooms", jsonInput(RoomAssignmentSchema), async (c) => {
    const id = parseId(c.req.param("id"), "booking");
    const { roomIds } = c.req.valid("json");
    return c.json(await assignBookingRooms(c.var.services.db, id, roomIds, member(c)));
  });
