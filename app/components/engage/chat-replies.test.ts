import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChatFacts } from "~core/chat-facts";
import { formatKsh, formatTime } from "~core/format";
import { FACILITIES } from "~core/settings";
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
      otherNames: [],
    },
    {
      id: 4,
      slug: "deluxe",
      name: "Deluxe",
      size: 28,
      capacity: 3,
      bedType: "King",
      rates: rates(9500),
      // The names staff list for the room (room_types.chat_names), as the demo seeds them.
      otherNames: ["de luxe", "ديلوكس", "ديلكس", "الديلوكس"],
    },
    {
      id: 5,
      slug: "super-deluxe",
      name: "Super Deluxe",
      size: 35,
      capacity: 3,
      bedType: "King",
      rates: rates(11500),
      otherNames: ["superdeluxe", "سوبر ديلوكس", "سوبر ديلكس"],
    },
  ],
  checkInTime: "14:00",
  checkOutTime: "12:00",
  lateCheckoutUntil: "15:00",
  poolOpens: "07:00",
  poolCloses: "20:00",
  lateCheckoutCharge: 3000,
  extraGuestCharge: 2500,
  maxExtraGuests: 3,
  transferVanPrice: 1000,
  taxPercent: 15,
  phone: "+254 711 000 111",
  emails: { general: "info@pwanibay.example", events: "events@pwanibay.example" },
  address: "Links Road, Nyali, Mombasa 80100, Kenya",
  mapUrl: "https://www.openstreetmap.org/?mlat=-4.03&mlon=39.72#map=16/-4.03/39.72",
  payment: { online: false, fallback: "pay_at_hotel" },
  cancellation: { freeCancellationDays: 2, lateCancellationNights: 1 },
  beachWalkMinutes: 10,
  spa: false,
  pets: "assistance_dogs",
  facilities: [...FACILITIES],
  restaurants: [
    {
      name: "Bahari Restaurant",
      hours: "Breakfast 7:00 AM - 12:00 PM · Dinner 6:30 PM - 10:00 PM",
    },
    { name: "The Pergola", hours: "Lunch 12:30 PM - 3:00 PM" },
  ],
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
/** The reply without its bidi isolates (they are checked on their own below). */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, "");
const reply = (question: string, lang: string, f: ChatFacts = facts) =>
  replyTo(question, f, i18n.getFixedT(lang, "engage"), lang);
const ask = (question: string, lang: string, f: ChatFacts = facts) =>
  plain(reply(question, lang, f).text);

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
    expect(ask("Heure d'arrivée ?", "fr")).toContain("12:00");
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
  const askExtra = (lang: string, f: ChatFacts = facts) => {
    const answer = replyTo("extra bed", f, i18n.getFixedT(lang, "engage"), lang);
    return { ...answer, text: plain(answer.text) };
  };

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

const LANGS = ["en", "fr", "es", "it", "de", "ar", "sw"] as const;
const catalogues = { en, fr, es, it: it_, de, ar, sw };
const FSI = "\u2068";
const LRI = "\u2066";
const PDI = "\u2069";

describe("the suggestion chips", () => {
  const chipKeys = Object.keys(en.chat.chips) as (keyof typeof en.chat.chips)[];

  it("are the six the panel offers", () => {
    expect(chipKeys.sort()).toEqual(
      ["breakfast", "checkTimes", "dining", "packages", "prices", "transfer"].sort(),
    );
  });

  for (const lang of LANGS) {
    it(`each gets its own answer, with the facts, in ${lang}`, () => {
      for (const key of chipKeys) {
        const chip = catalogues[lang].chat.chips[key];
        expect(findIntent(chip), `${lang} ${key}: ${chip}`).toBe(key);
        const text = ask(chip, lang);
        const has = (part: string) => expect(text, `${lang} ${key}`).toContain(part);
        switch (key) {
          case "prices":
            for (const room of facts.rooms) {
              has(`${room.name} ${formatKsh(room.rates.singleBedOnly)}`);
            }
            break;
          case "checkTimes":
            has(formatTime(facts.checkInTime, lang));
            has(formatTime(facts.checkOutTime, lang));
            break;
          case "breakfast":
            has(formatKsh(500));
            has("Bahari Restaurant: Breakfast 7:00 AM - 12:00 PM");
            break;
          case "transfer":
            has(formatKsh(facts.transferVanPrice));
            break;
          case "dining":
            for (const r of facts.restaurants) has(`${r.name}: ${r.hours}`);
            break;
          case "packages":
            has("Graduation");
            break;
        }
      }
    });
  }
});

