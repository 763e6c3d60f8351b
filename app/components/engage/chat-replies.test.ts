import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChatFacts } from "../../../core/chat-facts";
import ar from "../../../public/locales/ar/engage.json";
import de from "../../../public/locales/de/engage.json";
import en from "../../../public/locales/en/engage.json";
import es from "../../../public/locales/es/engage.json";
import fr from "../../../public/locales/fr/engage.json";
import it_ from "../../../public/locales/it/engage.json";
import sw from "../../../public/locales/sw/engage.json";
import { findIntent } from "./chat-intents";
import { replyTo } from "./chat-replies";

const rates = (bedOnly: number) => ({
  singleBedOnly: bedOnly,
  singleBreakfast: bedOnly + 500,
  doubleBedOnly: bedOnly + 2500,
  doubleBreakfast: bedOnly + 3000,
});
const facts: ChatFacts = {
  rooms: [
    {
      id: 3,
      slug: "superior-mini",
      name: "Superior Mini",
      size: 18,
      capacity: 1,
      bedType: "Twin",
      rates: rates(6500),
    },
    {
      id: 4,
      slug: "deluxe",
      name: "Deluxe",
      size: 28,
      capacity: 3,
      bedType: "King",
      rates: rates(9500),
    },
    {
      id: 5,
      slug: "super-deluxe",
      name: "Super Deluxe",
      size: 35,
      capacity: 3,
      bedType: "King",
      rates: rates(11500),
    },
  ],
  checkInTime: "14:00",
  checkOutTime: "12:00",
  lateCheckoutUntil: "15:00",
  lateCheckoutCharge: 3000,
  extraGuestCharge: 2500,
  maxExtraGuests: 3,
  transferVanPrice: 1000,
  taxPercent: 15,
  phone: "+254 711 000 111",
  emails: { general: "info@pwanibay.example", events: "events@pwanibay.example" },
  restaurants: [{ name: "The Pergola", hours: "Lunch 12:30 PM - 3:00 PM" }],
  packages: [{ title: "Graduation", price: "KSh 3,500 per person" }],
};

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: "en",
    fallbackLng: "en",
    resources: Object.fromEntries(
      Object.entries({ en, fr, es, it: it_, de, ar, sw }).map(([lng, engage]) => [lng, { engage }]),
    ),
    interpolation: { escapeValue: false },
  });
});
const ask = (question: string, lang: string) =>
  replyTo(question, facts, i18n.getFixedT(lang, "engage"), lang).text;

describe("chat assistant replies", () => {
  it("quotes the Deluxe rate, not the Super Deluxe one", () => {
    expect(ask("How much is the Deluxe room?", "en")).toContain("KSh 9,500 per night");
    expect(ask("How much is the Super Deluxe?", "en")).toContain("KSh 11,500 per night");
  });

  it("understands the same question in every language and answers in it", () => {
    const questions: Record<string, [string, string]> = {
      fr: ["Combien coûte la chambre Deluxe ?", "par nuit"],
      es: ["¿Cuánto cuesta la habitación Deluxe?", "por noche"],
      it: ["Quanto costa la camera Deluxe?", "a notte"],
      de: ["Was kostet das Deluxe-Zimmer?", "pro Nacht"],
      ar: ["كم سعر غرفة ديلوكس؟", "لليلة"],
      sw: ["Chumba cha Deluxe ni bei gani?", "kwa usiku"],
    };
    for (const [lang, [question, phrase]] of Object.entries(questions)) {
      const reply = ask(question, lang);
      expect(reply, lang).toContain("KSh 9,500");
      expect(reply, lang).toContain(phrase);
    }
  });

  it("answers times, transfer, breakfast, late check-out and packages from the facts", () => {
    expect(ask("What time is check-in?", "en")).toContain("2:00 PM");
    expect(ask("Heure d'arrivée ?", "fr")).toContain("12:00 PM");
    expect(ask("Do you have an airport shuttle?", "en")).toContain("KSh 1,000");
    expect(ask("Gibt es Frühstück?", "de")).toContain("KSh 500");
    expect(ask("Can I have a late checkout?", "en")).toContain("KSh 3,000");
    expect(ask("¿Tienen paquetes para una boda?", "es")).toContain("Graduation");
    expect(ask("Je, kuna Wi-Fi?", "sw")).toContain("Wi-Fi");
  });

  it("falls back to the front desk for anything else", () => {
    expect(findIntent("Can I bring my parrot?")).toBeNull();
    expect(ask("Can I bring my parrot?", "en")).toContain("contact page");
    expect(replyTo("xyz", facts, i18n.getFixedT("en", "engage"), "en").contactLink).toBe(true);
  });
});

describe("extra guests (decision 005, core/party.ts)", () => {
  const withMax = (maxExtraGuests: number) => ({ ...facts, maxExtraGuests });
  const askExtra = (lang: string, f: ChatFacts = facts) =>
    replyTo("extra bed", f, i18n.getFixedT(lang, "engage"), lang);

  it("says one extra bed per room, none in a room for one, at most the settings' maximum", () => {
    const reply = askExtra("en").text;
    expect(reply).toContain("KSh 2,500");
    expect(reply).toContain("one extra bed per room");
    expect(reply).toContain("at most 3 per booking");
    // Superior Mini sleeps one: no extra bed there; the others take one.
    expect(reply).toContain("Superior Mini");
    expect(reply).not.toContain("Deluxe");
    expect(reply).not.toMatch(/up to \d+ extra guests per room/);
    expect(askExtra("en", withMax(1)).text).toContain("at most 1 per booking");
  });

  it("says so in every language, with the numbers of the settings", () => {
    for (const lang of ["fr", "es", "it", "de", "ar", "sw"]) {
      const reply = askExtra(lang, withMax(2)).text;
      expect(reply, lang).toContain("KSh 2,500");
      expect(reply, lang).toContain("2");
      expect(reply, lang).toContain("Superior Mini");
      expect(reply, lang).not.toBe(askExtra("en", withMax(2)).text);
    }
  });

  it("offers the front desk when the settings allow no extra guests online", () => {
    const reply = askExtra("en", withMax(0));
    expect(reply.text).toMatch(/cannot be booked online/);
    expect(reply.text).not.toContain("per booking");
    expect(reply.contactLink).toBe(true);
  });
});
