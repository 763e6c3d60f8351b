/**
 * The one database schema, used on PGlite (embedded) and PostgreSQL alike.
 * Guest-facing content is stored per language as JSON (`LocalizedText`: English
 * required, other languages optional and falling back to English when read).
 * Rules that protect the data live here as constraints, not only in code.
 */

import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ADMIN_ROLES } from "~core/admin-roles";
import { BOOKING_SOURCES, STAY_STATUSES } from "~core/front-office";
import type { LocalizedText } from "~core/i18n/languages";
import { DESK_PAYMENT_METHODS } from "~core/payment-methods";
import type { TranslationStale } from "~core/schemas/admin-room";
import { FEEDBACK_RATINGS } from "~core/schemas/feedback";
import { HOUSEKEEPING_STATUSES } from "~core/schemas/rooms";
import { MENU_KINDS } from "~core/types";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
const localizedList = (name: string) =>
  jsonb(name).$type<LocalizedText[]>().notNull().default(sql`'[]'::jsonb`);
const sortOrder = () => integer("sort_order").notNull().default(0);
/** Edited by staff: every update adds 1, and a save from an older version is refused (409). */
const version = () => integer("version").notNull().default(1);

/** A single row (id 1) holding the brand and policy facts of the hotel. */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [check("site_settings_single_row", sql`${t.id} = 1`)],
);

/** Small key-value facts about the installation (seed version and the like). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

export const roomTypes = pgTable(
  "room_types",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: localized("description"),
    shortDescription: localized("short_description"),
    capacity: integer("capacity").notNull(),
    size: integer("size").notNull(),
    totalRooms: integer("total_rooms").notNull(),
    rating: real("rating").notNull().default(0),
    reviews: integer("reviews").notNull().default(0),
    bedType: text("bed_type").notNull(),
    view: text("view").notNull(),
    amenities: localizedList("amenities"),
    /**
     * Other names guests use for this type in the chat ("de luxe", a spelling in Arabic
     * letters): the chat assistant knows the room by its name and these. Staff edit them.
     */
    chatNames: text("chat_names").array().notNull().default(sql`'{}'::text[]`),
    /** Translations made from an older English text, per field (see updateRoom). */
    translationStale: jsonb("translation_stale")
      .$type<TranslationStale>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    rateSingleBedOnly: integer("rate_single_bed_only").notNull(),
    rateSingleBreakfast: integer("rate_single_breakfast").notNull(),
    rateDoubleBedOnly: integer("rate_double_bed_only").notNull(),
    rateDoubleBreakfast: integer("rate_double_breakfast").notNull(),
    rackSingleBedOnly: integer("rack_single_bed_only"),
    rackSingleBreakfast: integer("rack_single_breakfast"),
    rackDoubleBedOnly: integer("rack_double_bed_only"),
    rackDoubleBreakfast: integer("rack_double_breakfast"),
    sortOrder: sortOrder(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    check("room_types_capacity_positive", sql`${t.capacity} > 0`),
    check("room_types_size_positive", sql`${t.size} > 0`),
    check("room_types_total_rooms_non_negative", sql`${t.totalRooms} >= 0`),
    check("room_types_rating_range", sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
    check("room_types_reviews_non_negative", sql`${t.reviews} >= 0`),
    check(
      "room_types_rates_non_negative",
      sql`${t.rateSingleBedOnly} >= 0 AND ${t.rateSingleBreakfast} >= 0 AND ${t.rateDoubleBedOnly} >= 0 AND ${t.rateDoubleBreakfast} >= 0`,
    ),
    check(
      "room_types_rack_rates_non_negative",
      sql`coalesce(${t.rackSingleBedOnly}, 0) >= 0 AND coalesce(${t.rackSingleBreakfast}, 0) >= 0 AND coalesce(${t.rackDoubleBedOnly}, 0) >= 0 AND coalesce(${t.rackDoubleBreakfast}, 0) >= 0`,
    ),
  ],
);

/** Room photographs in display order (position ascending). */
export const roomImages = pgTable(
  "room_images",
  {
    id: serial("id").primaryKey(),
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    src: text("src").notNull(),
    width: integer("width"),
    height: integer("height"),
    /**
     * What the photo shows, per language (staff write it); a language left empty falls
     * back to the room's name in that language. Not required: `{}` until written.
     */
    alt: jsonb("alt").$type<Partial<LocalizedText>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index("room_images_room_position").on(t.roomTypeId, t.position)],
);

/**
 * Rooms sold per room type and night. `booked <= capacity` is enforced by the
 * database, so no race between two bookings can oversell the last room.
 */
export const roomInventory = pgTable(
  "room_inventory",
  {
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    night: date("night").notNull(),
    capacity: integer("capacity").notNull(),
    booked: integer("booked").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night] }),
    check("room_inventory_booked_non_negative", sql`${t.booked} >= 0`),
    check("room_inventory_no_overbooking", sql`${t.booked} <= ${t.capacity}`),
  ],
);

/**
 * The rate calendar: what one room type costs and how it may be sold on one night.
 * A night without a row sells at the room type's four base rates with no restriction;
 * a null rate on a row also falls back to the base rate. Restrictions are read over the
 * nights of a stay (core/rate-calendar.ts): the longest minimum stay and the shortest
 * maximum stay of any night apply, a closed night cannot be stayed, arrival and
 * departure are checked on their own dates.
 */
