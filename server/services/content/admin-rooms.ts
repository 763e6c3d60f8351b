/**
 * Room types in the admin: list, create, update (with the rates of the price engine), retire
 * and reinstate.
 */
import { and, asc, count, eq, gt, gte, inArray, ne, sql } from "drizzle-orm";
import {
  type AdminRole,
  ROLE_LABELS,
  ROOM_FIELD_AREAS,
  type RoomField,
  roleHas,
  roleMayEditRoomField,
} from "~core/admin-roles";
import { hotelToday } from "~core/dates";
import { LANGUAGES, type Lang, type LocalizedText } from "~core/i18n/languages";
import { LANGUAGE_NAMES } from "~core/schemas/admin-content";
import {
  ROOM_CREATE_MESSAGES,
  type RoomAmenities,
  type RoomCreate,
  type RoomText,
  type RoomTextField,
  type RoomUpdate,
  type TranslationStale,
} from "~core/schemas/admin-room";
import type { Database } from "../../db/client";
import { pgErrorCode } from "../../db/faults";
import { bookings, ezeeRoomMappings, roomImages, roomInventory, roomTypes } from "../../db/schema";
import { AppError, notFound, stale } from "../../errors";
import { audit } from "../admin/admins";
import { invalidateReadCache } from "../platform/read-cache";

export async function adminRoomList(db: Database) {
  const rows = await db
    .select()
    .from(roomTypes)
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id));
  const images = await db
    .select({ roomTypeId: roomImages.roomTypeId, src: roomImages.src })
    .from(roomImages)
    .orderBy(asc(roomImages.position), asc(roomImages.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: row.rateSingleBedOnly,
    capacity: row.capacity,
    size: row.size,
    totalRooms: row.totalRooms,
    isActive: row.isActive,
    image: images.find((image) => image.roomTypeId === row.id)?.src ?? null,
    imageCount: images.filter((image) => image.roomTypeId === row.id).length,
    version: row.version,
  }));
}

export async function adminRoom(db: Database, id: number) {
  const [row] = await db.select().from(roomTypes).where(eq(roomTypes.id, id));
  return row ?? null;
}

type Translation = Exclude<Lang, "en">;
const TRANSLATIONS = LANGUAGES.filter((lang): lang is Translation => lang !== "en");

/** Amenities as the form edits them: per language, the names comma-separated in the English order. */
export function amenityLists(amenities: LocalizedText[]): LocalizedText {
  const out: LocalizedText = { en: amenities.map((item) => item.en).join(", ") };
  for (const lang of TRANSLATIONS) {
    // A language without any translation stays empty (not ", , ,").
    if (amenities.some((item) => item[lang]?.trim()))
      out[lang] = amenities.map((item) => item[lang] ?? "").join(", ");
  }
  return out;
}

/** A room type as the edit form shows it (also the current values of a stale save). */
export function roomFormValues(row: typeof roomTypes.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    bedType: row.bedType,
    view: row.view,
    description: row.description,
    shortDescription: row.shortDescription,
    price: row.rateSingleBedOnly,
    singleBreakfast: row.rateSingleBreakfast,
    doubleBedOnly: row.rateDoubleBedOnly,
    doubleBreakfast: row.rateDoubleBreakfast,
    rackSingleBedOnly: row.rackSingleBedOnly ?? "",
    rackSingleBreakfast: row.rackSingleBreakfast ?? "",
    rackDoubleBedOnly: row.rackDoubleBedOnly ?? "",
    rackDoubleBreakfast: row.rackDoubleBreakfast ?? "",
    capacity: row.capacity,
    size: row.size,
    totalRooms: row.totalRooms,
    amenities: amenityLists(row.amenities),
    chatNames: row.chatNames.join("\n"),
    translationStale: row.translationStale,
    version: row.version,
  };
}

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? "").replace(/\r\n?/g, "\n").trim() === (b ?? "").replace(/\r\n?/g, "\n").trim();

/**
 * Whether a translation is now older than its English text: a translation left as it was
 * while the English changed is; one changed in the same save is not (nor is a missing one,
 * which the translations page lists as missing). Otherwise the earlier mark stays.
 */
function staleAfter(
  was: boolean,
  translated: boolean,
  outdated: boolean,
  rewritten: boolean,
): boolean {
  if (!translated) return false;
  if (outdated) return true;
  if (rewritten) return false;
  return was;
}

