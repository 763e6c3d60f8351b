/**
 * The dashboard's first-run checklist: what a hotel that started empty (SEED_DEMO=0) still
 * lacks before guests can book, each line computed from the database. Once every line is
 * done the dashboard leaves the card out.
 */
import { and, count, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  galleryImages,
  heroSlides,
  pesapalConfig,
  restaurants,
  roomTypes,
  siteSettings,
} from "../../db/schema";

export interface ChecklistLine {
  key: "settings" | "rooms" | "rates" | "payment" | "content";
  label: string;
  /** What "done" means, shown under the label. */
  detail: string;
  /** The admin page that does it. */
  to: string;
  done: boolean;
}

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

export async function firstRunChecklist(db: Database): Promise<ChecklistLine[]> {
  const [settingsRows, rooms, unpriced, pesapal, pictures] = await Promise.all([
    // The site settings are saved once staff set the hotel's name and contacts; until then
    // the pages show the built-in defaults.
    countOf(db.select({ n: count() }).from(siteSettings)),
    countOf(db.select({ n: count() }).from(roomTypes).where(eq(roomTypes.isActive, true))),
    countOf(
      db
        .select({ n: count() })
        .from(roomTypes)
        .where(
          and(
            eq(roomTypes.isActive, true),
            or(sql`${roomTypes.rateSingleBedOnly} <= 0`, sql`${roomTypes.rateDoubleBedOnly} <= 0`),
          ),
        ),
    ),
    countOf(
      db
        .select({ n: count() })
        .from(pesapalConfig)
        .where(
          and(
            eq(pesapalConfig.isActive, true),
            sql`${pesapalConfig.consumerKeyEncrypted} IS NOT NULL`,
            sql`${pesapalConfig.consumerSecretEncrypted} IS NOT NULL`,
          ),
        ),
    ),
    Promise.all([
      countOf(db.select({ n: count() }).from(restaurants)),
      countOf(db.select({ n: count() }).from(galleryImages)),
      countOf(db.select({ n: count() }).from(heroSlides)),
    ]),
  ]);
  const settingsSaved = settingsRows > 0;
  return [
    {
      key: "settings",
      label: "Hotel settings",
      detail:
        "The hotel's name, phone numbers, e-mail and address, saved once: until then the public site says it is opening soon.",
      to: "/admin/settings",
      done: settingsSaved,
    },
    {
      key: "rooms",
      label: "Room types",
      detail: "At least one room type guests can book.",
      to: "/admin/rooms",
      done: rooms > 0,
    },
    {
      key: "rates",
      label: "Rates",
      detail: "A nightly rate above 0 for every room type.",
      to: "/admin/rates",
      done: rooms > 0 && unpriced === 0,
    },
    {
      key: "payment",
      label: "Payment",
      detail:
        "Pesapal active with its keys, or pay at the hotel (the default without Pesapal) kept by saving the settings.",
      to: "/admin/pesapal",
      done: pesapal > 0 || settingsSaved,
    },
    {
      key: "content",
      label: "Content",
      detail: "A restaurant, a gallery picture or a home-page slide.",
      to: "/admin/restaurants",
      done: pictures.some((n) => n > 0),
    },
  ];
}