export const RATE_ROW_SOURCES = ["site", "ezee"] as const;

export const roomRates = pgTable(
  "room_rates",
  {
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    night: date("night").notNull(),
    singleBedOnly: integer("single_bed_only"),
    singleBreakfast: integer("single_breakfast"),
    doubleBedOnly: integer("double_bed_only"),
    doubleBreakfast: integer("double_breakfast"),
    minStay: integer("min_stay"),
    maxStay: integer("max_stay"),
    closed: boolean("closed").notNull().default(false),
    closedToArrival: boolean("closed_to_arrival").notNull().default(false),
    closedToDeparture: boolean("closed_to_departure").notNull().default(false),
    /**
     * Who set the night: `site` (staff in /admin/rates) or `ezee` (the rates feed). Both are
     * kept; while the site setting `ratesSource` is "ezee", a night eZee priced is read from
     * its row, any other from the site's (server/services/booking/rate-calendar.ts).
     */
    source: text("source", { enum: RATE_ROW_SOURCES }).notNull().default("site"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night, t.source] }),
    check("room_rates_source_valid", sql`${t.source} IN ('site', 'ezee')`),
    check(
      "room_rates_non_negative",
      sql`coalesce(${t.singleBedOnly}, 0) >= 0 AND coalesce(${t.singleBreakfast}, 0) >= 0 AND coalesce(${t.doubleBedOnly}, 0) >= 0 AND coalesce(${t.doubleBreakfast}, 0) >= 0`,
    ),
    check(
      "room_rates_stay_limits",
      sql`coalesce(${t.minStay}, 1) >= 1 AND coalesce(${t.maxStay}, 1) >= 1 AND coalesce(${t.minStay}, 1) <= coalesce(${t.maxStay}, 2147483647)`,
    ),
  ],
);

export const PROMO_KINDS = ["percent", "amount"] as const;

/**
 * Promo codes. `uses <= max_uses` is enforced by the database, so parallel bookings
 * can never use a code more often than its limit (as room_inventory does for rooms).
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: serial("id").primaryKey(),
    /** Upper case, compared case-insensitively by upper-casing the guest's entry. */
    code: text("code").notNull().unique(),
    description: text("description").notNull().default(""),
    kind: text("kind", { enum: PROMO_KINDS }).notNull(),
    /** Percent (1-100) or whole KSh off the stay's subtotal. */
    value: integer("value").notNull(),
    bookFrom: date("book_from"),
    bookTo: date("book_to"),
    stayFrom: date("stay_from"),
    stayTo: date("stay_to"),
    /** Room type ids the code applies to; empty means every room type. */
    roomTypeIds: jsonb("room_type_ids").$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    minNights: integer("min_nights").notNull().default(1),
    maxUses: integer("max_uses"),
    maxUsesPerGuest: integer("max_uses_per_guest"),
    uses: integer("uses").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    check("promo_codes_kind_valid", sql`${t.kind} IN ('percent', 'amount')`),
    check(
      "promo_codes_value_range",
      sql`${t.value} > 0 AND (${t.kind} <> 'percent' OR ${t.value} <= 100)`,
    ),
    check("promo_codes_min_nights", sql`${t.minNights} >= 1`),
    check(
      "promo_codes_uses_within_limit",
      sql`${t.uses} >= 0 AND ${t.uses} <= coalesce(${t.maxUses}, ${t.uses})`,
    ),
    check(
      "promo_codes_limits_positive",
      sql`coalesce(${t.maxUses}, 1) >= 1 AND coalesce(${t.maxUsesPerGuest}, 1) >= 1`,
    ),
  ],
);

export const BOOKING_STATUSES = ["pending_payment", "confirmed", "cancelled", "expired"] as const;

