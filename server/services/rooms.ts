import { and, asc, eq, inArray } from "drizzle-orm";
import { hotelToday } from "../../core/dates";
import { type Lang, localize } from "../../core/i18n/languages";
import type { RoomTypeDto } from "../../core/types";
import type { Database } from "../db/client";
import { roomImages, roomInventory, roomTypes } from "../db/schema";

type RoomTypeRow = typeof roomTypes.$inferSelect;

function toDto(row: RoomTypeRow, images: string[], bookedTonight: number, lang: Lang): RoomTypeDto {
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
    images,
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

async function hydrate(db: Database, rows: RoomTypeRow[], lang: Lang): Promise<RoomTypeDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [images, tonight] = await Promise.all([
    db
      .select({ roomTypeId: roomImages.roomTypeId, src: roomImages.src })
      .from(roomImages)
      .where(inArray(roomImages.roomTypeId, ids))
      .orderBy(asc(roomImages.position), asc(roomImages.id)),
    db
      .select({ roomTypeId: roomInventory.roomTypeId, booked: roomInventory.booked })
      .from(roomInventory)
      .where(and(inArray(roomInventory.roomTypeId, ids), eq(roomInventory.night, hotelToday()))),
  ]);
  return rows.map((row) =>
    toDto(
      row,
      images.filter((image) => image.roomTypeId === row.id).map((image) => image.src),
      tonight.find((night) => night.roomTypeId === row.id)?.booked ?? 0,
      lang,
    ),
  );
}

export async function listRoomTypes(db: Database, lang: Lang): Promise<RoomTypeDto[]> {
  const rows = await db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.isActive, true))
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id));
  return hydrate(db, rows, lang);
}

export async function getRoomType(
  db: Database,
  id: number,
  lang: Lang,
): Promise<RoomTypeDto | null> {
  const rows = await db
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.id, id), eq(roomTypes.isActive, true)));
  const [room] = await hydrate(db, rows, lang);
  return room ?? null;
}
