import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~core/i18n/languages";

const ROOT = path.resolve("public/locales");
/** Values that are rightly the same as English (units, loanwords a language really uses). */
const SAME_AS_ENGLISH_ALLOWED: Record<string, string[]> = {
  all: ["{{size}} m²", "{{lateRule}}", "Euro (€)", "{{checkIn}} – {{checkOut}}"],
  fr: ["Contact", "Journal", "euros"],
  es: ["euros"],
  de: ["Journal", "Home"],
  it: ["Home"],
};

type Flat = Record<string, string>;

function flatten(value: unknown, prefix = ""): Flat {
  if (typeof value === "string") return { [prefix]: value };
  const out: Flat = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    Object.assign(out, flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

function catalogue(lang: string): Flat {
  const out: Flat = {};
  for (const file of readdirSync(path.join(ROOT, lang)).filter((f) => f.endsWith(".json"))) {
    const ns = file.replace(/\.json$/, "");
    const flat = flatten(JSON.parse(readFileSync(path.join(ROOT, lang, file), "utf8")));
    for (const [key, value] of Object.entries(flat)) out[`${ns}:${key}`] = value;
  }
  return out;
}

const english = catalogue("en");

/** i18next plural suffixes: each language has the forms its plural rules need. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, "");
const isPlural = (key: string) => PLURAL.test(key);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("UI catalogues", () => {
  it("has an English catalogue", () => {
    expect(Object.keys(english).length).toBeGreaterThan(20);
  });

  for (const lang of LANGUAGES.filter((l) => l !== "en")) {
    describe(lang, () => {
      const translated = catalogue(lang);
      it("has exactly the English keys, with the plural forms of the language", () => {
        const bases = (flat: Flat) => [...new Set(Object.keys(flat).map(baseKey))].sort();
        expect(bases(translated)).toEqual(bases(english));
        const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        for (const key of Object.keys(english).filter(isPlural).map(baseKey)) {
          for (const form of forms)
            expect(translated, `${key}_${form}`).toHaveProperty([`${key}_${form}`]);
        }
      });
      it("has no empty value and keeps every placeholder", () => {
        for (const [key, value] of Object.entries(translated)) {
          expect(value.trim(), key).not.toBe("");
          // A plural form such as Arabic "two" may spell the number out instead of {{count}}.
          if (isPlural(key) && !key.endsWith("_other")) continue;
          expect(placeholders(value), key).toEqual(placeholders(english[key] ?? ""));
        }
      });
      it("is really translated", () => {
        const copies = Object.entries(translated)
          .filter(([key, value]) => value === (english[key] ?? english[`${baseKey(key)}_other`]))
          .filter(
            ([, value]) =>
              ![...SAME_AS_ENGLISH_ALLOWED.all!, ...(SAME_AS_ENGLISH_ALLOWED[lang] ?? [])].includes(
                value,
              ),
          )
          .map(([key]) => key);
        expect(copies).toEqual([]);
      });
    });
  }
});
