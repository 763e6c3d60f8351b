/**
 * Every hotel fact is stated once. The texts the public pages show (the UI
 * catalogues interpolated with the settings, as the loaders do, and the seeded content)
 * are searched in all seven languages for a second value of check-in/check-out time,
 * pool hours and the breakfast charge.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { infoFacts } from "~/components/engage/info-facts.server";
import { formatKsh, formatTime } from "~core/format";
import { LANGUAGES, type Lang } from "~core/i18n/languages";
import { FOOD } from "../../demo/seed/art/menu-food";
import {
  amenities,
  demoSettings,
  heroSlides,
  restaurants,
  roomTypes,
} from "../../demo/seed/content";
import { bahariAndPergolaItems } from "../../demo/seed/content/menu-items-a";

const settings = demoSettings;
const ROOT = path.resolve("public/locales");
/** The chat's own replies are checked by the chat's tests. */
const SKIP = /^engage:chat\./;

function flatten(value: unknown, prefix: string, out: Record<string, string>) {
  if (typeof value === "string") out[prefix] = value;
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix.endsWith(":") ? `${prefix}${key}` : `${prefix}.${key}`, out);
}

/** Every page text of a language, interpolated with the facts the loaders pass. */
function pageTexts(lang: Lang): string[] {
  const flat: Record<string, string> = {};
  for (const file of readdirSync(path.join(ROOT, lang)).filter((f) => f.endsWith(".json"))) {
    const ns = file.replace(/\.json$/, "");
    flatten(JSON.parse(readFileSync(path.join(ROOT, lang, file), "utf8")), `${ns}:`, flat);
  }
  const facts = infoFacts(settings, lang);
  const texts = Object.entries(flat)
    .filter(([key]) => !SKIP.test(key))
    .map(([, text]) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => facts[name] ?? m));
  const seeded = [
    ...heroSlides.flatMap((slide) => [slide.title[lang], slide.subtitle[lang]]),
    ...amenities.map((amenity) => amenity.description[lang]),
    ...restaurants.flatMap((r) => [r.description[lang], r.hours[lang]]),
    ...roomTypes.flatMap((room) => [room.description[lang], room.shortDescription[lang]]),
  ];
  return [...texts, ...seeded.filter((text): text is string => Boolean(text))];
}

/** Clock times as written: "2:00 PM", "14:00", "7 h", "19 h 30", "2:00 م"; not "7:00 صباحًا". */
const CLOCK =
  /\d{1,2}:\d{2}(?:\s?(?:AM|PM|ص|م)(?!\p{L}))?|\d{1,2} h(?: \d{2})?(?![\p{L}/])|\d{1,2}\s?(?:AM|PM)\b/gu;
const times = (text: string) => text.match(CLOCK) ?? [];

const STAY_WORDS: Record<Lang, RegExp> = {
  en: /check-?(in|out)/i,
  fr: /arrivée|départ/i,
  es: /entrada|salida/i,
  it: /check-?(in|out)/i,
  de: /check-?(in|out)/i,
  ar: /الوصول|المغادرة/,
  sw: /kuingia|kutoka/i,
};
const POOL_WORDS: Record<Lang, RegExp> = {
  en: /\bpool\b/i,
  fr: /piscine/i,
  es: /piscina/i,
  it: /piscina/i,
  de: /pool/i,
  ar: /المسبح/,
  sw: /bwawa/i,
};
const BREAKFAST_WORDS: Record<Lang, RegExp> = {
  en: /breakfast/i,
  fr: /petit-déjeuner/i,
  es: /desayuno/i,
  it: /colazione/i,
  de: /frühstück/i,
  ar: /الفطور|الإفطار/,
  sw: /kifungua kinywa|kiamsha kinywa/i,
};
/** The engine charges breakfast per room and night, never per guest. */
const PER_GUEST: Record<Lang, RegExp> = {
  en: /per (guest|person)/i,
  fr: /par personne/i,
  es: /por persona/i,
  it: /a persona/i,
  de: /pro Person/i,
  ar: /للفرد|للشخص/,
  sw: /kwa (kila )?mgeni/i,
};
const AMOUNT = /KSh\s?\d|\d\s?(KSh|شلن)/;

