import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { infoFacts } from "~/components/engage/info-facts.server";
import { loadResources } from "~/i18n/catalogues.server";
import { createI18n } from "~/i18n/i18n";
import { formatTime } from "~core/format";
import { LANGUAGES } from "~core/i18n/languages";
import { type BookingRow, bookingGuestMail } from "~server/services/mail/booking-emails";
import { hotelSettings } from "../../../tests/helpers/hotel-settings";
import { GoodToKnow } from "./good-to-know";

/** An English 12-hour time ("2:00 PM", "11 AM") inside another language's text. */
const ENGLISH_CLOCK = /\d\s?(AM|PM)\b/;
const OTHERS = LANGUAGES.filter((lang) => lang !== "en");

const settings = { ...hotelSettings, checkInTime: "14:00", lateCheckoutUntil: "15:00" };

const booking: BookingRow = {
  id: 1,
  reference: "PB-7K2M9Q",
  accessTokenHash: "hash",
  idempotencyKey: null,
  idempotencyFingerprint: null,
  roomTypeId: 1,
  checkIn: "2025-06-12",
  checkOut: "2025-06-15",
  nights: 3,
  adults: 2,
  children: 0,
  roomCount: 1,
  extraGuests: 0,
  includeBreakfast: false,
  isDoubleOccupancy: true,
  needsLateCheckout: true,
  firstName: "Amina",
  lastName: "Otieno",
  email: "amina@example.com",
  phone: "+254 700 123 456",
  address: "12 Harbour Road",
  city: "Mombasa",
  country: "Kenya",
  specialRequests: null,
  language: "en",
  nightlyRate: 8000,
  extraGuestsAmount: 0,
  lateCheckoutAmount: 3000,
  taxPercent: 15,
  subtotal: 27_000,
  taxes: 4050,
  totalAmount: 31_050,
  currency: "KES",
  status: "confirmed",
  holdExpiresAt: null,
  ezeeReservationNo: null,
  ezeeLastError: null,
  ezeePushedAt: null,
  cancellationPolicy: null,
  cancellationCharge: null,
  cancelledBy: null,
  changeCount: 0,
  source: "web",
  createdBy: null,
  stayStatus: "expected",
  checkedInAt: null,
  checkedOutAt: null,
  noShowAt: null,
  stayRooms: null,
  nightRates: null,
  promoCodeId: null,
  promoCode: null,
  discount: 0,
  depositAmount: null,
  createdAt: new Date("2025-05-01T10:00:00Z"),
  updatedAt: new Date("2025-05-01T10:00:00Z"),
};

function renderGoodToKnow(lang: (typeof LANGUAGES)[number]) {
  const i18n = createI18n(lang, loadResources(lang));
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <GoodToKnow info={settings} />
    </I18nextProvider>,
  );
}

describe("times in the page language", () => {
  it("English keeps its 12-hour clock", () => {
    expect(renderGoodToKnow("en")).toContain("2:00 PM");
    expect(infoFacts(settings, "en").checkIn).toBe("2:00 PM");
  });

  for (const lang of OTHERS) {
    describe(lang, () => {
      it("the booking page's good-to-know card has no English AM/PM", () => {
        const html = renderGoodToKnow(lang);
        expect(html).not.toMatch(ENGLISH_CLOCK);
        expect(html).toMatch(/14:00|2:00 م/);
      });

      it("the information pages quote times in the language's clock", () => {
        const facts = infoFacts(settings, lang);
        for (const key of ["checkIn", "checkOut", "lateUntil", "poolOpens", "quietFrom"]) {
          expect(facts[key], key).not.toMatch(ENGLISH_CLOCK);
        }
      });

      it("the guest e-mail writes its times in the language's clock", () => {
        const mail = bookingGuestMail({
          booking: { ...booking, language: lang },
          roomName: "Deluxe",
          settings,
          confirmationUrl: "http://localhost:3000/booking/PB-7K2M9Q",
          lang,
        });
        expect(mail.html).not.toMatch(ENGLISH_CLOCK);
        expect(mail.text).not.toMatch(ENGLISH_CLOCK);
        // The check-in time is there in the language's clock (Arabic: "2:00 م", not "14:00").
        expect(mail.text).toContain(formatTime("14:00", lang));
        if (lang === "ar") expect(mail.text).not.toMatch(/\b14:00\b/);
      });
    });
  }
});
