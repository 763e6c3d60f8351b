import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { loadResources } from "~/i18n/catalogues.server";
import { createI18n } from "~/i18n/i18n";
import { AvailabilityView } from "./availability-calendar";

const data = {
  roomId: 1,
  totalRooms: 5,
  from: "2026-07-20",
  to: "2026-09-19",
  nights: [
    { date: "2026-07-20", available: 5 },
    { date: "2026-07-21", available: 0 },
    { date: "2026-07-22", available: 1 },
  ],
};

function render(lang: "en" | "ar" = "en") {
  const i18n = createI18n(lang, loadResources(lang, ["common", "booking"]));
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <AvailabilityView data={data} today="2026-07-20" lang={lang} />
    </I18nextProvider>,
  );
}

const cell = (html: string, day: string) =>
  new RegExp(`<td[^>]*data-day="${day}"[^>]*>`).exec(html)?.[0] ?? "";

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
        <AvailabilityView
          data={{ ...data, from: "2026-07-01", to: "2026-09-01" }}
          today="2026-07-01"
          lang="en"
        />
      </I18nextProvider>,
    );
    expect(html).not.toContain("rdp-button_next");
    expect(html).toContain('aria-label="August 2026"');
    // A day the data does not cover is not offered as free.
    expect(cell(html, "2026-08-31")).toContain('data-disabled="true"');
  });
});
