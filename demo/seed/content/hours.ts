/**
 * Opening hours in the demo content, written once: every seeded text that states a
 * time (restaurant hours and the printed menu) is
 * built from these values with the page language's own clock (core/format.ts).
 */
import { formatTime } from "~core/format";
import { type FullyLocalizedText as L, LANGUAGES, type Lang } from "~core/i18n/languages";

type Meal = "breakfast" | "lunch" | "dinner";
/** [meal, opens, closes], 24-hour HH:MM. */
type Service = readonly [Meal, string, string];

const MEALS: Record<Meal, L> = {
  breakfast: {
    en: "Breakfast",
    fr: "Petit-déjeuner",
    es: "Desayuno",
    it: "Colazione",
    de: "Frühstück",
    ar: "الإفطار",
    sw: "Kiamsha kinywa",
  },
  lunch: {
    en: "Lunch",
    fr: "Déjeuner",
    es: "Comida",
    it: "Pranzo",
    de: "Mittagessen",
    ar: "الغداء",
    sw: "Chakula cha mchana",
  },
  dinner: {
    en: "Dinner",
    fr: "Dîner",
    es: "Cena",
    it: "Cena",
    de: "Abendessen",
    ar: "العشاء",
    sw: "Chakula cha jioni",
  },
};

/** Each restaurant's services, by slug. */
export const RESTAURANT_HOURS = {
  bahari: [
    ["breakfast", "07:00", "10:30"],
    ["lunch", "12:30", "15:00"],
    ["dinner", "18:30", "22:00"],
  ],
  "the-pergola": [
    ["lunch", "12:30", "15:00"],
    ["dinner", "18:30", "22:00"],
  ],
  "the-fine-dining": [["dinner", "18:30", "22:00"]],
  "the-garden": [
    ["breakfast", "07:00", "10:00"],
    ["lunch", "12:30", "15:00"],
  ],
} as const satisfies Record<string, readonly Service[]>;

function perLanguage(text: (lang: Lang) => string): L {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, text(lang)])) as L;
}

/** "Breakfast 7:00 AM – 10:30 AM · Lunch …" in each language's clock. */
export function hoursText(services: readonly Service[]): L {
  return perLanguage((lang) =>
    services
      .map(
        ([meal, opens, closes]) =>
          `${MEALS[meal][lang]} ${formatTime(opens, lang)} – ${formatTime(closes, lang)}`,
      )
      .join(" · "),
  );
}
