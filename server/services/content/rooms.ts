import { asc, eq, inArray } from "drizzle-orm";
import { hotelToday } from "~core/dates";
import { type Lang, type LocalizedText, localize } from "~core/i18n/languages";
import type { RoomTypeDto } from "~core/types";
import type { Database } from "../../db/client";
import { roomImages, roomInventory, roomTypes } from "../../db/schema";
import { cachedRead } from "../platform/read-cache";
import { roomImagesWithoutVariants } from "./room-images";

type RoomTypeRow = typeof roomTypes.$inferSelect;

function toDto(
  row: RoomTypeRow,
  photos: RoomPhoto[],
  bookedTonight: number,
  lang: Lang,
): RoomTypeDto {
  const rack =
    row.rackSingleBedOnly !== null &&
    row.rackSingleBreakfast !== null &&
    row.rackDoubleBedOnly !== null &&
    row.rackDoubleBreakfast !== null
      ? {
          singleBedOnly: row.rackSingleBedOnly,
          singleBreakfast: row.rackSingleBreakfast,
          doubleBedOnly: row.rackDoubleBedOnly,
          doubleBreakfast: row.rackDoubleBreakfast,
        }
      : null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: localize(row.description, lang),
    shortDescription: localize(row.shortDescription, lang),
    images: photos.map((photo) => photo.src),
    imageAlts: photos.map((photo) => photo.alt[lang]?.trim() ?? ""),
    imagesPending: photos.filter((photo) => photo.pending).map((photo) => photo.src),
    price: row.rateSingleBedOnly,
    rating: row.rating,
    reviews: row.reviews,
    capacity: row.capacity,
    size: row.size,
    totalRooms: row.totalRooms,
    available: Math.max(0, row.totalRooms - bookedTonight),
    amenities: row.amenities.map((amenity) => localize(amenity, lang)),
    bedType: row.bedType,
    view: row.view,
    rates: {
      singleBedOnly: row.rateSingleBedOnly,
      singleBreakfast: row.rateSingleBreakfast,
      doubleBedOnly: row.rateDoubleBedOnly,
      doubleBreakfast: row.rateDoubleBreakfast,
    },
    rackRates: rack,
  };
}

interface RoomPhoto {
  src: string;
  alt: Partial<LocalizedText>;
  /** Its narrower sizes and AVIF are not made yet. */
  pending: boolean;
}

interface RoomTypeWithImages {
  row: RoomTypeRow;
  images: string[];
  photos: RoomPhoto[];
}

/** Active room types with their photos, in display order (read-cached: they rarely change). */
export function activeRoomTypes(db: Database): Promise<RoomTypeWithImages[]> {
  return cachedRead(db, "room-types", async () => {
    const rows = await db
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.isActive, true))
      .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id));
    if (rows.length === 0) return [];
    const images = await db
      .select({ roomTypeId: roomImages.roomTypeId, src: roomImages.src, alt: roomImages.alt })
      .from(roomImages)
      .where(
        inArray(
          roomImages.roomTypeId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(roomImages.position), asc(roomImages.id));
    const pending = await roomImagesWithoutVariants(
      db,
      images.map((image) => image.src),
    );
    return rows.map((row) => {
      const photos = images
        .filter((image) => image.roomTypeId === row.id)
        .map((image) => ({ src: image.src, alt: image.alt, pending: pending.has(image.src) }));
      return { row, images: photos.map((photo) => photo.src), photos };
    });
  });
}

/**
 * Rooms sold tonight per room type, for the "rooms left tonight" the pages show. Read-cached
 * like the room types, and dropped at once in every process whenever rooms are taken or given
 * back (`takeRooms` and `releaseInventory` notify inside their transaction; the page cache's
 * listener drops the read cache). Searches, the calendar and bookings read the inventory
 * themselves and never use this.
 */
async function bookedTonight(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const night = hotelToday();
  const all = await cachedRead(db, `rooms-booked-tonight:${night}`, async () => {
    const rows = await db
      .select({ roomTypeId: roomInventory.roomTypeId, booked: roomInventory.booked })
      .from(roomInventory)
      .where(eq(roomInventory.night, night));
    return new Map(rows.map((row) => [row.roomTypeId, row.booked]));
  });
  return new Map(ids.map((id) => [id, all.get(id) ?? 0]));
}

/**
 * Active room types in a language. `available` is what is left tonight, unless
 * `withTonight` is false (the caller computes availability for its own dates).
 */
export async function listRoomTypes(
  db: Database,
  lang: Lang,
  options: { withTonight?: boolean } = {},
): Promise<RoomTypeDto[]> {
  const types = await activeRoomTypes(db);
  const tonight =
    options.withTonight === false
      ? new Map<number, number>()
      : await bookedTonight(
          db,
          types.map((type) => type.row.id),
        );
  return types.map(({ row, photos }) => toDto(row, photos, tonight.get(row.id) ?? 0, lang));
}

export async function getRoomType(
  db: Database,
  id: number,
  lang: Lang,
): Promise<RoomTypeDto | null> {
  const type = (await activeRoomTypes(db)).find(({ row }) => row.id === id);
  if (!type) return null;
  const tonight = await bookedTonight(db, [id]);
  return toDto(type.row, type.photos, tonight.get(id) ?? 0, lang);
}

/** The other names guests use for each room type in the chat, by room type id. */
export async function roomChatNames(db: Database): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ id: roomTypes.id, chatNames: roomTypes.chatNames })
    .from(roomTypes);
  return new Map(rows.map((row) => [row.id, row.chatNames]));
}
