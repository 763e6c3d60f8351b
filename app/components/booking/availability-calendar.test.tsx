import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { loadResources } from "~/i18n/catalogues.server";
import { createI18n } from "~/i18n/i18n";
import type { Lang } from "~core/i18n/languages";
import type { CalendarNightDto } from "~core/types";
import { AvailabilityView } from "./availability-calendar";

const rates = {
  singleBedOnly: 5500,
  singleBreakfast: 6500,
  doubleBedOnly: 7000,
  doubleBreakfast: 8000,
};
const night = (date: string, available: number, rules: Partial<CalendarNightDto> = {}) => ({
  date,
  available,
  rate: rates.singleBedOnly,
  rates,
  minStay: null,
  maxStay: null,
  closed: false,
  closedToArrival: false,
  closedToDeparture: false,
  ...rules,
});

const data = {
  roomId: 1,
  totalRooms: 5,
  from: "2026-07-20",
  to: "2026-09-19",
  nights: [
    night("2026-07-20", 5),
    night("2026-07-21", 0),
    night("2026-07-22", 1),
    night("2026-07-23", 5, { rate: 17500, closedToArrival: true }),
    night("2026-07-24", 5, { closed: true }),
    night("2026-07-25", 5, { minStay: 3, closedToDeparture: true }),
    night("2026-07-26", 5),
    night("2026-07-27", 5),
    night("2026-07-28", 5),
  ],
};