export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    accessTokenHash: text("access_token_hash").notNull(),
    idempotencyKey: text("idempotency_key").unique(),
    /** SHA-256 of the request that used the key (null on bookings made before it was kept). */
    idempotencyFingerprint: text("idempotency_fingerprint"),
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => roomTypes.id, { onDelete: "restrict" }),
    checkIn: date("check_in").notNull(),
    checkOut: date("check_out").notNull(),
    nights: integer("nights").notNull(),
    adults: integer("adults").notNull(),
    children: integer("children").notNull().default(0),
    roomCount: integer("room_count").notNull(),
    extraGuests: integer("extra_guests").notNull().default(0),
    includeBreakfast: boolean("include_breakfast").notNull().default(false),
    isDoubleOccupancy: boolean("is_double_occupancy").notNull().default(false),
    needsLateCheckout: boolean("needs_late_checkout").notNull().default(false),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull(),
    specialRequests: text("special_requests"),
    language: text("language").notNull().default("en"),
    nightlyRate: integer("nightly_rate").notNull(),
    /** Surcharges as charged at booking time (the settings may change later). */
    extraGuestsAmount: integer("extra_guests_amount").notNull().default(0),
    lateCheckoutAmount: integer("late_checkout_amount").notNull().default(0),
    taxPercent: integer("tax_percent").notNull().default(15),
    subtotal: integer("subtotal").notNull(),
    taxes: integer("taxes").notNull(),
    totalAmount: integer("total_amount").notNull(),
    currency: text("currency").notNull().default("KES"),
    /** What each night cost per room, as charged (null on bookings made before the rate calendar). */
    nightRates: jsonb("night_rates").$type<{ date: string; rate: number }[]>(),
    /** The promo code applied, as typed in upper case, and what it took off the subtotal. */
    promoCodeId: integer("promo_code_id").references(() => promoCodes.id, { onDelete: "set null" }),
    promoCode: text("promo_code"),
    discount: integer("discount").notNull().default(0),
    /**
     * The deposit asked online when the booking was made (KSh, taxes included): the rest is
     * paid at the hotel. Null: the full amount online, or all at the hotel without Pesapal.
     */
    depositAmount: integer("deposit_amount"),
    status: text("status", { enum: BOOKING_STATUSES }).notNull(),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    ezeeReservationNo: text("ezee_reservation_no"),
    /** The last failed eZee push for this booking (cleared once a push succeeds). */
    ezeeLastError: text("ezee_last_error"),
    ezeePushedAt: timestamp("ezee_pushed_at", { withTimezone: true }),
    /**
     * The cancellation policy in force when the booking was made (core/cancellation.ts);
     * null on older bookings, which follow the current settings.
     */
    cancellationPolicy: jsonb("cancellation_policy").$type<{
      freeCancellationDays: number;
      lateCancellationNights: number;
    }>(),
    /** What the late cancellation cost (KSh, taxes included); null when free or not cancelled. */
    cancellationCharge: integer("cancellation_charge"),
    /** Who cancelled: `guest` (Manage booking) or `staff`; null for older or other endings. */
    cancelledBy: text("cancelled_by"),
    /** How many times the stay was changed, online or by staff (booking_changes keeps each one). */
    changeCount: integer("change_count").notNull().default(0),
    /** Where the booking came from: the website, or staff (phone, walk-in, WhatsApp, e-mail). */
    source: text("source", { enum: BOOKING_SOURCES }).notNull().default("web"),
    /** The staff account that made the booking (null: the guest, on the website). */
    createdBy: integer("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    /** Where the guest is in the stay (core/front-office.ts). */
    stayStatus: text("stay_status", { enum: STAY_STATUSES }).notNull().default("expected"),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedOutAt: timestamp("checked_out_at", { withTimezone: true }),
    noShowAt: timestamp("no_show_at", { withTimezone: true }),
    /**
     * The room numbers the guest has or had, written at check-in, a room move and check-out:
     * the assignments of nights given back are deleted, so a stay that ends on its first day
     * would otherwise lose which room it was in.
     */
    stayRooms: text("stay_rooms").array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("bookings_dates_ordered", sql`${t.checkOut} > ${t.checkIn}`),
    check(
      "bookings_counts_valid",
      sql`${t.nights} > 0 AND ${t.adults} > 0 AND ${t.children} >= 0 AND ${t.roomCount} > 0`,
    ),
    check("bookings_extra_guests_range", sql`${t.extraGuests} BETWEEN 0 AND 3`),
    check(
      "bookings_amounts_non_negative",
      sql`${t.nightlyRate} >= 0 AND ${t.subtotal} >= 0 AND ${t.taxes} >= 0 AND ${t.totalAmount} >= 0`,
    ),
    check(
      "bookings_status_valid",
      sql`${t.status} IN ('pending_payment', 'confirmed', 'cancelled', 'expired')`,
    ),
    index("bookings_room_dates").on(t.roomTypeId, t.checkIn),
    index("bookings_promo_code").on(t.promoCodeId),
    check("bookings_discount_non_negative", sql`${t.discount} >= 0`),
    check("bookings_deposit_valid", sql`${t.depositAmount} IS NULL OR ${t.depositAmount} > 0`),
    check(
      "bookings_source_valid",
      sql`${t.source} IN ('web', 'phone', 'walk_in', 'whatsapp', 'email')`,
    ),
    check(
      "bookings_stay_status_valid",
      sql`${t.stayStatus} IN ('expected', 'in_house', 'checked_out', 'no_show')`,
    ),
    index("bookings_check_out").on(t.checkOut),
  ],
);

/**
 * The physical rooms of a room type, by number ("101"). Local to the desk: the inventory
 * (room_inventory, or eZee where active) still decides what is sold; rooms are assigned to
 * bookings at or before check-in (room_assignments).
 */
export const rooms = pgTable(
  "rooms",
  {
    id: serial("id").primaryKey(),
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => roomTypes.id, { onDelete: "restrict" }),
    number: text("number").notNull().unique(),
    floor: text("floor"),
    notes: text("notes"),
    /** Out of order from this night to this night (both included); null: in service. */
    outOfOrderFrom: date("out_of_order_from"),
    outOfOrderTo: date("out_of_order_to"),
    housekeepingStatus: text("housekeeping_status", { enum: HOUSEKEEPING_STATUSES })
      .notNull()
      .default("clean"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    /** The staff member's name who set the status last ("Check-out" when check-out did). */
    statusChangedBy: text("status_changed_by"),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "rooms_housekeeping_status",
      sql`${t.housekeepingStatus} IN ('clean', 'dirty', 'inspected', 'out_of_order')`,
    ),
    check("rooms_number_length", sql`char_length(${t.number}) BETWEEN 1 AND 20`),
    check(
      "rooms_out_of_order_ordered",
      sql`${t.outOfOrderFrom} IS NULL OR ${t.outOfOrderTo} IS NULL OR ${t.outOfOrderTo} >= ${t.outOfOrderFrom}`,
    ),
    index("rooms_room_type").on(t.roomTypeId),
  ],
);