/** A text after a save: English replaced; a translation sent replaced (empty: removed). */
function savedText(
  field: RoomTextField,
  old: LocalizedText,
  input: RoomText,
  marks: TranslationStale,
): { text: LocalizedText; stale: Lang[] } {
  const text: LocalizedText = { ...old, en: input.en };
  for (const lang of TRANSLATIONS) {
    const sent = input[lang];
    if (sent === undefined) continue;
    if (sent === "") delete text[lang];
    else text[lang] = sent;
  }
  const englishChanged = !same(old.en, text.en);
  const stale = TRANSLATIONS.filter((lang) => {
    const rewritten = !same(old[lang], text[lang]);
    return staleAfter(
      marks[field]?.includes(lang) ?? false,
      Boolean(text[lang]?.trim()),
      englishChanged && !rewritten,
      rewritten,
    );
  });
  return { text, stale };
}

/**
 * Amenities after a save. A language sent: its names in the English order. A language
 * left out (the plain English-only PUT of the API): the translation of each amenity whose English
 * name stays. A translation is stale when it was already there but now sits beside another
 * English name (the English was renamed or moved, the translation was not written for it).
 */
function savedAmenities(
  old: LocalizedText[],
  input: RoomAmenities,
  marks: TranslationStale,
): { list: LocalizedText[]; stale: Lang[] } {
  const previous = input.en.map((name) =>
    old.find((item) => item.en.toLowerCase() === name.toLowerCase()),
  );
  const sentLists: Partial<Record<Lang, string[]>> = {};
  for (const lang of TRANSLATIONS) {
    const sent = input.translations[lang];
    if (!sent) continue;
    // Names not translated at the end of a list are no names (the form drops them).
    const trimmed = (names: string[]) => {
      const out = [...names];
      while (out.length > 0 && !out.at(-1)?.trim()) out.pop();
      return out;
    };
    const stored = trimmed(old.map((item) => item[lang] ?? ""));
    const given = trimmed(sent);
    // The form sends every language; one the user did not touch follows its English names
    // (an amenity added in English only shows in English until translated).
    const untouched =
      given.length === stored.length && given.every((name, index) => name === stored[index]);
    if (untouched && sent.length !== input.en.length) continue;
    // An edited list lines up with the English; names missing at its end show in English.
    if (given.length > input.en.length) {
      const language = LANGUAGE_NAMES[lang];
      const message = `Amenities (${language}) lists ${given.length} but English lists ${input.en.length}: give one ${language} name per English amenity, in the same order, separated by commas (leave a name empty to show the English one).`;
      throw new AppError("validation", message, { [`amenities.${lang}`]: message });
    }
    sentLists[lang] = input.en.map((_, index) => sent[index] ?? "");
  }
  const list = input.en.map((name, index) => {
    const item: LocalizedText = { en: name };
    for (const lang of TRANSLATIONS) {
      const sent = sentLists[lang];
      const text = sent ? sent[index] : previous[index]?.[lang];
      if (text?.trim()) item[lang] = text;
    }
    return item;
  });
  const stale = TRANSLATIONS.filter((lang) => {
    const before = new Set<string | undefined>(old.map((item) => item[lang]).filter(Boolean));
    const text = (index: number) => list[index]?.[lang];
    // A translation that was already there, now beside another English name (renamed or moved).
    const carried = list.some(
      (_, index) => before.has(text(index)) && !same(previous[index]?.[lang], text(index)),
    );
    // A translation written anew (removing an amenity is no review of the others).
    const rewritten = list.some(
      (_, index) => text(index) !== undefined && !before.has(text(index)),
    );
    return staleAfter(
      marks.amenities?.includes(lang) ?? false,
      list.some((item) => item[lang]?.trim()),
      carried,
      rewritten,
    );
  });
  return { list, stale };
}

/**
 * Updates a room type. Rates apply to new quotes only (bookings keep what they
 * were charged). Lowering the number of rooms below what is already sold on a
 * future night is refused, naming the nights; otherwise every night from today
 * takes the new number as its capacity. A save from an older version than the
 * stored one is refused (409 with the current values): it would undo a colleague's change.
 */