function render(lang: Lang = "en", initial = {}) {
  const i18n = createI18n(lang, loadResources(lang, ["common", "booking"]));
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <AvailabilityView
          data={data}
          today="2026-07-20"
          lang={lang}
          initial={initial}
          hrefFor={(checkIn, checkOut) => `/rooms/1?checkIn=${checkIn}&checkOut=${checkOut}`}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const cell = (html: string, day: string) =>
  new RegExp(`<td[^>]*data-day="${day}"[^>]*>`).exec(html)?.[0] ?? "";
/** The day's button (or cell, when disabled days render without one): its accessible name. */
const dayName = (html: string, day: string) =>
  new RegExp(`<td[^>]*data-day="${day}"[^>]*>(?:<button[^>]*aria-label="([^"]*)")?`).exec(
    html,
  )?.[1] ?? "";
const button = (html: string, day: string) =>
  new RegExp(`<td[^>]*data-day="${day}"[^>]*><button[^>]*>`).exec(html)?.[0] ?? "";

describe("the availability calendar", () => {
  it("shows past days disabled, not shaded as free", () => {
    const html = render();
    for (const day of ["2026-07-01", "2026-07-19"]) {
      expect(cell(html, day)).toContain('data-disabled="true"');
      expect(cell(html, day)).toContain("pwani-night-past");
      expect(cell(html, day)).not.toContain("pwani-night-free");
    }
    expect(cell(html, "2026-07-20")).toContain("pwani-night-free");
    expect(cell(html, "2026-07-20")).not.toContain("data-disabled");
    expect(cell(html, "2026-07-21")).toContain("pwani-night-full");
    expect(cell(html, "2026-07-22")).toContain("pwani-night-few");
  });

  it("lets the guest browse on to the data's last month, in the page's language", () => {
    const html = render("ar");
    // Two months shown, a third to reach: the next-month button is there and enabled.
    const next = /<button[^>]*class="rdp-button_next"[^>]*>/.exec(html)?.[0] ?? "";
    expect(next).not.toBe("");
    expect(next).not.toContain("aria-disabled");
    const booking = loadResources("ar", ["booking"]).ar?.booking as {
      search: { calendar: { nextMonth: string } };
    };
    expect(next).toContain(`aria-label="${booking.search.calendar.nextMonth}"`);
  });

  it("has no month to browse past the data when two months cover it", () => {
    const i18n = createI18n("en", loadResources("en", ["common", "booking"]));
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <AvailabilityView
            data={{ ...data, from: "2026-07-01", to: "2026-09-01" }}
            today="2026-07-01"
            lang="en"
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(html).not.toContain("rdp-button_next");
    expect(html).toContain('aria-label="August 2026"');
    // A day the data does not cover is not offered as free.
    expect(cell(html, "2026-08-31")).toContain('data-disabled="true"');
  });

  it("names each day with its date, price, rooms left and rules", () => {
    const html = render();
    expect(dayName(html, "2026-07-20")).toBe(
      "Monday, July 20, 2026, today, KSh 5,500, 5 rooms free",
    );
    expect(dayName(html, "2026-07-21")).toBe("Tuesday, July 21, 2026, KSh 5,500, full");
    expect(dayName(html, "2026-07-22")).toBe("Wednesday, July 22, 2026, KSh 5,500, 1 room free");
    expect(dayName(html, "2026-07-23")).toBe(
      "Thursday, July 23, 2026, KSh 17,500, 5 rooms free, no arrival",
    );
    expect(dayName(html, "2026-07-24")).toBe("Friday, July 24, 2026, 5 rooms free, closed");
    expect(dayName(html, "2026-07-25")).toBe(
      "Saturday, July 25, 2026, KSh 5,500, 5 rooms free, no departure, minimum stay 3 nights",
    );
    // The compact price is drawn under the day number; a closed night shows none.
    expect(html).toMatch(/data-day="2026-07-23"[^>]*><button[^>]*>.*?17\.5K<\/bdi>/);
    expect(button(html, "2026-07-24")).not.toBe("");
    expect(html).not.toMatch(/data-day="2026-07-24"[^>]*><button[^>]*>(?:(?!<\/td>).)*K<\/bdi>/);
    expect(cell(html, "2026-07-25")).toContain("pwani-night-no-departure");
    expect(html).toMatch(/data-day="2026-07-25"[^>]*><button[^>]*>(?:(?!<\/td>).)*3\+/);
  });

  it("disables the days a stay cannot start on, and explains them", () => {
    const html = render();
    // Full, closed and closed-to-arrival days cannot be a check-in.
    for (const day of ["2026-07-21", "2026-07-23", "2026-07-24"]) {
      expect(button(html, day), day).toMatch(/ disabled=""/);
    }
    expect(cell(html, "2026-07-23")).toContain("pwani-night-no-arrival");
    expect(cell(html, "2026-07-24")).toContain("pwani-night-closed");
    // Free days, a closed-to-departure day included, can.
    for (const day of ["2026-07-20", "2026-07-22", "2026-07-25"]) {
      expect(button(html, day), day).not.toMatch(/ disabled=""/);
    }
    expect(html).toContain("Choose your arrival date.");
    expect(html).toContain("Closed");
    expect(html).toContain("No arrival");
  });

  it("shows chosen dates with their price and a link to use them", () => {
    const html = render("en", { checkIn: "2026-07-25", checkOut: "2026-07-28" });
    expect(dayName(html, "2026-07-25")).toContain("your arrival");
    expect(dayName(html, "2026-07-28")).toContain("your departure");
    expect(html).toContain("July 25, 2026 to July 28, 2026, 3 nights, from KSh 16,500");
    expect(html).toContain('href="/rooms/1?checkIn=2026-07-25&amp;checkOut=2026-07-28"');
    // Dates the rules refuse (across a closed night) are not shown as chosen.
    const refused = render("en", { checkIn: "2026-07-22", checkOut: "2026-07-26" });
    expect(dayName(refused, "2026-07-22")).not.toContain("your arrival");
    expect(refused).not.toContain("4 nights, from");
    expect(refused).not.toContain("Use these dates");
  });

  it("reads right to left in Arabic, with translated names", () => {
    const html = render("ar");
    expect(html).toMatch(/<div class="[^"]*pwani-price-calendar" dir="rtl"/);
    expect(dayName(html, "2026-07-23")).toContain("لا وصول");
    expect(dayName(html, "2026-07-23")).toContain("\u2066KSh\u00a017,500\u2069");
    expect(html).toContain(`<bdi aria-hidden="true" dir="ltr" class="pwani-day-price">17.5K</bdi>`);
  });

  it("keys its short figures with the cards' number format in every language", () => {
    // The cards write "KSh 5,500" (en-KE) in every language: so does the key, and the
    // figure it explains is the one the days show ("5.5K"), never a German "KSh 5.500".
    for (const lang of ["en", "fr", "es", "it", "de", "ar", "sw"] as const) {
      const html = render(lang)
        .replace(/[\u2066\u2069]/g, "")
        .replace(/\u00a0/g, " ");
      expect([lang, html.includes("5.5K = KSh 5,500")]).toEqual([lang, true]);
      expect(html).toContain(">5.5K</bdi>");
    }
  });
});