describe("the common questions, in every language", () => {
  const cases: Record<string, Record<(typeof LANGS)[number], string[]>> = {
    cancel: {
      en: ["Cancel my booking", "How do I change my booking?", "Can I get a refund?"],
      fr: ["Je veux annuler ma réservation", "Comment modifier ma réservation ?"],
      es: ["¿Cómo cancelo mi reserva?", "Quiero modificar la reserva"],
      it: ["Vorrei annullare la prenotazione", "Posso cancellare?"],
      de: ["Wie kann ich stornieren?", "Kann ich umbuchen?"],
      ar: ["أريد إلغاء الحجز", "كيف أغير موعد الحجز؟", "اريد الغاء حجزي"],
      sw: ["Nataka kughairi uhifadhi wangu", "Ninaweza kubadilisha tarehe?"],
    },
    location: {
      en: ["Where are you located?", "What is your address?"],
      fr: ["Où êtes-vous situés ?", "Ou etes-vous ? Adresse ?"],
      es: ["¿Dónde están ubicados?", "Cual es la direccion"],
      it: ["Dove vi trovate?", "Qual è l'indirizzo?"],
      de: ["Wo ist das Hotel?", "Wie ist die Adresse?"],
      ar: ["أين يقع الفندق؟", "ما هو عنوانكم؟"],
      sw: ["Hoteli iko wapi?", "Anwani yenu ni ipi?"],
    },
    payment: {
      en: ["Can I pay with M-Pesa?", "Do you take credit cards?", "How do I pay?"],
      fr: ["Puis-je payer par M-Pesa ?", "Paiement par carte bancaire ?"],
      es: ["¿Puedo pagar con tarjeta?", "¿Aceptan MPesa?"],
      it: ["Posso pagare con M-Pesa?", "Accettate contanti?"],
      de: ["Kann ich mit Kreditkarte bezahlen?", "Geht M-Pesa?"],
      ar: ["هل يمكنني الدفع عبر M-Pesa؟", "هل تقبلون بطاقة ائتمان؟"],
      sw: ["Naweza kulipa kwa M-Pesa?", "Malipo ni vipi?"],
    },
    breakfast: {
      en: ["Do you serve breakfast?"],
      fr: ["Petit dejeuner ?"],
      es: ["¿Hay desayuno?"],
      it: ["C'è la colazione?"],
      de: ["Gibt es Fruhstuck?"],
      ar: ["متى الفطور؟"],
      sw: ["Kifungua kinywa ni saa ngapi?", "Je, kuna kifungua kinywa?"],
    },
    beach: {
      en: ["How far is the beach?"],
      fr: ["La plage est-elle loin ?"],
      es: ["¿Está cerca la playa?"],
      it: ["Quanto dista la spiaggia?"],
      de: ["Wie weit ist der Strand?"],
      ar: ["كم يبعد الشاطئ؟"],
      sw: ["Ufukwe uko umbali gani?"],
    },
    spa: {
      en: ["Do you have a spa?", "Can I book a massage?"],
      fr: ["Avez-vous un spa ?"],
      es: ["¿Tienen spa o masajes?"],
      it: ["Avete una spa?"],
      de: ["Gibt es ein Spa?"],
      ar: ["هل يوجد سبا؟"],
      sw: ["Mna spa?"],
    },
    transfer: {
      en: ["Airport pickup?"],
      fr: ["Navette depuis l'aeroport ?"],
      es: ["¿Traslado al aeropuerto?"],
      it: ["Transfer dall'aeroporto?"],
      de: ["Abholung vom Flughafen?"],
      ar: ["هل يوجد نقل من المطار؟"],
      sw: ["Usafiri kutoka uwanja wa ndege?"],
    },
    children: {
      en: ["Can children stay?"],
      fr: ["Les enfants sont-ils acceptés ?"],
      es: ["¿Aceptan niños?"],
      it: ["Accettate bambini?"],
      de: ["Sind Kinder willkommen?"],
      ar: ["هل يسمح بالأطفال؟"],
      sw: ["Watoto wanaruhusiwa?"],
    },
    pets: {
      en: ["Are pets allowed?", "Can I bring my dog?"],
      fr: ["Les animaux sont-ils acceptés ?"],
      es: ["¿Se admiten mascotas?"],
      it: ["Sono ammessi animali?"],
      de: ["Darf mein Hund mit?"],
      ar: ["هل يسمح بالحيوانات؟"],
      sw: ["Mbwa wanaruhusiwa?"],
    },
    amenities: {
      en: ["Is there parking and Wi-Fi?"],
      fr: ["Y a-t-il une piscine ?"],
      es: ["¿Hay aparcamiento?"],
      it: ["C'è il parcheggio?"],
      de: ["Gibt es WLAN?"],
      ar: ["هل يوجد واي فاي؟"],
      sw: ["Kuna maegesho?"],
    },
  };
  for (const [intent, byLang] of Object.entries(cases)) {
    it(`understands ${intent}`, () => {
      for (const [lang, questions] of Object.entries(byLang)) {
        for (const question of questions) {
          expect(findIntent(question), `${lang}: ${question}`).toBe(intent);
        }
      }
    });
  }

  it("answers cancel and change with the policy of the settings and a link to Manage booking", () => {
    const answer = reply("cancel my booking", "en");
    expect(answer.link?.href).toBe("/booking/find");
    expect(answer.link?.label).toBe("Manage booking");
    const text = plain(answer.text);
    expect(text).toContain("until 2:00 PM, 2 days before the day of arrival");
    expect(text).toContain("one night per room");
    expect(text).not.toContain("choose your dates on the Rooms page");
    const lenient = {
      ...facts,
      cancellation: { freeCancellationDays: 7, lateCancellationNights: 3 },
    };
    expect(ask("Kann ich stornieren?", "de", lenient)).toContain("7 Tage");
    expect(ask("Kann ich stornieren?", "de", lenient)).toContain("3 Nächte");
    expect(ask("annuler", "fr")).toContain("14:00");
    for (const lang of LANGS) expect(reply("cancel", lang).link?.href, lang).toBe("/booking/find");
  });

  it("answers location with the address of the settings and a map link", () => {
    for (const lang of LANGS) {
      const answer = reply("Where are you located?", lang);
      expect(plain(answer.text), lang).toContain(facts.address);
      expect(answer.link, lang).toMatchObject({ href: facts.mapUrl, external: true });
    }
    const moved = { ...facts, address: "1 Beach Road, Diani, Kenya" };
    expect(ask("Where are you?", "en", moved)).toContain("1 Beach Road, Diani, Kenya");
  });

  it("answers payment by how bookings are paid now (settings and Pesapal)", () => {
    expect(ask("Can I pay with M-Pesa?", "en")).toMatch(/pay at the hotel, by M-PESA/);
    expect(ask("Can I pay with M-Pesa?", "en")).not.toContain("Pesapal");
    const online = { ...facts, payment: { online: true, fallback: "pay_at_hotel" as const } };
    expect(ask("Can I pay with M-Pesa?", "en", online)).toContain("Pesapal");
    expect(ask("Can I pay with M-Pesa?", "en", online)).toContain("Visa");
    expect(ask("Can I pay with M-Pesa?", "en", online)).toContain("you pay at the hotel");
    const strict = {
      ...online,
      payment: { online: true, fallback: "no_online_bookings" as const },
    };
    expect(ask("Can I pay with M-Pesa?", "en", strict)).not.toContain("at the hotel");
    // A deposit: what is paid online, and that the rest is paid at the hotel.
    const deposit = {
      ...strict,
      payment: { ...strict.payment, deposit: { mode: "percent" as const, percent: 30 } },
    };
    expect(ask("Can I pay with M-Pesa?", "en", deposit)).toMatch(/deposit of 30%.*Pesapal/);
    expect(ask("Can I pay with M-Pesa?", "en", deposit)).toContain("the rest at the hotel");
    const firstNight = {
      ...strict,
      payment: { ...strict.payment, deposit: { mode: "first_night" as const, percent: 30 } },
    };
    expect(ask("How do I book?", "en", firstNight)).toContain("first night");
    for (const lang of LANGS) {
      expect(ask("M-Pesa?", lang, deposit), lang).toMatch(/30/);
      expect(ask("M-Pesa?", lang, deposit), lang).not.toBe(ask("M-Pesa?", lang, strict));
    }
    // The booking answer says the same as the payment answer.
    expect(ask("How do I book?", "en")).toContain("you pay at the hotel");
    expect(ask("How do I book?", "en", strict)).toContain("Pesapal");
    for (const lang of LANGS) expect(ask("M-Pesa?", lang), lang).toContain("M-PESA");
  });

  it("answers beach, spa, children and pets", () => {
    expect(ask("How far is the beach?", "en")).toContain("10 minutes");
    expect(ask("Do you have a spa?", "en")).toContain("no spa");
    expect(ask("Can children stay?", "en")).toContain(formatKsh(facts.extraGuestCharge));
    expect(ask("Are pets allowed?", "en")).toContain("assistance dogs");
    for (const lang of LANGS) {
      expect(ask("plage playa spiaggia strand شاطئ ufukwe beach", lang), lang).not.toBe(
        ask("xyz", lang),
      );
    }
  });

  it("answers beach, spa and pets from the settings' facts, in every language", () => {
    const other: ChatFacts = { ...facts, beachWalkMinutes: 25, spa: true, pets: "welcome" };
    expect(ask("How far is the beach?", "en", other)).toContain("25 minutes");
    expect(ask("How far is the beach?", "en", other)).not.toContain("Nyali");
    expect(ask("Do you have a spa?", "en", other)).toContain("has a spa");
    expect(ask("Are pets allowed?", "en", other)).toContain("Pets are welcome");
    const inland: ChatFacts = { ...facts, beachWalkMinutes: 0, spa: false, pets: "none" };
    expect(ask("How far is the beach?", "en", inland)).toContain("no beach within walking");
    expect(ask("Do you have a spa?", "en", inland)).toContain("no spa");
    // The facts say nothing of a pool or garden, so the answer promises neither.
    expect(ask("Do you have a spa?", "en", inland)).not.toMatch(/pool|garden/i);
    expect(ask("Are pets allowed?", "en", inland)).toContain("not allowed");
    for (const lang of LANGS) {
      // Each language's own sentence for each fact: different facts, different answers.
      const beach = (f: ChatFacts) => ask("plage playa spiaggia strand شاطئ ufukwe beach", lang, f);
      expect(beach(other), lang).toContain("25");
      expect(beach(inland), lang).not.toBe(beach(other));
      expect(ask("spa", lang, other), lang).not.toBe(ask("spa", lang, inland));
      const pets = ask("pets", lang, other);
      expect(pets, lang).not.toBe(ask("pets", lang, inland));
      expect(pets, lang).not.toBe(ask("pets", lang, facts));
      expect(pets, lang).not.toMatch(/chat\.replies/);
    }
  });

  it("does not let a generic word steal a specific question", () => {
    const expected: [string, string][] = [
      ["Migahawa hufunguliwa saa ngapi?", "dining"],
      ["Kuingia ni saa ngapi?", "checkTimes"],
      ["Kutoka ni saa ngapi?", "checkTimes"],
      ["Kifungua kinywa ni saa ngapi?", "breakfast"],
      ["Cancel my booking", "cancel"],
      ["I want to cancel my airport transfer booking", "cancel"],
      ["How do I pay for my booking?", "payment"],
      ["How much is breakfast?", "breakfast"],
      ["How much do the rooms cost?", "prices"],
      ["Where is the restaurant?", "dining"],
      ["Where can I park?", "amenities"],
      ["What kind of rooms do you have?", "prices"],
      ["Can I smoke cigarettes?", null as unknown as string],
      ["Baby shower package", "packages"],
      ["Is there a bar?", "dining"],
      ["Kann ich bar bezahlen?", "payment"],
      ["What time does the pool open?", "amenities"],
      ["When is check-in?", "checkTimes"],
      ["A che ora è il check-out?", "checkTimes"],
      ["Quando apre la piscina?", "amenities"],
      ["¿A qué hora abren los restaurantes?", "dining"],
      ["Wann ist Frühstück?", "breakfast"],
      ["متى موعد الإفطار؟", "breakfast"],
      ["متى تفتح المطاعم؟", "dining"],
      ["What time?", "checkTimes"],
    ];
    for (const [question, intent] of expected) expect(findIntent(question), question).toBe(intent);
  });

  it("matches with or without accents and Arabic hamza", () => {
    for (const [a, b] of [
      ["Le petit-déjeuner est-il compris ?", "le petit-dejeuner est-il compris"],
      ["Wann haben die Restaurants geöffnet?", "wann haben die restaurants geoffnet"],
      ["¿Dónde están?", "donde estan"],
      ["أين أنتم؟", "اين انتم"],
      ["إلغاء الحجز", "الغاء الحجز"],
      ["هل الإفطار مشمول؟", "هل الافطار مشمول"],
    ]) {
      expect(findIntent(a!), a).not.toBeNull();
      expect(findIntent(a!), a).toBe(findIntent(b!));
    }
  });
});