/** The stored value of each priced or counted field of the room form. */
const STORED: Partial<Record<RoomField, (row: typeof roomTypes.$inferSelect) => number | null>> = {
  price: (row) => row.rateSingleBedOnly,
  singleBreakfast: (row) => row.rateSingleBreakfast,
  doubleBedOnly: (row) => row.rateDoubleBedOnly,
  doubleBreakfast: (row) => row.rateDoubleBreakfast,
  rackSingleBedOnly: (row) => row.rackSingleBedOnly,
  rackSingleBreakfast: (row) => row.rackSingleBreakfast,
  rackDoubleBedOnly: (row) => row.rackDoubleBedOnly,
  rackDoubleBreakfast: (row) => row.rackDoubleBreakfast,
  capacity: (row) => row.capacity,
  totalRooms: (row) => row.totalRooms,
  size: (row) => row.size,
};

/**
 * 403 `field_refused` when the save changes a field whose area (ROOM_FIELD_AREAS) the role
 * lacks: a content editor's form sends the rates unchanged, and any change is refused
 * before anything is written. A field left out (kept) is no change.
 */
function refuseForeignFields(
  role: AdminRole,
  row: typeof roomTypes.$inferSelect,
  input: RoomUpdate,
) {
  const errors: Record<string, string> = {};
  for (const field of Object.keys(ROOM_FIELD_AREAS) as RoomField[]) {
    if (roleMayEditRoomField(role, field)) continue;
    const stored = STORED[field];
    const sent = (input as Record<string, unknown>)[field];
    // Only numbers (rates, counts) are outside a role today; texts would need a comparison too.
    if (!stored || sent === undefined) continue;
    if (sent !== stored(row)) {
      errors[field] =
        `Your role (${ROLE_LABELS[role]}) does not change this: ${ROOM_FIELD_AREAS[field]} belong to front office and owners.`;
    }
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError(
      "field_refused",
      `Your role (${ROLE_LABELS[role]}) may change the room's texts and photos only; prices, occupancy and the number of rooms belong to front office and owners.`,
      errors,
    );
  }
}