/**
 * Which room a booking holds on each night. UNIQUE (room_id, night): two stays can never
 * hold one room on one night, even when two clerks assign it at the same moment.
 */
export const roomAssignments = pgTable(
  "room_assignments",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    night: date("night").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("room_assignments_room_night").on(t.roomId, t.night),
    index("room_assignments_booking").on(t.bookingId),
    index("room_assignments_night").on(t.night),
  ],
);

/** Notes on a booking, for staff only (never shown to the guest or e-mailed). */
export const bookingNotes = pgTable(
  "booking_notes",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("booking_notes_booking").on(t.bookingId),
    check("booking_notes_body_length", sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
  ],
);

export const restaurants = pgTable(
  "restaurants",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: localized("description"),
    cuisine: localizedList("cuisine"),
    hours: localized("hours"),
    dressCode: localized("dress_code"),
    image: text("image"),
    /**
     * The printed menus this restaurant shows, in order (staff choose them; a new restaurant
     * starts with the specification's choice by name, core/menu-kinds.ts).
     */
    menuKinds: text("menu_kinds", { enum: MENU_KINDS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    check(
      "restaurants_menu_kinds_valid",
      sql`${t.menuKinds} <@ ARRAY['food', 'wine', 'barista', 'bar', 'seafood']::text[]`,
    ),
  ],
);

/** Printed menus (one per kind), shown page by page in the menu viewer. */
export const menus = pgTable(
  "menus",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: MENU_KINDS }).notNull().unique(),
    title: localized("title"),
  },
  (t) => [
    check("menus_kind_valid", sql`${t.kind} IN ('food', 'wine', 'barista', 'bar', 'seafood')`),
  ],
);

export const menuPages = pgTable(
  "menu_pages",
  {
    id: serial("id").primaryKey(),
    menuId: integer("menu_id")
      .notNull()
      .references(() => menus.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    src: text("src").notNull(),
    width: integer("width"),
    height: integer("height"),
  },
  (t) => [index("menu_pages_menu_position").on(t.menuId, t.position)],
);

/** À-la-carte dishes of one restaurant. */
export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    category: localized("category"),
    name: localized("name"),
    description: localized("description"),
    price: integer("price").notNull(),
    image: text("image"),
    sortOrder: sortOrder(),
    version: version(),
  },
  (t) => [
    check("menu_items_price_non_negative", sql`${t.price} >= 0`),
    index("menu_items_restaurant").on(t.restaurantId, t.sortOrder),
  ],
);

/**
 * The gallery's categories (the tabs of /gallery): staff add, name in seven languages,
 * order and remove them. The slug is the category's fixed word in addresses and the API;
 * a category that still holds images cannot be removed.
 */
export const galleryCategories = pgTable(
  "gallery_categories",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: localized("name"),
    sortOrder: sortOrder(),
    version: version(),
  },
  (t) => [check("gallery_categories_slug_valid", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

export const galleryImages = pgTable("gallery_images", {
  id: serial("id").primaryKey(),
  category: text("category")
    .notNull()
    .references(() => galleryCategories.slug, { onUpdate: "cascade" }),
  src: text("src").notNull(),
  width: integer("width"),
  height: integer("height"),
  alt: localized("alt"),
  sortOrder: sortOrder(),
  createdAt: createdAt(),
  version: version(),
});

export const eventPackages = pgTable(
  "event_packages",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: localized("title"),
    price: localized("price"),
    priceAmount: integer("price_amount").notNull(),
    priceUnit: text("price_unit", { enum: ["person", "group"] }).notNull(),
    groupSize: localized("group_size"),
    description: localized("description"),
    features: localizedList("features"),
    addOns: localizedList("add_ons"),
    images: jsonb("images").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    sortOrder: sortOrder(),
    isVisible: boolean("is_visible").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    check("event_packages_price_non_negative", sql`${t.priceAmount} >= 0`),
    check("event_packages_price_unit_valid", sql`${t.priceUnit} IN ('person', 'group')`),
  ],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    location: localized("location"),
    content: localized("content"),
    image: text("image"),
    rating: integer("rating").notNull(),
    sortOrder: sortOrder(),
    isVisible: boolean("is_visible").notNull().default(true),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [check("testimonials_rating_range", sql`${t.rating} BETWEEN 1 AND 5`)],
);

export const amenities = pgTable("amenities", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  icon: text("icon").notNull(),
  name: localized("name"),
  description: localized("description"),
  sortOrder: sortOrder(),
});

export const heroSlides = pgTable("hero_slides", {
  id: serial("id").primaryKey(),
  image: text("image").notNull(),
  width: integer("width"),
  height: integer("height"),
  title: localized("title"),
  subtitle: localized("subtitle"),
  sortOrder: sortOrder(),
});

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    language: text("language").notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscriptions_email_ci").on(sql`lower(${t.email})`)],
);