describe("times in the language's format", () => {
  it("gives check-in and check-out as the page language writes a time", () => {
    expect(ask("check-in", "en")).toContain("2:00 PM");
    expect(ask("check-in", "de")).toContain("14:00");
    expect(ask("check-in", "de")).not.toContain("PM");
    expect(ask("check-in", "fr")).toContain("12:00");
    expect(ask("late check-out", "es")).toContain("15:00");
    expect(ask("تسجيل الوصول", "ar")).toContain(formatTime("14:00", "ar"));
    expect(ask("تسجيل الوصول", "ar")).not.toContain("PM");
  });
});

describe("Arabic answers keep Latin names and prices in place", () => {
  const ar_ = (question: string, f: ChatFacts = facts) => reply(question, "ar", f);

  it("isolates each room name and its price in the price list", () => {
    const text = ar_("كم أسعار الغرف؟").text;
    for (const room of facts.rooms) {
      expect(text).toContain(
        `${FSI}${room.name}${PDI} ${LRI}${formatKsh(room.rates.singleBedOnly)}${PDI}`,
      );
    }
    // No price or name outside an isolate.
    const outside = text.replace(/[\u2066-\u2068][^\u2069]*\u2069/g, "");
    expect(outside).not.toMatch(/KSh|Deluxe|Mini/);
  });

  it("isolates names, prices, times, the phone and e-mail in every answer", () => {
    for (const question of [
      "سعر غرفة ديلوكس",
      "مطاعم",
      "الإفطار",
      "باقات",
      "المطار",
      "سرير إضافي",
      "اتصال",
      "أين",
      "إلغاء",
      "تسجيل الوصول",
      "xyz",
    ]) {
      const text = ar_(question).text;
      const outside = text.replace(/[\u2066-\u2068][^\u2069]*\u2069/g, "");
      // Every figure and name from the facts sits in an isolate.
      expect(outside, question).not.toMatch(/KSh|@|\+254|\d:\d\d/);
      for (const name of [
        ...facts.rooms.map((r) => r.name),
        ...facts.restaurants.flatMap((r) => [r.name, r.hours]),
        ...facts.packages.map((p) => p.title),
        facts.address,
      ]) {
        expect(outside, question).not.toContain(name);
      }
    }
  });

  it("gives the phone as a number to call, read left to right", () => {
    const answer = ar_("اتصال");
    expect(answer.phone).toBe(facts.phone);
    expect(answer.text).toContain(`${LRI}${facts.phone}${PDI}`);
  });
});