export async function updateRoom(
  db: Database,
  id: number,
  input: RoomUpdate,
  admin: { id: number; role: AdminRole },
) {
  const adminId = admin.id;
  const updated = await db
    .transaction(async (tx) => {
      // Bookings lock this row before they take rooms (takeRooms in booking-store.ts): this
      // waits for those in flight, and later ones wait for this commit and read the new
      // number, so the check below sees every sold room and no night keeps an old capacity.
      const [row] = await tx.select().from(roomTypes).where(eq(roomTypes.id, id)).for("update");
      if (!row) throw notFound("Room not found");
      if (row.version !== input.version) throw stale(roomFormValues(row));
      refuseForeignFields(admin.role, row, input);
      if (input.slug !== undefined && input.slug !== row.slug) {
        const [taken] = await tx
          .select({ id: roomTypes.id })
          .from(roomTypes)
          .where(eq(roomTypes.slug, input.slug));
        if (taken) throw slugTaken(input.slug);
      }
      const today = hotelToday();
      const busy = await tx
        .select({ night: roomInventory.night, booked: roomInventory.booked })
        .from(roomInventory)
        .where(
          and(
            eq(roomInventory.roomTypeId, id),
            gte(roomInventory.night, today),
            gt(roomInventory.booked, input.totalRooms),
          ),
        )
        .orderBy(asc(roomInventory.night))
        .for("update");
      if (busy.length > 0) {
        const nights = busy
          .slice(0, 5)
          .map((n) => `${n.night} (${n.booked} sold)`)
          .join(", ");
        const more = busy.length > 5 ? ` and ${busy.length - 5} more nights` : "";
        throw new AppError(
          "validation",
          `Total rooms cannot go below the rooms already sold: ${nights}${more}.`,
          { totalRooms: `More rooms are already sold on ${busy[0]?.night}.` },
        );
      }
      // Future nights take the new number of rooms; past nights keep their history.
      await tx
        .update(roomInventory)
        .set({ capacity: input.totalRooms })
        .where(and(eq(roomInventory.roomTypeId, id), gte(roomInventory.night, today)));
      const step = (value: number | undefined, fallback: number) => value ?? fallback;
      const kept = (value: number | null | undefined, stored: number | null) =>
        value === undefined ? stored : value;
      const marks = row.translationStale;
      const description = savedText("description", row.description, input.description, marks);
      const short = input.shortDescription
        ? savedText("shortDescription", row.shortDescription, input.shortDescription, marks)
        : { text: row.shortDescription, stale: marks.shortDescription ?? [] };
      const amenities = savedAmenities(row.amenities, input.amenities, marks);
      // A translation staff confirmed as still correct loses its mark.
      const translationStale: TranslationStale = {};
      for (const [field, langs] of [
        ["description", description.stale],
        ["shortDescription", short.stale],
        ["amenities", amenities.stale],
      ] as const) {
        const left = langs.filter((lang) => !input.translationChecked?.[field]?.includes(lang));
        if (left.length > 0) translationStale[field] = left;
      }
      const [saved] = await tx
        .update(roomTypes)
        .set({
          name: input.name,
          slug: input.slug ?? row.slug,
          bedType: input.bedType ?? row.bedType,
          view: input.view ?? row.view,
          description: description.text,
          shortDescription: short.text,
          capacity: input.capacity,
          size: input.size,
          totalRooms: input.totalRooms,
          amenities: amenities.list,
          chatNames: input.chatNames ?? row.chatNames,
          translationStale,
          rateSingleBedOnly: input.price,
          rateSingleBreakfast: step(input.singleBreakfast, row.rateSingleBreakfast),
          rateDoubleBedOnly: step(input.doubleBedOnly, row.rateDoubleBedOnly),
          rateDoubleBreakfast: step(input.doubleBreakfast, row.rateDoubleBreakfast),
          // Left out: kept; empty in the form (null): cleared.
          rackSingleBedOnly: kept(input.rackSingleBedOnly, row.rackSingleBedOnly),
          rackSingleBreakfast: kept(input.rackSingleBreakfast, row.rackSingleBreakfast),
          rackDoubleBedOnly: kept(input.rackDoubleBedOnly, row.rackDoubleBedOnly),
          rackDoubleBreakfast: kept(input.rackDoubleBreakfast, row.rackDoubleBreakfast),
          updatedAt: sql`now()`,
          version: sql`${roomTypes.version} + 1`,
        })
        .where(and(eq(roomTypes.id, id), eq(roomTypes.version, input.version)))
        .returning();
      await audit(tx, adminId, "update", "room_type", String(id), {
        ...(input.slug !== undefined && input.slug !== row.slug
          ? { slug: { from: row.slug, to: input.slug } }
          : {}),
        price: input.price,
        totalRooms: input.totalRooms,
        staleTranslations: translationStale,
      });
      return saved!;
    })
    .catch((error: unknown) => {
      // Two saves that take the same new slug at once: the unique index refuses the second.
      if (input.slug && pgErrorCode(error) === "23505") throw slugTaken(input.slug);
      throw error;
    });
  invalidateReadCache(db);
  return updated;
}

/** 403 unless the role may set rates and room counts (what a new or retired type changes). */
function refuseWithoutRates(role: AdminRole, what: string) {
  if (roleHas(role, "rates")) return;
  throw new AppError(
    "role_refused",
    `Your role (${ROLE_LABELS[role]}) may not ${what}: prices, occupancy and the number of rooms belong to front office and owners.`,
  );
}

const slugTaken = (slug: string) =>
  new AppError("conflict", ROOM_CREATE_MESSAGES.slugTaken(slug), {
    slug: ROOM_CREATE_MESSAGES.slugTaken(slug),
  });

/**
 * Creates a room type, on sale at once (last in the display order). Only roles that set
 * rates may (403 otherwise): a new type has prices and rooms. A slug already used, by an
 * active or a retired type, is refused (409) and nothing is written.
 */
