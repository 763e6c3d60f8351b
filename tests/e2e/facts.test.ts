/**
 * One truth for every hotel fact: the rendered pages of all seven languages
 * state check-in/check-out, the pool's hours and the breakfast charge only with the
 * values of the settings, and never an English "AM/PM" outside English.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatKsh, formatTime } from "~core/format";
import { LANGUAGES, type Lang } from "~core/i18n/languages";
import { demoSettings as settings } from "../../demo/seed/content";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: freshDataDir() });
});
afterAll(async () => {
  await server?.stop();
});

const PAGES = [
  "/",
  "/about",
  "/experiences",
  "/rooms",
  "/rooms/4",
  "/dining",
  "/dining/1/menu",
  "/faqs",
  "/terms-conditions",
];

/** The page's visible text, one entry per block element. */
async function blocks(path: string, lang: Lang): Promise<string[]> {
  const response = await fetch(`${server.url}${path}?lang=${lang}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .split(/<\/?(?:p|li|dd|dt|div|h[1-6]|section|span)\b[^>]*>/)
    .map((part) =>
      part
        .replace(/<[^>]+>/g, " ")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, "&")
        .replace(/[\u2066-\u2069]/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

const CLOCK =
  /\d{1,2}:\d{2}(?:\s?(?:AM|PM|ص|م)(?!\p{L}))?|\d{1,2} h(?: \d{2})?(?![\p{L}/])|\d{1,2}\s?(?:AM|PM)\b/gu;
const times = (text: string) => text.match(CLOCK) ?? [];
const STAY: Record<Lang, RegExp> = {
  en: /check-?(in|out)/i,
  fr: /arrivée|départ/i,
  es: /entrada|salida/i,
  it: /check-?(in|out)/i,
  de: /check-?(in|out)/i,
  ar: /الوصول|المغادرة/,
  sw: /kuingia|kutoka/i,
};
const POOL: Record<Lang, RegExp> = {
  en: /\bpool\b/i,
  fr: /piscine/i,
  es: /piscina/i,
  it: /piscina/i,
  de: /pool/i,
  ar: /المسبح/,
  sw: /bwawa/i,
};
const BREAKFAST: Record<Lang, RegExp> = {
  en: /breakfast/i,
  fr: /petit-déjeuner/i,
  es: /desayuno/i,
  it: /colazione/i,
  de: /frühstück/i,
  ar: /الفطور|الإفطار/,
  sw: /kifungua kinywa|kiamsha kinywa/i,
};
const PER_GUEST: Record<Lang, RegExp> = {
  en: /per (guest|person)/i,
  fr: /par personne/i,
  es: /por persona/i,
  it: /a persona/i,
  de: /pro Person/i,
  ar: /للفرد|للشخص/,
  sw: /kwa (kila )?mgeni/i,
};

describe("the rendered pages state each hotel fact once", () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: no second check-out time, pool hours or breakfast charge`, async () => {
      const stayTimes = [settings.checkInTime, settings.checkOutTime, settings.lateCheckoutUntil];
      const allowedStay = stayTimes.map((hhmm) => formatTime(hhmm, lang));
      const allowedPool = [settings.poolOpens, settings.poolCloses].map((hhmm) =>
        formatTime(hhmm, lang),
      );
      for (const path of PAGES) {
        for (const text of await blocks(path, lang)) {
          if (lang !== "en") expect(text, `${path}: ${text}`).not.toMatch(/\d\s?(AM|PM)\b/);
          if (STAY[lang].test(text) && !POOL[lang].test(text)) {
            for (const time of times(text)) expect(allowedStay, `${path}: ${text}`).toContain(time);
          }
          if (POOL[lang].test(text) && !STAY[lang].test(text)) {
            for (const time of times(text)) expect(allowedPool, `${path}: ${text}`).toContain(time);
          }
          if (BREAKFAST[lang].test(text) && /KSh|شلن/.test(text) && text.length < 300) {
            expect(text, path).not.toMatch(PER_GUEST[lang]);
            expect(text, path).toContain(formatKsh(settings.breakfastStep));
          }
        }
      }
    }, 60_000);
  }
});
