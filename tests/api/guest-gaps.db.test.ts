/**
 * Smaller gaps of the guest side: the home page's testimonials are the stored
 * ones written in the visitor's language (never invented samples), and /rooms describes
 * its room types as structured data.
 */
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BookingView } from "~/components/booking/booking-view";
import { Testimonials } from "~/components/explore/testimonials";
import { loadResources } from "~/i18n/catalogues.server";
import { createI18n } from "~/i18n/i18n";
import { hotelToday } from "~core/dates";
import { LANGUAGES, type Lang } from "~core/i18n/languages";
import { addDaysIso } from "~core/pricing";
import type { BookingViewDto, RoomTypeDto, TestimonialDto } from "~core/types";
import { testimonials } from "~server/db/schema";
import { invalidateReadCache } from "~server/services/platform/read-cache";
import { inDataRouter } from "../helpers/data-router";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
const context = () => ({ services: t.services }) as never;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function homeTestimonials(lang: Lang): Promise<TestimonialDto[]> {
  const home = await import("~/routes/public/home");
  const data = (await home.loader({
    request: new Request(`http://localhost/?lang=${lang}`),
    params: {},
    context: context(),
  } as never)) as { testimonials: TestimonialDto[] };
  return data.testimonials;
}

function renderTestimonials(entries: TestimonialDto[], lang: Lang) {
  const i18n = createI18n(lang, loadResources(lang, ["common", "explore"]));
  return renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(Testimonials, { entries })),
  );
}

describe("home testimonials", () => {
  it("shows the stored testimonials in every language, in that language", async () => {
    const stored = await t.database.db.select().from(testimonials);
    expect(stored.length).toBeGreaterThan(0);
    for (const lang of LANGUAGES) {
      const entries = await homeTestimonials(lang);
      expect(entries.map((entry) => entry.name).sort(), lang).toEqual(
        stored
          .filter((row) => row.isVisible)
          .map((row) => row.name)
          .sort(),
      );
      for (const entry of entries) {
        const row = stored.find((candidate) => candidate.id === entry.id);
        expect(entry.content, lang).toBe(row?.content[lang]);
      }
      const html = renderTestimonials(entries, lang);
      for (const entry of entries) expect(html).toContain(entry.name);
    }
  });

  it("never invents a testimonial: no catalogue carries sample quotes", () => {
    for (const lang of LANGUAGES) {
      const explore = loadResources(lang, ["explore"])[lang]?.explore as {
        home: { testimonials: Record<string, unknown> };
      };
      expect(Object.keys(explore.home.testimonials).sort(), lang).toEqual(["heading", "rating"]);
    }
  });

  it("leaves out a testimonial not written in the visitor's language, and shows none rather than samples", async () => {
    const [first] = await t.database.db.select().from(testimonials).limit(1);
    if (!first) throw new Error("the demo seed has testimonials");
    // Written in English only: not shown to a French visitor in English.
    await t.database.db
      .update(testimonials)
      .set({ content: { en: first.content.en, fr: "  " } })
      .where(eq(testimonials.id, first.id));
    // Written past the staff screens, which drop the read cache themselves.
    invalidateReadCache(t.database.db);
    const french = await homeTestimonials("fr");
    expect(french.map((entry) => entry.id)).not.toContain(first.id);
    expect((await homeTestimonials("en")).map((entry) => entry.id)).toContain(first.id);

    // Nothing stored for French: an empty list, and nothing rendered for it.
    await t.database.db.update(testimonials).set({ isVisible: false });
    invalidateReadCache(t.database.db);
    expect(await homeTestimonials("fr")).toEqual([]);
    expect(renderTestimonials([], "fr")).not.toMatch(/Markus Weber|Amina Hassan|Otieno/);
  });
});

describe("/rooms structured data", () => {
  async function roomsPage(query: string) {
    const rooms = await import("~/routes/public/rooms");
    const data = (await rooms.loader({
      request: new Request(`http://localhost/rooms${query}`),
      params: {},
      context: context(),
    } as never)) as {
      rooms: { id: number; name: string }[];
      searched: boolean;
      jsonLd: { "@type": string; itemListElement: Record<string, unknown>[] } | null;
    };
    return { rooms, data };
  }

  it("lists every room type as a HotelRoom in an ItemList, with absolute URLs", async () => {
    const { rooms, data } = await roomsPage("?lang=fr");
    expect(data.rooms.length).toBeGreaterThan(1);
    expect(data.jsonLd?.["@type"]).toBe("ItemList");
    const publicUrl = t.services.env.publicUrl;
    expect(data.jsonLd?.itemListElement).toEqual(
      data.rooms.map((room, index) =>
        expect.objectContaining({
          "@type": "ListItem",
          position: index + 1,
          name: room.name,
          url: `${publicUrl}/rooms/${room.id}?lang=fr`,
          item: expect.objectContaining({ "@type": ["HotelRoom", "Product"], name: room.name }),
        }),
      ),
    );
    // The page head carries it as JSON-LD.
    const head = rooms.meta({
      loaderData: data,
      matches: [
        {
          id: "root",
          loaderData: { lang: "fr", publicUrl, brand: { hotelName: "H" }, defaultImage: null },
        },
      ],
      location: { pathname: "/rooms", search: "?lang=fr" },
    } as never);
    expect(head).toContainEqual({ "script:ld+json": data.jsonLd });
  });

  it("leaves it out of a searched stay (one guest's view, not indexed)", async () => {
    const checkIn = addDaysIso(hotelToday(), 30);
    const { data } = await roomsPage(`?checkIn=${checkIn}&checkOut=${addDaysIso(checkIn, 2)}`);
    expect(data.searched).toBe(true);
    expect(data.jsonLd).toBeNull();
  });
});

describe("the booking view in Arabic", () => {
  it("isolates the guest's name, e-mail addresses and phone, and keeps the reference left to right", async () => {
    const rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
    const checkIn = addDaysIso(hotelToday(), 20);
    const response = await t.app.request("/api/bookings", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ...GUEST,
        roomId: rooms.find((r) => r.name === "Superior Standard")?.id,
        checkIn,
        checkOut: addDaysIso(checkIn, 2),
        adults: 1,
        children: 0,
        roomCount: 1,
        totalAmount: 17250,
      }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { reference: string; confirmationUrl: string };
    const token = new URL(created.confirmationUrl).searchParams.get("token") ?? "";
    const booking = (await t.getJson(`/api/bookings/${created.reference}?token=${token}`))
      .body as BookingViewDto;
    const contact = {
      phone: "+254 711 000 111",
      email: "reservations@pwanibay.example",
      checkInTime: "14:00",
      checkOutTime: "12:00",
      lateCheckoutUntil: "15:00",
      city: "Mombasa",
    };
    const render = (lang: Lang) => {
      const i18n = createI18n(lang, loadResources(lang, ["common", "booking"]));
      return renderToStaticMarkup(
        createElement(
          I18nextProvider,
          { i18n },
          inDataRouter(createElement(BookingView, { booking, contact, lang })),
        ),
      );
    };
    const ar = render("ar");
    expect(ar).toContain(`\u2068${GUEST.firstName}\u2069`);
    expect(ar).toContain(`\u2068${GUEST.email}\u2069`);
    expect(ar).toContain(`\u2068${contact.email}\u2069`);
    expect(ar).toContain(`\u2066${contact.phone}\u2069`);
    expect(ar).toMatch(new RegExp(`dir="ltr"[^>]*>${created.reference}<`));
    // English reads as plain text.
    const en = render("en");
    expect(en).not.toContain("\u2068");
    expect(en).toContain(`${contact.email}`);
  });
});
