import { readFileSync } from "node:fs";
import type { TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { loadResources } from "~/i18n/catalogues.server";
import { createI18n } from "~/i18n/i18n";
import { kshInText } from "~core/bidi";
import { ERROR_STATUS, errorCodeOf } from "~core/error-codes";
import { formatDate } from "~core/format";
import {
  type RefusalCode,
  type RefusalScreen,
  refusalText,
  staffRefusalText,
} from "./refusal-messages";

type Catalogue = Record<string, unknown>;
const catalogue = (lang: string): Catalogue =>
  JSON.parse(readFileSync(`public/locales/${lang}/booking.json`, "utf8"));
/** A catalogue text by its dotted key, read from the file itself (not through i18next). */
const text = (lang: string, key: string): string => {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Catalogue)[part], catalogue(lang));
  if (typeof value !== "string") throw new Error(`no text at ${lang}:${key}`);
  return value;
};

const LANGS = ["en", "ar"] as const;
const ts = {} as Record<(typeof LANGS)[number], TFunction>;
beforeAll(() => {
  for (const lang of LANGS) ts[lang] = createI18n(lang, loadResources(lang)).t;
});

/** The refusals of the acceptance list and the catalogue text each screen must show. */
const EXPECTED: Record<RefusalScreen, Partial<Record<RefusalCode, string>>> = {
  book: {
    unavailable: "booking.unavailable",
    price_changed: "booking.priceChanged",
    stale: "booking.failed",
    sales_paused: "booking.salesPaused",
    payments_paused: "booking.paused",
    validation: "booking.errors.fixFields",
    rate_limited: "booking.rateLimited",
    idempotency_key_reused: "booking.keyReused",
    nothing_to_pay: "booking.nothingToPay",
    failed: "booking.failed",
  },
  change: {
    unavailable: "manage.change.errors.unavailable",
    price_changed: "manage.change.errors.priceChanged",
    stale: "manage.change.errors.stale",
    sales_paused: "manage.change.errors.salesPaused",
    validation: "manage.change.errors.failed",
    nothing_changed: "manage.change.errors.nothingChanged",
    failed: "manage.change.errors.failed",
  },
  cancel: {
    unavailable: "manage.cancel.failed",
    price_changed: "manage.cancel.failed",
    stale: "manage.change.errors.stale",
    sales_paused: "manage.cancel.failed",
    validation: "manage.cancel.termsChanged",
    terms_changed: "manage.cancel.termsChanged",
    failed: "manage.cancel.failed",
  },
};

const SCREENS = Object.keys(EXPECTED) as RefusalScreen[];