export async function createRoom(
  db: Database,
  input: RoomCreate,
  admin: { id: number; role: AdminRole },
) {
  refuseWithoutRates(admin.role, "create room types");
  let created: typeof roomTypes.$inferSelect;
  try {
    created = await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: roomTypes.id })
        .from(roomTypes)
        .where(eq(roomTypes.slug, input.slug));
      if (taken) throw slugTaken(input.slug);
      const description = savedText("description", { en: "" }, input.description, {});
      const short = input.shortDescription
        ? savedText("shortDescription", { en: "" }, input.shortDescription, {})
        : { text: { en: "" } };
      const amenities = savedAmenities([], input.amenities, {});
      const [last] = await tx
        .select({ sortOrder: sql<number>`coalesce(max(${roomTypes.sortOrder}), 0)` })
        .from(roomTypes);
      const [row] = await tx
        .insert(roomTypes)
        .values({
          slug: input.slug,
          name: input.name,
          description: description.text,
          shortDescription: short.text,
          capacity: input.capacity,
          size: input.size,
          totalRooms: input.totalRooms,
          bedType: input.bedType,
          view: input.view,
          amenities: amenities.list,
          chatNames: input.chatNames ?? [],
          rateSingleBedOnly: input.price,
          rateSingleBreakfast: input.singleBreakfast,
          rateDoubleBedOnly: input.doubleBedOnly,
          rateDoubleBreakfast: input.doubleBreakfast,
          rackSingleBedOnly: input.rackSingleBedOnly ?? null,
          rackSingleBreakfast: input.rackSingleBreakfast ?? null,
          rackDoubleBedOnly: input.rackDoubleBedOnly ?? null,
          rackDoubleBreakfast: input.rackDoubleBreakfast ?? null,
          sortOrder: Number(last?.sortOrder ?? 0) + 1,
        })
        .returning();
      if (!row) throw new Error("room type insert returned nothing");
      await audit(tx, admin.id, "create", "room_type", String(row.id), {
        slug: row.slug,
        price: row.rateSingleBedOnly,
        totalRooms: row.totalRooms,
      });
      return row;
    });
  } catch (error) {
    // Two saves of one slug at once: the unique index refuses the second.
    if (pgErrorCode(error) === "23505") throw slugTaken(input.slug);
    throw error;
  }
  invalidateReadCache(db);
  return created;
}

/**
 * Bookings that still need a room type: confirmed or awaiting payment, leaving after today
 * (the hotel's day), and not already checked out.
 */
const needsRoomType = (id: number, today: string) =>
  and(
    eq(bookings.roomTypeId, id),
    inArray(bookings.status, ["confirmed", "pending_payment"]),
    gt(bookings.checkOut, today),
    ne(bookings.stayStatus, "checked_out"),
  );

/**
 * Retires a room type (off sale: gone from the public pages, search, the sitemap and new
 * bookings) or reinstates it. Its bookings, photos and reports stay. Retiring is refused
 * (409, naming the count) while a booking still needs the type. The row is locked as a
 * room change locks it, so a booking in flight (takeRooms) either commits first and is
 * counted, or waits and then finds the type retired.
 */
export async function setRoomActive(
  db: Database,
  id: number,
  active: boolean,
  admin: { id: number; role: AdminRole },
) {
  refuseWithoutRates(admin.role, active ? "reinstate room types" : "retire room types");
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(roomTypes).where(eq(roomTypes.id, id)).for("update");
    if (!row) throw notFound("Room not found");
    if (row.isActive === active) return row;
    if (!active) {
      const [need] = await tx
        .select({ n: count() })
        .from(bookings)
        .where(needsRoomType(id, hotelToday()));
      const n = Number(need?.n ?? 0);
      if (n > 0) {
        throw new AppError(
          "conflict",
          `${row.name} cannot be retired: ${n} upcoming ${n === 1 ? "booking needs" : "bookings need"} it. Move or cancel ${n === 1 ? "that booking" : "those bookings"} first.`,
        );
      }
    }
    const [updated] = await tx
      .update(roomTypes)
      .set({ isActive: active, updatedAt: sql`now()`, version: sql`${roomTypes.version} + 1` })
      .where(eq(roomTypes.id, id))
      .returning();
    // A retired type is not sold through eZee either: its mapping is switched off (kept,
    // so history and a later reinstatement can see it; staff switch it on again when they
    // reinstate the type and want eZee to sell it). Its eZee room type is free to map again.
    const unmapped = active
      ? []
      : await tx
          .update(ezeeRoomMappings)
          .set({ isActive: false })
          .where(and(eq(ezeeRoomMappings.localRoomId, id), eq(ezeeRoomMappings.isActive, true)))
          .returning({ ezeeRoomTypeName: ezeeRoomMappings.ezeeRoomTypeName });
    await audit(tx, admin.id, active ? "reinstate" : "retire", "room_type", String(id), {
      name: row.name,
      ...(unmapped[0] ? { ezeeMappingDisabled: unmapped[0].ezeeRoomTypeName } : {}),
    });
    return updated!;
  });
  invalidateReadCache(db);
  return saved;
}