describe("one truth for every hotel fact", () => {
  for (const lang of LANGUAGES) {
    describe(lang, () => {
      const texts = pageTexts(lang);

      it("states check-in and check-out only at the times of the settings", () => {
        const allowed = [
          settings.checkInTime,
          settings.checkOutTime,
          settings.lateCheckoutUntil,
        ].map((hhmm) => formatTime(hhmm, lang));
        for (const text of texts.filter((t) => STAY_WORDS[lang].test(t))) {
          for (const time of times(text)) expect(allowed, text).toContain(time);
        }
      });

      it("states the pool's hours only as the settings do", () => {
        const allowed = [settings.poolOpens, settings.poolCloses].map((hhmm) =>
          formatTime(hhmm, lang),
        );
        const pool = texts.filter((t) => POOL_WORDS[lang].test(t) && times(t).length > 0);
        expect(pool.length).toBeGreaterThan(0);
        for (const text of pool) {
          for (const time of times(text)) expect(allowed, text).toContain(time);
        }
      });

      it("leaves the pool's hours out of stored content, which a settings change would not reach", () => {
        const stored = [
          ...heroSlides.map((slide) => slide.subtitle[lang]),
          ...amenities.map((amenity) => amenity.description[lang]),
        ].filter((text): text is string => Boolean(text) && POOL_WORDS[lang].test(text ?? ""));
        expect(stored.length).toBeGreaterThan(0);
        for (const text of stored) expect(times(text), text).toEqual([]);
      });

      it("states the breakfast charge as the price engine applies it", () => {
        const charge = texts.filter((t) => BREAKFAST_WORDS[lang].test(t) && AMOUNT.test(t));
        expect(charge.length).toBeGreaterThan(0);
        for (const text of charge) {
          expect(text).not.toMatch(PER_GUEST[lang]);
          expect(text).toContain(formatKsh(settings.breakfastStep));
        }
      });
    });
  }

  it("every room's with-breakfast rates add the settings' breakfast step, per room", () => {
    for (const room of roomTypes) {
      expect(room.rates.singleBreakfast - room.rates.singleBedOnly).toBe(settings.breakfastStep);
      expect(room.rates.doubleBreakfast - room.rates.doubleBedOnly).toBe(settings.breakfastStep);
    }
  });

  it("the printed food menu shows Bahari's breakfast hours and prices", () => {
    const breakfast = FOOD[0]!;
    const bahariHours = restaurants.find((r) => r.slug === "bahari")!.hours.en;
    const [served] = bahariHours.split(" · ");
    for (const time of times(breakfast.note ?? "")) expect(served).toContain(time);
    expect(times(breakfast.note ?? "")).toHaveLength(2);
    for (const item of bahariAndPergolaItems.filter((i) => i.restaurantId === 1)) {
      const printed = breakfast.items.find(
        ([name]) => name.toLowerCase() === item.name.en.toLowerCase(),
      );
      if (printed) expect(printed[2], item.name.en).toBe(item.price);
    }
    expect(
      breakfast.items.filter(([name]) =>
        bahariAndPergolaItems.some((i) => i.name.en.toLowerCase() === name.toLowerCase()),
      ),
    ).toHaveLength(2);
  });

  it("a room's bed type is the bed its description names", () => {
    const BED = /\b(single|double|queen|king) bed\b/i;
    for (const room of roomTypes) {
      const named = room.description.en.match(BED)?.[1];
      expect(room.bedType.toLowerCase(), room.name).toBe(named?.toLowerCase());
      for (const lang of LANGUAGES) {
        const catalogue = JSON.parse(readFileSync(path.join(ROOT, lang, "booking.json"), "utf8"));
        expect(catalogue.room.bedTypes, `${lang} ${room.bedType}`).toHaveProperty(room.bedType);
      }
    }
  });
});