describe("one mapping from refusal code to a guest screen's message", () => {
  for (const lang of LANGS) {
    for (const screen of SCREENS) {
      const codes = EXPECTED[screen];
      it(`${screen} in ${lang}: each code shows its own catalogue text`, () => {
        for (const [code, key] of Object.entries(codes) as [RefusalCode, string][]) {
          const shown = refusalText(ts[lang], lang, screen, code, { total: 17250 });
          const expected = text(lang, key).replace("{{total}}", kshInText(17250, lang));
          expect(shown, `${screen} ${code}`).toBe(expected);
        }
      });
    }
  }

  it("really translates: every Arabic message differs from the English one", () => {
    for (const screen of SCREENS) {
      for (const code of Object.keys(EXPECTED[screen]) as RefusalCode[]) {
        const en = refusalText(ts.en, "en", screen, code, { total: 100 });
        const ar = refusalText(ts.ar, "ar", screen, code, { total: 100 });
        expect(ar, `${screen} ${code}`).not.toBe(en);
        expect(ar).toMatch(/[\u0600-\u06ff]/);
      }
    }
  });

  it("names the new total of a moved price in the page's language", () => {
    expect(refusalText(ts.en, "en", "book", "price_changed", { total: 17250 })).toContain(
      "KSh 17,250",
    );
    expect(refusalText(ts.ar, "ar", "book", "price_changed", { total: 17250 })).toMatch(
      /17[,٬]250|١٧[٬,]٢٥٠/,
    );
  });

  it("says a calendar rule with its date, on every screen that can meet one", () => {
    const restriction = { kind: "closedToArrival", date: "2027-01-15" } as const;
    for (const lang of LANGS) {
      for (const screen of ["book", "change"] as const) {
        const shown = refusalText(ts[lang], lang, screen, "restricted", { restriction });
        expect(shown).toBe(
          text(lang, "restriction.closedToArrival").replace(
            "{{date}}",
            formatDate("2027-01-15", lang),
          ),
        );
      }
    }
    // Without the rule the screen's own failure stands.
    expect(refusalText(ts.en, "en", "book", "restricted")).toBe(text("en", "booking.failed"));
  });

  it("explains a blocked booking where the screen can, and fails plainly elsewhere", () => {
    for (const lang of LANGS) {
      expect(refusalText(ts[lang], lang, "cancel", "booking_blocked", { block: "arrived" })).toBe(
        text(lang, "manage.blocked.arrived"),
      );
      expect(
        refusalText(ts[lang], lang, "cancel", "booking_blocked", { block: "refundedOnce" }),
      ).toBe(text(lang, "manage.blocked.refundedOnce"));
      // Changing a booking whose refund only the hotel can make: the change simply fails.
      expect(
        refusalText(ts[lang], lang, "change", "booking_blocked", { block: "refundedOnce" }),
      ).toBe(text(lang, "manage.change.errors.failed"));
      // A booking awaiting payment is paid or cancelled, not cancelled from here.
      expect(
        refusalText(ts[lang], lang, "cancel", "booking_blocked", { block: "awaitingPayment" }),
      ).toBe(text(lang, "manage.cancel.failed"));
    }
  });
});

describe("the staff's booking screens read the same codes", () => {
  const answer = { message: "Adults: at most 3 per room.", errors: { adults: "too many" } };
  it("says its own words for a moved price, sold out, a stale page and paused sales", () => {
    expect(staffRefusalText("price_changed", answer)).toMatch(/price changed meanwhile/);
    expect(staffRefusalText("unavailable", answer)).toMatch(/Not enough rooms/);
    expect(staffRefusalText("stale", answer)).toMatch(/changed elsewhere meanwhile/);
    expect(staffRefusalText("sales_paused", answer)).toMatch(/eZee is not answering/);
  });
  it("shows the server's words for a field or a rule, pointing at the fields", () => {
    expect(staffRefusalText("validation", answer)).toBe(
      "Adults: at most 3 per room. Check the fields marked below.",
    );
    expect(staffRefusalText("restricted", { message: "Minimum stay 3 nights", errors: {} })).toBe(
      "Minimum stay 3 nights",
    );
  });
});

describe("errorCodeOf: the code a JSON answer (or a command's refusal) names", () => {
  it("reads every code of the vocabulary", () => {
    for (const code of Object.keys(ERROR_STATUS)) {
      const status = code === "unavailable" ? 409 : ERROR_STATUS[code as keyof typeof ERROR_STATUS];
      expect(errorCodeOf({ status, code })).toBe(code);
    }
  });
  it("tells a sold-out stay (409) from a service that did not answer (503)", () => {
    expect(errorCodeOf({ status: 409, code: "unavailable" })).toBe("unavailable");
    expect(errorCodeOf({ status: 503, code: "unavailable" })).toBe("failed");
  });
  it("takes anything else as a plain failure", () => {
    expect(errorCodeOf(null)).toBe("failed");
    expect(errorCodeOf({ status: 500 })).toBe("failed");
    expect(errorCodeOf({ status: 400, code: "toString" })).toBe("failed");
    expect(errorCodeOf({ status: 400, code: 42 })).toBe("failed");
  });
});
