/** Room edit of the admin (spec 001 section 5), with the price engine's rates. */
import { z } from "../zod";
import { cleanSingleLine, multiLine, singleLine } from "./text";
import { versionField } from "./version";

const positive = (message: string) =>
  z.coerce.number({ message }).int(message).positive(message).max(10_000_000, message);
const rate = (message: string) =>
  z.coerce.number({ message }).int(message).min(0, message).max(10_000_000, message);
const optionalRate = (message: string) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    rate(message).optional(),
  );

export const RoomUpdateSchema = z.object({
  name: singleLine("Room name is required").min(1, "Room name is required").max(80),
  description: multiLine("Description must be at least 10 characters")
    .min(10, "Description must be at least 10 characters")
    .max(4000, "Description must be at most 4000 characters"),
  /** The base nightly rate: single occupancy, bed only. */
  price: positive("Price must be positive"),
  capacity: positive("Capacity must be positive"),
  size: positive("Size must be positive"),
  totalRooms: positive("Total rooms must be positive"),
  /** A list, or the form's comma-separated text (split and trimmed). */
  amenities: z
    .union([z.array(z.string()), z.string()])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(","))
        .map(cleanSingleLine)
        .filter(Boolean)
        .slice(0, 40),
    ),
  singleBreakfast: optionalRate("The single with breakfast rate must be 0 or more"),
  doubleBedOnly: optionalRate("The double bed-only rate must be 0 or more"),
  doubleBreakfast: optionalRate("The double with breakfast rate must be 0 or more"),
  rackSingleBedOnly: optionalRate("The standard rate must be 0 or more"),
  /** The room's version when the form was loaded. */
  version: versionField,
});

export type RoomUpdate = z.infer<typeof RoomUpdateSchema>;