export const CONTACT_SUBJECTS = ["reservation", "dining", "event", "feedback", "other"] as const;

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    subject: text("subject", { enum: CONTACT_SUBJECTS }).notNull(),
    message: text("message").notNull(),
    language: text("language").notNull().default("en"),
    /** The package or restaurant the guest asked about (checked against the tables). */
    packageId: integer("package_id").references(() => eventPackages.id, { onDelete: "set null" }),
    restaurantId: integer("restaurant_id").references(() => restaurants.id, {
      onDelete: "set null",
    }),
    /** Its English name when the message came, kept if the row is later deleted. */
    topicName: text("topic_name"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "contact_messages_subject_valid",
      sql`${t.subject} IN ('reservation', 'dining', 'event', 'feedback', 'other')`,
    ),
  ],
);

// The fourteen ratings are defined once, with the form that asks for them.
export { FEEDBACK_RATINGS };

const rating = (name: string) => integer(name).notNull();

export const guestFeedback = pgTable(
  "guest_feedback",
  {
    id: serial("id").primaryKey(),
    date: date("date").notNull(),
    roomNumber: text("room_number"),
    howDidYouKnow: text("how_did_you_know"),
    locationRating: rating("location_rating"),
    checkinRating: rating("checkin_rating"),
    roomCleanlinessRating: rating("room_cleanliness_rating"),
    roomFacilitiesRating: rating("room_facilities_rating"),
    bedComfortRating: rating("bed_comfort_rating"),
    showerRating: rating("shower_rating"),
    breakfastRating: rating("breakfast_rating"),
    staffFriendlinessRating: rating("staff_friendliness_rating"),
    wifiRating: rating("wifi_rating"),
    entertainmentRating: rating("entertainment_rating"),
    foodVarietyRating: rating("food_variety_rating"),
    foodQualityRating: rating("food_quality_rating"),
    overallExperienceRating: rating("overall_experience_rating"),
    valueForMoneyRating: rating("value_for_money_rating"),
    additionalFeedback: text("additional_feedback"),
    staffRecommendation: text("staff_recommendation"),
    language: text("language").notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "guest_feedback_ratings_range",
      sql.join(
        [
          t.locationRating,
          t.checkinRating,
          t.roomCleanlinessRating,
          t.roomFacilitiesRating,
          t.bedComfortRating,
          t.showerRating,
          t.breakfastRating,
          t.staffFriendlinessRating,
          t.wifiRating,
          t.entertainmentRating,
          t.foodVarietyRating,
          t.foodQualityRating,
          t.overallExperienceRating,
          t.valueForMoneyRating,
        ].map((column) => sql`${column} BETWEEN 1 AND 4`),
        sql` AND `,
      ),
    ),
  ],
);

/** Journal posts; each is written in one language (`language`). */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    author: text("author").notNull(),
    category: text("category").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    language: text("language").notNull().default("en"),
    published: boolean("published").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    coverImage: text("cover_image"),
    /** The cover's pixel size (staff uploads and demo covers): the pages offer its 480/960 px variants. */
    coverWidth: integer("cover_width"),
    coverHeight: integer("cover_height"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    check("blog_posts_slug_format", sql`${t.slug} ~ '^[a-z0-9-]{3,}$'`),
    index("blog_posts_published").on(t.published, t.publishedAt),
  ],
);

/**
 * Former slugs of journal posts that were public: /blog/{old} answers with a
 * permanent redirect to the post's current slug. A slug listed here is reserved
 * for its post (server/services/content/admin-blog.ts); deleting the post frees it.
 */
export const blogSlugRedirects = pgTable(
  "blog_slug_redirects",
  {
    slug: text("slug").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("blog_slug_redirects_post").on(t.postId)],
);

/** Stored social posts: the last fallback of the social feed. */
export const socialPosts = pgTable(
  "social_posts",
  {
    id: serial("id").primaryKey(),
    image: text("image").notNull(),
    caption: text("caption").notNull(),
    link: text("link"),
    likes: integer("likes").notNull().default(0),
    isVisible: boolean("is_visible").notNull().default(true),
    /** When the post was published (set by staff); rows without one use created_at. */
    postedAt: timestamp("posted_at", { withTimezone: true }),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [check("social_posts_likes_non_negative", sql`${t.likes} >= 0`)],
);

export const adminUsers = pgTable(
  "admin_users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** What the account may use (core/admin-roles.ts); accounts made before roles are owners. */
    role: text("role", { enum: ADMIN_ROLES }).notNull().default("owner"),
    /** Set when an owner deactivated the account: it cannot sign in, its sessions ended. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /** The TOTP secret (base32), encrypted at rest (services/platform/secrets.ts); null: none. */
    totpSecret: text("totp_secret"),
    /** Set once the account confirmed a first code: sign-in then asks for a second factor. */
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last accepted TOTP time step, so one code cannot be used twice. */
    totpLastStep: integer("totp_last_step"),
    /** Wrong two-factor codes since the last right one, across sign-ins (second-factor.ts). */
    totpFailures: integer("totp_failures").notNull().default(0),
    /** Set when too many wrong codes locked the second step: until an owner or a reset unlocks. */
    totpLockedAt: timestamp("totp_locked_at", { withTimezone: true }),
    /** When the password was last set (a reset ends every session older than it). */
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("admin_users_email_ci").on(sql`lower(${t.email})`),
    check("admin_users_role_valid", sql`${t.role} IN ('owner', 'front_office', 'content_editor')`),
  ],
);

