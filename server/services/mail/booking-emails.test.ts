import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { formatDate, formatTime } from "~core/format";
import { LANGUAGES } from "~core/i18n/languages";
import { hotelSettings } from "../../../tests/helpers/hotel-settings";
import { bookingIcs } from "../booking/booking-mail";
import {
  type BookingMailInput,
  type BookingRow,
  bookingCalendarFile,
  bookingGuestMail,
  bookingHotelMail,
  bookingPriceLines,
} from "./booking-emails";
import { emailTranslator } from "./email-catalogue";

// 3 nights x 1 room at 8,000, 1 extra guest (2,500) and late check-out (3,000).
const booking: BookingRow = {
  id: 7,
  reference: "PB-7K2M9Q",
  accessTokenHash: "hash",
  idempotencyKey: null,
  idempotencyFingerprint: null,
  roomTypeId: 1,
  checkIn: "2025-06-12",
  checkOut: "2025-06-15",
  nights: 3,
  adults: 2,
  children: 1,
  roomCount: 1,
  extraGuests: 1,
  includeBreakfast: true,
  isDoubleOccupancy: true,
  needsLateCheckout: true,
  firstName: "Amina",
  lastName: "Otieno",
  email: "amina@example.com",
  phone: "+254 700 123 456",
  address: "12 Harbour Road",
  city: "Mombasa",
  country: "Kenya",
  specialRequests: 'A quiet room <script>alert("x")</script> & a cot',
  language: "en",
  nightlyRate: 8000,
  extraGuestsAmount: 2500,
  lateCheckoutAmount: 3000,
  taxPercent: 15,
  subtotal: 29_500,
  taxes: 4425,
  totalAmount: 33_925,
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

const input = (overrides: Partial<BookingMailInput> = {}): BookingMailInput => ({
  booking,
  roomName: "Deluxe Ocean View",
  settings: hotelSettings,
  confirmationUrl: "https://www.pwanibay.example/booking/PB-7K2M9Q?token=t0k3n",
  lang: "en",
  ...overrides,
});

const decode = (content: string) => Buffer.from(content, "base64").toString("utf8");

describe("bookingPriceLines", () => {
  it("shows what was charged at booking time", () => {
    expect(bookingPriceLines(booking)).toEqual({
      rooms: 24_000,
      extraGuests: 2500,
      lateCheckout: 3000,
      subtotal: 29_500,
      discount: 0,
      varied: false,
      taxPercent: 15,
      taxes: 4425,
      total: 33_925,
    });
  });

  it("takes the rooms from the subtotal when the nights had different rates", () => {
    const seasonal = {
      ...booking,
      nightRates: [
        { date: "2025-06-12", rate: 7000 },
        { date: "2025-06-13", rate: 8000 },
        { date: "2025-06-14", rate: 9000 },
      ],
      subtotal: 24_000 + 5500,
      discount: 2400,
      promoCode: "JUNE10",
    };
    expect(bookingPriceLines(seasonal)).toMatchObject({
      rooms: 24_000,
      varied: true,
      discount: 2400,
    });
    const mail = bookingGuestMail({ ...input(), booking: seasonal });
    expect(mail.text).toContain("on average");
    expect(mail.text).toContain("Promo code JUNE10");
  });
});

describe("bookingGuestMail", () => {
  it("lists the stay, every price line and the total in KSh", () => {
    const mail = bookingGuestMail(input());
    expect(mail.to).toBe("amina@example.com");
    expect(mail.subject).toBe("Your booking at Pwani Bay Resort & Hotel: PB-7K2M9Q");
    for (const part of [
      "Dear Amina,",
      "PB-7K2M9Q",
      "Deluxe Ocean View",
      "June 12, 2025, from 2:00 PM",
      // Late check-out moves the check-out time.
      "June 15, 2025, until 3:00 PM",
      "3 nights",
      "2 adults and 1 child",
      "KSh 8,000 a night × 3 nights × 1 room: KSh 24,000",
      "1 extra guest: KSh 2,500",
      "Late check-out until 3:00 PM: KSh 3,000",
      "Subtotal before taxes: KSh 29,500",
      "Taxes and fees (15%): KSh 4,425",
      "Total to pay: KSh 33,925",
      "you pay at the hotel",
      "https://www.pwanibay.example/booking/PB-7K2M9Q?token=t0k3n",
      // The hotel's numbers in the international format (core/phone.ts).
      "+254 711 000111",
      "reservations@pwanibay.example",
      "Links Road, Nyali, Mombasa 80100, Kenya",
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain("KSh 33,925");
    expect(mail.html).toContain(
      'href="https://www.pwanibay.example/booking/PB-7K2M9Q?token=t0k3n"',
    );
  });

  it("links Manage booking and states the cancellation deadline in the guest's language", () => {
    const now = new Date("2025-06-01T08:00:00Z");
    const english = bookingGuestMail(input({ now }));
    expect(english.html).toContain("Manage your booking");
    expect(english.text).toContain(
      "Change or cancel your booking online (you need your booking reference and this e-mail address):\nhttps://www.pwanibay.example/booking/find",
    );
    expect(english.html).toContain('href="https://www.pwanibay.example/booking/find"');
    // Two days before the June 12 arrival, at the 2:00 PM check-in time, Kenya time.
    expect(english.text).toContain(
      "Free cancellation until June 10, 2025 at 2:00 PM (Kenya time). After that, cancelling costs KSh 9,200.",
    );
    // After the deadline, the mail says what cancelling costs now.
    const late = bookingGuestMail(input({ now: new Date("2025-06-11T08:00:00Z") }));
    expect(late.text).toContain("cancelling now costs KSh 9,200");
    const french = bookingGuestMail(input({ now, lang: "fr" }));
    expect(french.html).toContain('href="https://www.pwanibay.example/booking/find?lang=fr"');
    expect(french.html).not.toContain("Manage your booking");
    // A changed stay says so; a cancelled one keeps the link but no deadline.
    expect(bookingGuestMail(input({ now, changed: true })).subject).toBe(
      "Your booking PB-7K2M9Q at Pwani Bay Resort & Hotel has changed",
    );
    const cancelled = bookingGuestMail(
      input({ now, booking: { ...booking, status: "cancelled", cancellationCharge: 9200 } }),
    );
    expect(cancelled.text).toContain("/booking/find");
    expect(cancelled.text).not.toContain("Free cancellation until");
    expect(cancelled.text).toContain("late-cancellation charge of KSh 9,200");
  });

  it("leaves out the lines the guest did not choose", () => {
    const plain = {
      ...booking,
      extraGuests: 0,
      extraGuestsAmount: 0,
      needsLateCheckout: false,
      lateCheckoutAmount: 0,
      children: 0,
      subtotal: 24_000,
    };
    const mail = bookingGuestMail(input({ booking: plain }));
    expect(mail.text).not.toContain("extra guest");
    expect(mail.text).not.toContain("Late check-out");
    expect(mail.text).not.toContain("child");
    expect(mail.text).toContain("June 15, 2025, until 12:00 PM");
  });

  it("is written in the booking's language", () => {
    const english = bookingGuestMail(input());
    const french = bookingGuestMail(input({ lang: "fr" }));
    expect(french.subject).not.toBe(english.subject);
    expect(french.subject).toBe("Votre réservation au Pwani Bay Resort & Hotel : PB-7K2M9Q");
    expect(french.text).toContain("Bonjour Amina,");
    expect(french.text).toContain(formatDate("2025-06-12", "fr"));
    expect(french.text).toContain("Total à payer : KSh 33,925");
    expect(french.html).toContain('<html lang="fr" dir="ltr">');
    // Without an explicit language, the booking's own.
    const { lang: _, ...withoutLang } = input();
    const swahili = bookingGuestMail({ ...withoutLang, booking: { ...booking, language: "sw" } });
    expect(swahili.text).toContain("Mpendwa Amina,");
  });

  it("writes Arabic right to left, keeping phone numbers left to right", () => {
    const mail = bookingGuestMail(input({ lang: "ar" }));
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<span dir="ltr">+254 711 000111</span>');
    expect(mail.text).toContain("حجزك");
    expect(mail.text).toContain("بالغان");
    // The town in Arabic script in sentences (settings' place names); the address as posted.
    expect(mail.text).toContain("نتطلع إلى استقبالك في مومباسا.");
    expect(mail.text).toContain("Links Road, Nyali, Mombasa 80100, Kenya");
    expect(bookingGuestMail(input({ lang: "en" })).text).toContain("welcoming you to Mombasa");
  });

  it("escapes what the guest typed", () => {
    const mail = bookingGuestMail(
      input({ booking: { ...booking, firstName: "<b>Amina</b>" }, lang: "de" }),
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>Amina");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; a cot");
    expect(mail.html).toContain("&lt;b&gt;Amina&lt;/b&gt;");
    // Plain text shows it as typed: it is never interpreted there.
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it("attaches the stay as a calendar file", () => {
    const mail = bookingGuestMail(input({ lang: "fr" }));
    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics!.filename).toBe("booking-PB-7K2M9Q.ics");
    expect(ics!.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    const calendar = decode(ics!.content);
    expect(calendar).toContain("UID:PB-7K2M9Q@www.pwanibay.example");
    expect(calendar).toContain("DTSTART;VALUE=DATE:20250612");
    expect(calendar).toContain("DTEND;VALUE=DATE:20250615");
    expect(calendar).toContain("SUMMARY:Séjour au Pwani Bay Resort & Hotel");
  });
});

describe("links in the guest's language", () => {
  const siteLinks = (html: string) =>
    [...html.matchAll(/href="(https:\/\/www\.pwanibay\.example[^"]*)"/g)].map((m) =>
      m[1]!.replace(/&amp;/g, "&"),
    );

  it.each(LANGUAGES)("%s: every link to the site opens in the booking's language", (lang) => {
    const now = new Date("2025-05-20T09:15:00Z");
    for (const status of ["confirmed", "pending_payment", "cancelled"] as const) {
      const mail = bookingGuestMail(
        input({
          booking: {
            ...booking,
            status,
            language: lang,
            holdExpiresAt: new Date("2025-05-20T10:00:00Z"),
          },
          lang: undefined,
          now,
        }),
      );
      const links = siteLinks(mail.html);
      expect(links.length, status).toBeGreaterThanOrEqual(2);
      for (const link of links) {
        expect(new URL(link).searchParams.get("lang"), link).toBe(lang === "en" ? null : lang);
        expect(mail.text).toContain(link);
      }
    }
  });
});

describe("bookingCalendarFile", () => {
  const event = (ics: string) => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const vevent = calendar.getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("no VEVENT");
    return { calendar, vevent, e: new ICAL.Event(vevent) };
  };

  it.each(LANGUAGES)(
    "%s: a real parser reads the all-day stay, the hours and no secret",
    (lang) => {
      const ics = bookingCalendarFile(input({ lang }));
      for (const line of ics.split("\r\n")) {
        expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      }
      const { calendar, vevent, e } = event(ics);
      expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
      expect(e.startDate.isDate).toBe(true);
      expect(e.startDate.toString()).toBe("2025-06-12");
      expect(e.endDate.isDate).toBe(true);
      expect(e.endDate.toString()).toBe("2025-06-15");
      expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
      expect(vevent.getFirstPropertyValue("sequence")).toBe(0);
      const t = emailTranslator(lang);
      expect(e.summary).toBe(
        t("booking.calendarSummary", { hotelName: "Pwani Bay Resort & Hotel" }),
      );
      // Arrival and departure hours, in the booking's language, in hotel time.
      expect(e.description).toContain(formatTime("14:00", lang));
      expect(e.description).toContain(formatTime("15:00", lang));
      expect(e.description).toContain(formatDate("2025-06-12", lang));
      expect(e.description).toContain(
        t("booking.calendarTimes", {
          city: lang === "ar" ? "مومباسا" : "Mombasa",
          timeZone: "Africa/Nairobi",
        }),
      );
      expect(e.description).toContain("PB-7K2M9Q");
      // The public Manage booking page in the guest's language, never the secret link.
      const manage = `https://www.pwanibay.example/booking/find${lang === "en" ? "" : `?lang=${lang}`}`;
      expect(e.description).toContain(manage);
      expect(vevent.getFirstPropertyValue("url")).toBe(manage);
      expect(ics).not.toContain("t0k3n");
    },
  );

  it("stamps now and counts the changes; a cancellation takes the event off", () => {
    const now = new Date("2025-05-20T09:15:00Z");
    const changed = event(
      bookingCalendarFile(input({ booking: { ...booking, changeCount: 2 }, now })),
    );
    expect(changed.vevent.getFirstPropertyValue("sequence")).toBe(2);
    expect(String(changed.vevent.getFirstPropertyValue("dtstamp"))).toBe("2025-05-20T09:15:00Z");

    const mail = bookingGuestMail(
      input({ booking: { ...booking, status: "cancelled", changeCount: 2 }, now, lang: "ar" }),
    );
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    const cancelled = event(decode(mail.attachments[0]!.content));
    expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.vevent.getFirstPropertyValue("sequence")).toBe(3);
    expect(cancelled.e.uid).toBe("PB-7K2M9Q@www.pwanibay.example");
  });

  it("the download is the guest's file, in the booking's own language", () => {
    const ics = bookingIcs({
      booking: { ...booking, language: "de" },
      roomName: "Deluxe Ocean View",
      settings: hotelSettings,
      confirmationUrl:
        "https://www.pwanibay.example/booking/confirmation?ref=PB-7K2M9Q&token=t0k3n",
    });
    const { e } = event(ics);
    expect(e.summary).toBe(
      emailTranslator("de")("booking.calendarSummary", { hotelName: "Pwani Bay Resort & Hotel" }),
    );
    expect(ics).not.toContain("t0k3n");
  });
});

describe("bookingHotelMail", () => {
  it("tells the front desk everything, in English", () => {
    const mail = bookingHotelMail(input({ lang: "fr" }));
    expect(mail.to).toBe(hotelSettings.emails.notifications);
    expect(mail.subject).toContain("New booking PB-7K2M9Q");
    expect(mail.subject).toContain("Amina Otieno");
    for (const part of [
      "amina@example.com",
      "+254 700 123 456",
      "12 Harbour Road",
      "Kenya",
      "Extra guests: 1",
      "Breakfast: Included",
      "Late check-out: Yes, until 3:00 PM",
      "Total: KSh 33,925",
      "A quiet room",
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).not.toContain("<script>");
    expect(mail.attachments[0]!.filename).toBe("booking-PB-7K2M9Q.ics");
  });

  it("keeps the subject on one line whatever the guest typed", () => {
    const mail = bookingHotelMail(
      input({ booking: { ...booking, lastName: "Otieno\r\nBcc: someone@example.com" } }),
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