describe("the facilities", () => {
  it("are named only when the settings tick them, and a missing one is a plain no", () => {
    const all = ask("Is there parking and Wi-Fi?", "en");
    expect(all).toContain("Wi-Fi is free for guests.");
    expect(all).toContain("Parking at the hotel is free for guests.");
    expect(all).toContain("The front desk is open around the clock.");
    const none: ChatFacts = { ...facts, facilities: [] };
    const bare = ask("Do you have a pool?", "en", none);
    expect(bare).toContain("The hotel has no swimming pool.");
    expect(bare).toContain("The hotel has no Wi-Fi for guests.");
    expect(bare).toContain("The hotel has no parking of its own.");
    expect(bare).not.toMatch(/free|open|7:00/);
    const poolOnly = ask("Is there a pool?", "en", { ...facts, facilities: ["pool"] });
    expect(poolOnly).toContain("from 7:00 AM to 8:00 PM");
    expect(poolOnly).toContain("no Wi-Fi");
    expect(poolOnly).not.toContain("front desk");
    for (const lang of ["fr", "es", "it", "de", "ar", "sw"] as const) {
      const [yes, no] = [ask("wifi", lang), ask("wifi", lang, none)];
      expect(yes, lang).not.toBe(no);
      expect(no, lang).not.toMatch(/\{\{|chat\./);
    }
  });
});

describe("the pool's hours", () => {
  it("come from the settings, in each language's clock", () => {
    const en = ask("Is there a pool?", "en");
    expect(en).toContain("from 7:00 AM to 8:00 PM");
    const de = ask("Wann ist der Pool geöffnet?", "de", { ...facts, poolCloses: "19:30" });
    expect(de).toContain("von 7:00 bis 19:30");
    expect(de).not.toMatch(/PM/);
  });
});