/**
 * Invitations to the admin: a one-time link (only its SHA-256 stored) with which the
 * colleague sets a password; the account is created then, with the invited role.
 */
export const adminInvites = pgTable(
  "admin_invites",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: ADMIN_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: integer("invited_by").references(() => adminUsers.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "admin_invites_role_valid",
      sql`${t.role} IN ('owner', 'front_office', 'content_editor')`,
    ),
  ],
);

/** "Forgot password" links: single use, 30 minutes, only the SHA-256 of the token stored. */
export const adminPasswordResets = pgTable(
  "admin_password_resets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("admin_password_resets_user").on(t.userId)],
);

/** One-time recovery codes for two-factor sign-in (only their hashes stored). */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("admin_recovery_codes_user").on(t.userId)],
);

/**
 * A sign-in whose password was right and that still owes its second factor: a random token in
 * a short-lived cookie (only its SHA-256 stored), a few minutes and a few attempts.
 */
export const adminLoginChallenges = pgTable(
  "admin_login_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("admin_login_challenges_user").on(t.userId)],
);

/** Admin sessions: only the SHA-256 of the random cookie token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

/** Fixed-window rate-limit counters, shared by every server process. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * Durable background jobs (e-mail, provider pushes). Workers claim due rows with
 * `FOR UPDATE SKIP LOCKED`, so several processes can share one queue.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    queue: text("queue").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    dedupeKey: text("dedupe_key").unique(),
    status: text("status", { enum: ["pending", "running", "done", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    check("jobs_status_valid", sql`${t.status} IN ('pending', 'running', 'done', 'failed')`),
    index("jobs_due").on(t.queue, t.status, t.runAt),
  ],
);

/** E-mail written in the same transaction as what caused it, sent by a worker. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    dedupeKey: text("dedupe_key").notNull().unique(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments")
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Extra header lines, e.g. List-Unsubscribe on newsletter mail. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due").on(t.status, t.nextAttemptAt)],
);

export const ezeeConfig = pgTable(
  "ezee_config",
  {
    id: integer("id").primaryKey().default(1),
    hotelCode: text("hotel_code").notNull().default(""),
    apiKeyEncrypted: text("api_key_encrypted"),
    apiUrl: text("api_url").notNull().default("https://live.ipms247.com"),
    isActive: boolean("is_active").notNull().default(false),
    lastSync: timestamp("last_sync", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [check("ezee_config_single_row", sql`${t.id} = 1`)],
);

/**
 * One site room type ↔ one eZee room type: each site room type has one mapping, and an
 * eZee room type is in one active mapping at most (two site room types selling one eZee
 * count would each sell its rooms).
 */
export const ezeeRoomMappings = pgTable(
  "ezee_room_mappings",
  {
    id: serial("id").primaryKey(),
    localRoomId: integer("local_room_id")
      .notNull()
      .unique()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    ezeeRoomTypeId: text("ezee_room_type_id").notNull(),
    ezeeRoomTypeName: text("ezee_room_type_name").notNull(),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    uniqueIndex("ezee_room_mappings_one_active_per_ezee_type")
      .on(t.ezeeRoomTypeId)
      .where(sql`${t.isActive}`),
  ],
);

export const ezeeRatePlans = pgTable("ezee_rate_plans", {
  id: serial("id").primaryKey(),
  ratePlanId: text("rate_plan_id").notNull().unique(),
  ratePlanName: text("rate_plan_name").notNull(),
  roomTypeId: text("room_type_id").notNull(),
  occupancyType: text("occupancy_type"),
  mealPlan: text("meal_plan"),
  isActive: boolean("is_active").notNull().default(true),
  /** eZee rate type (InsertBooking needs it with the rate plan); ids are strings (> 2^53). */
  rateTypeId: text("rate_type_id"),
  rateTypeName: text("rate_type_name"),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
});

/** eZee room types as last read by "Sync rooms" (the choices of the room mapping). */
export const ezeeRoomTypes = pgTable("ezee_room_types", {
  ezeeRoomTypeId: text("ezee_room_type_id").primaryKey(),
  name: text("name").notNull(),
  shortcode: text("shortcode"),
  baseAdults: integer("base_adults"),
  maxAdults: integer("max_adults"),
  /** False once a sync no longer sees it (kept so mappings stay readable). */
  isActive: boolean("is_active").notNull().default(true),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * eZee's rooms free per room type and night, read with RoomList and trusted for at
 * most 2 minutes. In the database so every server process shares one cache (and
 * one share of the provider's rate limit).
 */
export const ezeeAvailabilityCache = pgTable(
  "ezee_availability_cache",
  {
    ezeeRoomTypeId: text("ezee_room_type_id").notNull(),
    night: date("night").notNull(),
    available: integer("available").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ezeeRoomTypeId, t.night] })],
);

