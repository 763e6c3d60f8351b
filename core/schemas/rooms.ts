/**
 * Rooms by number (the physical rooms of a room type), their housekeeping status and the
 * rooms assigned to a booking: the forms of the admin and the admin API share these schemas.
 * Messages are English (the admin is not translated).
 */
import { isIsoDate } from "../pricing";
import { z } from "../zod";
import { idNumber, singleLine } from "./text";

export const HOUSEKEEPING_STATUSES = ["clean", "dirty", "inspected", "out_of_order"] as const;
export type HousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number];

export const HOUSEKEEPING_LABELS: Record<HousekeepingStatus, string> = {
  clean: "Clean",
  dirty: "Dirty",
  inspected: "Inspected",
  out_of_order: "Out of order",
};

export const ROOM_MESSAGES = {
  number: "Enter the room's number: 1 to 20 letters, digits, spaces or dashes (e.g. 101 or A-12).",
  floor: "The floor may have at most 30 characters.",
  notes: "The notes may have at most 500 characters.",
  date: "Enter a date as YYYY-MM-DD, or leave it empty.",
  order: "Out of order until must be on or after out of order from.",
  toWithoutFrom: "Give the first night out of order too.",
  status: "Choose clean, dirty, inspected or out of order.",
  roomIds: "Choose the room(s) to assign.",
} as const;

const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === "" || isIsoDate(value), ROOM_MESSAGES.date)
  .nullish()
  .transform((value) => value || null);

const optionalText = (max: number, message: string) =>
  singleLine(message)
    .max(max, message)
    .nullish()
    .transform((value) => value?.trim() || null);

const roomFields = {
  number: singleLine(ROOM_MESSAGES.number)
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, ROOM_MESSAGES.number)
        .max(20, ROOM_MESSAGES.number)
        .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, ROOM_MESSAGES.number),
    ),
  floor: optionalText(30, ROOM_MESSAGES.floor),
  notes: optionalText(500, ROOM_MESSAGES.notes),
  outOfOrderFrom: optionalDate,
  outOfOrderTo: optionalDate,
};

function datesOrdered(
  value: { outOfOrderFrom: string | null; outOfOrderTo: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.outOfOrderTo && !value.outOfOrderFrom) {
    ctx.addIssue({
      code: "custom",
      path: ["outOfOrderFrom"],
      message: ROOM_MESSAGES.toWithoutFrom,
    });
  }
  if (value.outOfOrderFrom && value.outOfOrderTo && value.outOfOrderTo < value.outOfOrderFrom) {
    ctx.addIssue({ code: "custom", path: ["outOfOrderTo"], message: ROOM_MESSAGES.order });
  }
}

/** A new physical room of a room type. */
export const PhysicalRoomCreateSchema = z
  .object({ roomTypeId: idNumber("Choose the room type."), ...roomFields })
  .superRefine(datesOrdered);
export type PhysicalRoomCreate = z.infer<typeof PhysicalRoomCreateSchema>;

/** A room's number, floor, notes and out-of-order dates, as edited. */
export const PhysicalRoomUpdateSchema = z.object(roomFields).superRefine(datesOrdered);
export type PhysicalRoomUpdate = z.infer<typeof PhysicalRoomUpdateSchema>;

/** Housekeeping sets a room's status. */
export const HousekeepingStatusSchema = z.object({
  status: z.enum(HOUSEKEEPING_STATUSES, { message: ROOM_MESSAGES.status }),
});

/**
 * The rooms for a booking: the chosen rooms (one per room booked), or none to take the
 * suggested ones.
 */
export const RoomAssignmentSchema = z.object({
  roomIds: z
    .array(idNumber(ROOM_MESSAGES.roomIds))
    .max(50, ROOM_MESSAGES.roomIds)
    .refine((ids) => new Set(ids).size === ids.length, "Choose each room once.")
    .optional(),
});
export type RoomAssignment = z.infer<typeof RoomAssignmentSchema>;

/** A physical room as the admin API answers it. */
export interface PhysicalRoomDto {
  id: number;
  roomTypeId: number;
  roomTypeName: string;
  number: string;
  floor: string | null;
  notes: string | null;
  outOfOrderFrom: string | null;
  outOfOrderTo: string | null;
  status: HousekeepingStatus;
  statusChangedAt: string | null;
  statusChangedBy: string | null;
}

/** Whether a room is out of order on a night (its dates, both included). */
export function outOfOrderOn(
  room: { outOfOrderFrom: string | null; outOfOrderTo: string | null },
  night: string,
): boolean {
  if (!room.outOfOrderFrom) return false;
  return room.outOfOrderFrom <= night && (room.outOfOrderTo === null || room.outOfOrderTo >= night);
}

export interface RoomChoice {
  id: number;
  number: string;
  floor: string | null;
  status: HousekeepingStatus;
  /** Free for the whole stay and in service. */
  free: boolean;
  /** Why not free (taken, out of order), for the select's label. */
  reason: string | null;
}

export interface BookingRoomsDto {
  bookingId: number;
  roomCount: number;
  /**
   * Whether rooms may be assigned now: confirmed and the stay not over, before check-in (every
   * night) or in house (a move, from tonight on).
   */
  assignable: boolean;
  /** The guest is in house: `assigned` are the rooms from tonight on. */
  inHouse: boolean;
  /** The rooms the guest has had (in house, or after check-out): kept when nights are given back. */
  stayRooms: string[];
  assigned: { id: number; number: string; floor: string | null; status: HousekeepingStatus }[];
  /** The free rooms the desk would take (one per room booked), or fewer when not enough. */
  suggested: number[];
  choices: RoomChoice[];
}

/** A run of nights of one room in the occupancy grid by number: one stay, free, or out of order. */
export interface RoomRunDto {
  /** The first night of the run and how many nights it covers. */
  night: string;
  span: number;
  kind: "stay" | "free" | "out_of_order";
  booking: { id: number; reference: string; guest: string; stayStatus: string } | null;
}

/** The occupancy grid by room number: each room type's rooms, night by night. */
export interface RoomGridDto {
  roomTypes: {
    id: number;
    name: string;
    rooms: { id: number; number: string; floor: string | null; runs: RoomRunDto[] }[];
    /** Rooms sold each night that no room number holds yet (to assign). */
    unassigned: number[];
  }[];
}
