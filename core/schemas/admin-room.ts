/** Room edit of the admin (spec 001 section 5), with the price engine's rates. */
import { z } from "../zod";
import { cleanSingleLine, multiLine, singleLine } from "./text";
import { versionField } from "./version";

/** The highest nightly rate the form takes (KSh). */
export const MAX_RATE = 10_000_000;
const tooHigh = (what: string) => `${what} must be at most KSh 10,000,000`;

const positive = (message: string, max = MAX_RATE, maxMessage = message) =>
  z.coerce.number({ message }).int(message).positive(message).max(max, maxMessage);
const rate = (message: string, what: string) =>
  z.coerce.number({ message }).int(message).min(0, message).max(MAX_RATE, tooHigh(what));
/**
 * A rate every room has: a client that leaves it out keeps the stored one (the spec's
 * PUT sends only the base price); the form always sends it, and empty is "required".
 */
const keptRate = (message: string, what: string) =>
  z
    .unknown()
    .transform((value, ctx): number | undefined => {
      if (value === undefined || value === null) return undefined;
      if (typeof value === "string" && value.trim() === "") {
        ctx.addIssue({ code: "custom", message: `${what} is required` });
        return z.NEVER;
      }
      const parsed = rate(message, what).safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? message });
        return z.NEVER;
      }
      return parsed.data;
    })
    .optional();
/** A struck-through "standard" rate: empty clears it (null), left out keeps it. */
const clearableRate = (message: string, what: string) =>
  z.preprocess((value) => (value === "" ? null : value), rate(message, what).nullable().optional());

export const RoomUpdateSchema = z.object({
  name: singleLine("Room name is required").min(1, "Room name is required").max(80),
  description: multiLine("Description must be at least 10 characters")
    .min(10, "Description must be at least 10 characters")
    .max(4000, "Description must be at most 4000 characters"),
  /** The base nightly rate: single occupancy, bed only. */
  price: positive("Price must be positive", MAX_RATE, tooHigh("Price")),
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
  singleBreakfast: keptRate(
    "The single with breakfast rate must be 0 or more",
    "The single with breakfast rate",
  ),
  doubleBedOnly: keptRate("The double bed-only rate must be 0 or more", "The double bed-only rate"),
  doubleBreakfast: keptRate(
    "The double with breakfast rate must be 0 or more",
    "The double with breakfast rate",
  ),
  rackSingleBedOnly: clearableRate(
    "The standard single bed-only rate must be 0 or more",
    "The standard single bed-only rate",
  ),
  rackSingleBreakfast: clearableRate(
    "The standard single with breakfast rate must be 0 or more",
    "The standard single with breakfast rate",
  ),
  rackDoubleBedOnly: clearableRate(
    "The standard double bed-only rate must be 0 or more",
    "The standard double bed-only rate",
  ),
  rackDoubleBreakfast: clearableRate(
    "The standard double with breakfast rate must be 0 or more",
    "The standard double with breakfast rate",
  ),
  /** The room's version when the form was loaded. */
  version: versionField,
});

export type RoomUpdate = z.infer<typeof RoomUpdateSchema>;