/** A web booking's reservation in eZee, kept between InsertBooking and ProcessBooking. */
export const ezeeBookingLinks = pgTable("ezee_booking_links", {
  bookingId: integer("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  reservationNo: text("reservation_no").notNull(),
  subReservationNos: jsonb("sub_reservation_nos")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  inventoryMode: text("inventory_mode"),
  insertedAt: timestamp("inserted_at", { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
});

export const pesapalConfig = pgTable(
  "pesapal_config",
  {
    id: integer("id").primaryKey().default(1),
    consumerKeyEncrypted: text("consumer_key_encrypted"),
    consumerSecretEncrypted: text("consumer_secret_encrypted"),
    sandbox: boolean("sandbox").notNull().default(true),
    isActive: boolean("is_active").notNull().default(false),
    ipnId: text("ipn_id"),
    ipnUrl: text("ipn_url"),
    /**
     * What the Testing tab shows: Pesapal publishes no official list of sandbox test
     * cards or phone numbers, so staff keep the values their sandbox page shows here.
     */
    testCardNumbers: text("test_card_numbers").notNull().default(""),
    testPhoneNumber: text("test_phone_number").notNull().default(""),
    updatedAt: updatedAt(),
  },
  (t) => [check("pesapal_config_single_row", sql`${t.id} = 1`)],
);

/**
 * Payments staff take at the front desk (cash, card terminal, M-PESA till or paybill, bank
 * transfer), part of the guest's account with the online payments above. Never edited: a
 * mistake is put right at the desk and noted. Each request carries a key (one payment however
 * many times the form is sent), and an M-PESA confirmation code is recorded once.
 */
export const deskPayments = pgTable(
  "desk_payments",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    amount: integer("amount").notNull(),
    method: text("method", { enum: DESK_PAYMENT_METHODS }).notNull(),
    /** The M-PESA confirmation code, the bank transfer's reference or the card slip's number. */
    reference: text("reference"),
    /** The form's Idempotency-Key: the same request sent twice records one payment. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    receivedBy: integer("received_by").references(() => adminUsers.id, { onDelete: "set null" }),
    /** The staff member's name when they took it (kept if the account goes). */
    receivedByName: text("received_by_name").notNull(),
    createdAt: createdAt(),
    /** A mistaken payment is voided, not deleted: kept, struck out, counted nowhere. */
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedByName: text("voided_by_name"),
    voidReason: text("void_reason"),
  },
  (t) => [
    check("desk_payments_amount_positive", sql`${t.amount} > 0`),
    check("desk_payments_method", sql`${t.method} IN ('cash', 'card', 'mpesa', 'bank_transfer')`),
    check(
      "desk_payments_void_complete",
      sql`(${t.voidedAt} IS NULL) = (${t.voidedByName} IS NULL) AND (${t.voidedAt} IS NULL) = (${t.voidReason} IS NULL)`,
    ),
    // A voided M-PESA payment frees its code (entered on the wrong booking, entered again).
    uniqueIndex("desk_payments_one_mpesa_code")
      .on(t.reference)
      .where(sql`${t.method} = 'mpesa' AND ${t.voidedAt} IS NULL`),
    index("desk_payments_booking").on(t.bookingId),
    index("desk_payments_created_at").on(t.createdAt),
  ],
);

/**
 * Charges staff add to a booking's account (a minibar, a laundry, a transfer): whole
 * shillings, more than 0, `quantity` × `unitAmount` = `amount`. Voided, never deleted.
 */
export const staffCharges = pgTable(
  "folio_charges",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull().default(1),
    unitAmount: integer("unit_amount").notNull(),
    amount: integer("amount").notNull(),
    /** The form's Idempotency-Key: the same request sent twice adds one charge. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    addedBy: integer("added_by").references(() => adminUsers.id, { onDelete: "set null" }),
    addedByName: text("added_by_name").notNull(),
    createdAt: createdAt(),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedByName: text("voided_by_name"),
    voidReason: text("void_reason"),
  },
  (t) => [
    check("folio_charges_amount_positive", sql`${t.amount} > 0 AND ${t.unitAmount} > 0`),
    check("folio_charges_quantity_positive", sql`${t.quantity} > 0`),
    check("folio_charges_amount_product", sql`${t.amount} = ${t.quantity} * ${t.unitAmount}`),
    check(
      "folio_charges_void_complete",
      sql`(${t.voidedAt} IS NULL) = (${t.voidedByName} IS NULL) AND (${t.voidedAt} IS NULL) = (${t.voidReason} IS NULL)`,
    ),
    index("folio_charges_booking").on(t.bookingId),
  ],
);

/**
 * The night audit's log: one row per hotel day closed (the business date itself lives in
 * app_meta, key "business_date"; a day is closed once, its date unique).
 */
export const nightAudits = pgTable("night_audits", {
  id: serial("id").primaryKey(),
  businessDate: date("business_date").notNull().unique(),
  closedBy: integer("closed_by").references(() => adminUsers.id, { onDelete: "set null" }),
  closedByName: text("closed_by_name").notNull(),
  closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
  /** What was open when the day closed: arrivals, departures, balances, no-shows. */
  counts: jsonb("counts").$type<Record<string, number>>().notNull(),
});

export const paymentTransactions = pgTable(
  "payment_transactions",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    merchantReference: text("merchant_reference").notNull().unique(),
    orderTrackingId: text("order_tracking_id").unique(),
    description: text("description").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("KES"),
    paymentStatus: text("payment_status").notNull().default("PENDING"),
    paymentMethod: text("payment_method"),
    confirmationCode: text("confirmation_code"),
    /** Pesapal's status_code: 0 invalid/pending, 1 completed, 2 failed, 3 reversed. */
    statusCode: integer("status_code"),
    /** "sandbox" or "live": the environment the order was submitted to. */
    environment: text("environment").notNull().default("sandbox"),
    /** Pesapal's hosted payment page for this order. */
    redirectUrl: text("redirect_url"),
    /** Last GetTransactionStatus call (throttles polling from the callback page). */
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    /**
     * The refund staff asked Pesapal for (one per payment): Pesapal queues it for
     * approval, then pays it back.
     */
    refundAmount: integer("refund_amount"),
    refundRemarks: text("refund_remarks"),
    refundRequestedAt: timestamp("refund_requested_at", { withTimezone: true }),
    refundRequestedBy: integer("refund_requested_by").references(() => adminUsers.id, {
      onDelete: "set null",
    }),
    /**
     * Where the refund stands: `requested` (Pesapal queued it), `retrying` (Pesapal refused or
     * did not answer; asked again), `refunded` (status_code 3), `refused` (given up),
     * `unconfirmed` (no reversal seen after the follow-up ended).
     */
    refundStatus: text("refund_status"),
    /** Pesapal's last refusal or error for this refund. */
    refundError: text("refund_error"),
    /** When the reversal was seen. */
    refundSettledAt: timestamp("refund_settled_at", { withTimezone: true }),
    /** Paid after the booking was cancelled or expired (refunded automatically). */
    latePayment: boolean("late_payment").notNull().default(false),
    /** CancelOrder accepted for an order left unpaid when its hold ended. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** `stay` (the booking's total) or `balance` (the difference after a change of the stay). */
    purpose: text("purpose").notNull().default("stay"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("payment_transactions_amount_non_negative", sql`${t.amount} >= 0`),
    check(
      "payment_transactions_refund_within_amount",
      sql`${t.refundAmount} IS NULL OR (${t.refundAmount} > 0 AND ${t.refundAmount} <= ${t.amount})`,
    ),
    index("payment_transactions_booking").on(t.bookingId),
  ],
);

/**
 * Each change a guest made to their stay online (Manage booking): the stay before and
 * after, the totals, and how the difference was settled.
 */
export const bookingChanges = pgTable(
  "booking_changes",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    before: jsonb("before").$type<Record<string, unknown>>().notNull(),
    after: jsonb("after").$type<Record<string, unknown>>().notNull(),
    oldTotal: integer("old_total").notNull(),
    newTotal: integer("new_total").notNull(),
    /**
     * `none`, `pay_online` (a balance order), `refund` (Pesapal refund of the difference),
     * `at_hotel` (settled at the front desk).
     */
    settlement: text("settlement").notNull(),
    amount: integer("amount").notNull().default(0),
    /** The staff account that made the change (null: the guest, through Manage booking). */
    changedBy: integer("changed_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("booking_changes_booking").on(t.bookingId)],
);

/** Health of each provider link (Pesapal, eZee), shown on the admin dashboard. */
export const integrationHealth = pgTable("integration_health", {
  provider: text("provider").primaryKey(),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
  lastError: text("last_error"),
  updatedAt: updatedAt(),
});

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created").on(t.createdAt)],
);

/** Raw bytes (bytea): the pg driver gives a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded files on PostgreSQL (server/services/platform/file-store.ts): every process reaches
 * them, and each keeps a disk copy under DATA_DIR/uploads. Unused on the embedded database.
 */
export const storedFiles = pgTable("stored_files", {
  /** Relative to /uploads/ ("rooms/3/ab12….webp"). */
  path: text("path").primaryKey(),
  bytes: bytea("bytes").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});

/**
 * The policy pages' own texts (privacy, terms, cancellation): each publish is a new row, so
 * the text a guest read on a given day is always on record. A page's version numbers run
 * across its languages; the newest row of a page and language is the one shown, and a row
 * without HTML means "back to the standard text" (the catalogue's, filled from the settings).
 */
export const policyTexts = pgTable(
  "policy_texts",
  {
    id: serial("id").primaryKey(),
    page: text("page").notNull(),
    language: text("language").notNull(),
    version: integer("version").notNull(),
    html: text("html"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer("published_by").references(() => adminUsers.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    uniqueIndex("policy_texts_page_version").on(t.page, t.version),
    index("policy_texts_page_language").on(t.page, t.language, t.version),
    check("policy_texts_page_valid", sql`${t.page} in ('privacy', 'terms', 'cancellation')`),
    check("policy_texts_version_positive", sql`${t.version} > 0`),
    check(
      "policy_texts_language_valid",
      sql`${t.language} in ('en', 'fr', 'es', 'it', 'de', 'ar', 'sw')`,
    ),
  ],
);
