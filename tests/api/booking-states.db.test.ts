/**
 * Every page and e-mail tells the booking's true state: awaiting payment, confirmed (pay at
 * the hotel), paid, cancelled, expired, refund requested, refunded. The confirmation page is
 * rendered from the API's view of the booking; the calendar file exists only for a stay
 * that stands; the cancellation e-mail asks for no money and attaches no calendar.
 */
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BookingView } from "~/components/booking/booking-view";
import { loadResources } from "~/i18n/catalogues.server";
import { createI18n } from "~/i18n/i18n";
import { hotelToday } from "~core/dates";
import { LANGUAGES, type Lang } from "~core/i18n/languages";
import { addDaysIso } from "~core/pricing";
import type { BookingViewDto, RoomTypeDto } from "~core/types";
import { bookings, mailOutbox, paymentTransactions } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { cancelBooking } from "~server/services/booking/admin-bookings";
import { bookingGuestMail, bookingHotelMail } from "~server/services/mail/booking-emails";
import { emailTranslator } from "~server/services/mail/email-catalogue";
import { demoSettings } from "../../demo/seed/content";
import { inDataRouter } from "../helpers/data-router";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

type State =
  | "awaiting_payment"
  | "confirmed"
  | "paid"
  | "cancelled"
  | "expired"
  | "refund_requested"
  | "refunded";
const STATES: State[] = [
  "awaiting_payment",
  "confirmed",
  "paid",
  "cancelled",
  "expired",
  "refund_requested",
  "refunded",
];

let t: TestApp;
let rooms: RoomTypeDto[];
let adminId: number;
const today = hotelToday();
let nextDay = 40;

beforeAll(async () => {
  t = await createTestApp();
  rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  adminId = (
    await createAdmin(t.database.db, {
      email: "desk@example.com",
      name: "Desk",
      password: "a long password!",
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

interface Booked {
  id: number;
  reference: string;
  token: string;
}

/** A pay-at-hotel booking (Pesapal is off): two nights of Superior Standard, 17,250 KSh. */
async function book(): Promise<Booked> {
  const checkIn = addDaysIso(today, nextDay);
  nextDay += 3;
  const response = await t.app.request("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      ...GUEST,
      roomId: rooms.find((r) => r.name === "Superior Standard")!.id,
      checkIn,
      checkOut: addDaysIso(checkIn, 2),
      adults: 1,
      children: 0,
      roomCount: 1,
      totalAmount: 17250,
    }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as {
    id: number;
    reference: string;
    confirmationUrl: string;
  };
  const token = new URL(body.confirmationUrl).searchParams.get("token") ?? "";
  return { id: body.id, reference: body.reference, token };
}

async function addPayment(
  booking: Booked,
  fields: Partial<typeof paymentTransactions.$inferInsert>,
) {
  await t.database.db.insert(paymentTransactions).values({
    bookingId: booking.id,
    merchantReference: `${booking.reference}-1`,
    description: "Stay",
    amount: 17250,
    currency: "KES",
    paymentStatus: "COMPLETED",
    statusCode: 1,
    paymentMethod: "Visa",
    confirmationCode: "CONF123",
    ...fields,
  });
}

const setStatus = (booking: Booked, set: Partial<typeof bookings.$inferInsert>) =>
  t.database.db.update(bookings).set(set).where(eq(bookings.id, booking.id));

/** A booking brought into each state the way the site gets there (stored columns only). */
async function bookingIn(state: State): Promise<Booked> {
  const booking = await book();
  const refund = { refundAmount: 17250, refundRequestedAt: new Date(), refundRemarks: "Cancelled" };
  switch (state) {
    case "awaiting_payment":
      await setStatus(booking, {
        status: "pending_payment",
        holdExpiresAt: new Date(Date.now() + 20 * 60_000),
      });
      break;
    case "confirmed":
      break;
    case "paid":
      await addPayment(booking, {});
      break;
    case "cancelled":
      await setStatus(booking, { status: "cancelled" });
      break;
    case "expired":
      await setStatus(booking, { status: "expired", holdExpiresAt: new Date(Date.now() - 60_000) });
      break;
    case "refund_requested":
      await addPayment(booking, refund);
      await setStatus(booking, { status: "cancelled" });
      break;
    case "refunded":
      await addPayment(booking, { ...refund, statusCode: 3, paymentStatus: "REVERSED" });
      await setStatus(booking, { status: "cancelled" });
      break;
  }
  return booking;
}

const view = async (booking: Booked) => {
  const { status, body } = await t.getJson(
    `/api/bookings/${booking.reference}?token=${booking.token}`,
  );
  expect(status).toBe(200);
  return body as BookingViewDto & { state?: string };
};

const CONTACT = {
  phone: "+254 711 000 111",
  email: "reservations@pwanibay.example",
  checkInTime: "14:00",
  checkOutTime: "12:00",
  lateCheckoutUntil: "15:00",
  city: "Mombasa",
};

/** The confirmation page's body as the server renders it, in one language. */
function renderPage(booking: BookingViewDto, lang: Lang = "en") {
  const i18n = createI18n(lang, loadResources(lang, ["common", "booking"]));
  const html = renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      inDataRouter(createElement(BookingView, { booking, contact: CONTACT, lang })),
    ),
  );
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
  const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? "";
  return { html, text, h1 };
}

const booked = new Map<State, Booked>();
async function inState(state: State) {
  let booking = booked.get(state);
  if (!booking) {
    booking = await bookingIn(state);
    booked.set(state, booking);
  }
  return booking;
}

describe("one state per booking, the same on the API and the page", () => {
  it.each(STATES)("%s: the API names the state", async (state) => {
    const body = await view(await inState(state));
    expect(body.state).toBe(state);
    expect(body.paidOnline).toBe(state === "paid");
  });

  it("awaiting payment: Pay now leads to the payment page while the hold lasts; no calendar, no pay at the hotel", async () => {
    const booking = await inState("awaiting_payment");
    const page = renderPage(await view(booking));
    expect(page.h1).toBe("Complete your payment");
    expect(page.html).toContain(
      `href="/booking/payment?ref=${booking.reference}&amp;token=${booking.token}"`,
    );
    expect(page.text).toContain("Pay now");
    expect(page.html).not.toContain("calendar.ics");
    expect(page.text).not.toContain("pay at the hotel");
    expect(page.text).not.toContain("is confirmed");
  });

  it("confirmed: pay at the hotel, Add to calendar", async () => {
    const booking = await inState("confirmed");
    const page = renderPage(await view(booking));
    expect(page.h1).toBe("Your booking is confirmed");
    expect(page.text).toContain("you pay at the hotel");
    expect(page.html).toContain(`/api/bookings/${booking.reference}/calendar.ics?token=`);
    expect(page.text).not.toContain("Pay now");
  });

  it("paid: Paid online with the amount, never pay at the hotel", async () => {
    const page = renderPage(await view(await inState("paid")));
    expect(page.h1).toBe("Your booking is confirmed and paid");
    expect(page.text).toContain("Paid online: KSh 17,250");
    expect(page.text).not.toContain("pay at the hotel");
    expect(page.html).toContain("calendar.ics");
  });

  it.each([
    ["cancelled", "This booking is cancelled", "Nothing has been charged"],
    ["expired", "This booking has expired", "Nothing has been charged"],
    ["refund_requested", "Cancelled: your refund is on its way", "refund of KSh 17,250"],
    ["refunded", "Cancelled and refunded", "KSh 17,250 has been refunded"],
  ] as const)(
    "%s: its own heading, what happens with the money, no calendar",
    async (state, heading, money) => {
      const page = renderPage(await view(await inState(state)));
      expect(page.h1).toBe(heading);
      expect(page.text).toContain(money);
      expect(page.html).not.toContain("calendar.ics");
      expect(page.text).not.toContain("Add to calendar");
      expect(page.text).not.toContain("is confirmed");
      expect(page.text).not.toContain("pay at the hotel");
      expect(page.text).toContain("Book again");
    },
  );

  it("a cancelled booking that was paid says so", async () => {
    const booking = await book();
    await addPayment(booking, {});
    await setStatus(booking, { status: "cancelled" });
    const body = await view(booking);
    expect(body.state).toBe("cancelled");
    const page = renderPage(body);
    expect(page.text).toContain("You paid KSh 17,250 online");
    expect(page.text).not.toContain("Nothing has been charged");
  });

  it("a hold that ran out before the sweeper came is expired, with no Pay now", async () => {
    const booking = await book();
    await setStatus(booking, {
      status: "pending_payment",
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    const body = await view(booking);
    expect(body.state).toBe("expired");
    expect(renderPage(body).text).not.toContain("Pay now");
  });

  it("every state has its own heading, translated, in all seven languages", async () => {
    const views = await Promise.all(STATES.map(async (s) => view(await inState(s))));
    const english = views.map((v) => renderPage(v, "en").h1);
    expect(new Set(english).size).toBe(STATES.length);
    for (const lang of LANGUAGES.filter((l) => l !== "en")) {
      const headings = views.map((v) => renderPage(v, lang).h1);
      expect(new Set(headings).size, lang).toBe(STATES.length);
      headings.forEach((heading, i) => {
        expect(heading, `${lang} ${STATES[i]}`).not.toBe(english[i]);
        expect(heading, `${lang} ${STATES[i]}`).not.toBe("");
      });
    }
  });
});

describe("GET /api/bookings/:reference/calendar.ics", () => {
  const ics = (booking: Booked) =>
    t.app.request(`/api/bookings/${booking.reference}/calendar.ics?token=${booking.token}`);

  it.each(["confirmed", "paid"] as const)("%s: the stay as a calendar file", async (state) => {
    const response = await ics(await inState(state));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("BEGIN:VEVENT");
  });

  it.each(["cancelled", "expired", "refund_requested", "refunded"] as const)(
    "%s: no calendar file (410 with a reason)",
    async (state) => {
      const response = await ics(await inState(state));
      expect(response.status).toBe(410);
      expect(response.headers.get("content-type")).toContain("application/json");
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe("gone");
      expect(body.message).toMatch(/no longer|cancelled|expired/i);
    },
  );

  it("awaiting payment: no calendar file until the booking is confirmed (409)", async () => {
    const response = await ics(await inState("awaiting_payment"));
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toMatch(/payment/i);
  });

  it("a wrong token is still 404", async () => {
    const booking = await inState("cancelled");
    const response = await t.app.request(
      `/api/bookings/${booking.reference}/calendar.ics?token=${"x".repeat(32)}`,
    );
    expect(response.status).toBe(404);
  });
});

describe("the cancellation e-mail (admin cancel)", () => {
  const cancellationMail = async (booking: Booked) => {
    await cancelBooking(
      t.services,
      booking.id,
      { refund: "none", reason: "Non-refundable rate" },
      adminId,
    );
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `booking:${booking.reference}:cancelled`));
    expect(row).toBeDefined();
    return row!;
  };

  it("asks for no money, does not look forward to the stay, takes the stay off the calendar", async () => {
    const mail = await cancellationMail(await book());
    expect(mail.subject).toContain("is cancelled");
    expect(mail.text).not.toContain("Total to pay");
    expect(mail.text).not.toMatch(/look forward/i);
    expect(mail.text).not.toContain("pay at the hotel");
    expect(mail.text).not.toMatch(/calendar/i);
    expect(mail.text).toContain("Cancelled");
    expect(mail.text).toContain("Nothing has been charged");
    // The calendar file cancels the event the confirmation put in the guest's calendar.
    expect(mail.attachments.map((a) => a.contentType)).toEqual([
      "text/calendar; charset=utf-8; method=CANCEL",
    ]);
  });

  it("a paid booking's cancellation says what happens with the money", async () => {
    const booking = await book();
    await addPayment(booking, {});
    const mail = await cancellationMail(booking);
    expect(mail.text).toContain("You paid KSh 17,250 online");
    expect(mail.text).not.toContain("Paid in full online");
    expect(mail.text).not.toContain("Total to pay");
    expect(mail.attachments).toHaveLength(1);
  });
});

describe("the booking e-mails in every state", () => {
  const row = async (booking: Booked) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!;
  const payments = (booking: Booked) =>
    t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.bookingId, booking.id));
  const mailIn = async (state: State, lang: Lang = "en") => {
    const booking = await inState(state);
    const input = {
      booking: await row(booking),
      payments: await payments(booking),
      roomName: "Superior Standard",
      settings: demoSettings,
      confirmationUrl: `https://www.pwanibay.example/booking/confirmation?ref=${booking.reference}&token=${booking.token}`,
      lang,
    };
    return { guest: bookingGuestMail(input), hotel: bookingHotelMail(input), booking };
  };

  it.each(STATES)(
    "%s: a calendar file for a stay that stands, a cancelling one for a cancelled stay",
    async (state) => {
      const { guest, hotel } = await mailIn(state);
      const stands = state === "confirmed" || state === "paid";
      const cancelled =
        state === "cancelled" || state === "refund_requested" || state === "refunded";
      expect(guest.attachments.map((a) => a.contentType)).toEqual(
        stands
          ? ["text/calendar; charset=utf-8; method=PUBLISH"]
          : cancelled
            ? ["text/calendar; charset=utf-8; method=CANCEL"]
            : [],
      );
      expect(hotel.attachments).toHaveLength(stands ? 1 : 0);
    },
  );

  it("each state has its own subject, status line and money text", async () => {
    const expected: Record<State, string[]> = {
      awaiting_payment: ["Complete your payment", "Awaiting payment", "Pay now", "Total to pay"],
      confirmed: ["Confirmed, pay at the hotel", "you pay at the hotel", "Total to pay"],
      paid: ["Confirmed and paid", "Paid online: KSh 17,250"],
      cancelled: ["is cancelled", "Nothing has been charged"],
      expired: ["has expired", "Nothing has been charged"],
      refund_requested: ["Cancelled, refund requested", "refund of KSh 17,250"],
      refunded: ["Cancelled, refunded", "KSh 17,250 has been refunded"],
    };
    const subjects = new Set<string>();
    for (const state of STATES) {
      const { guest, booking } = await mailIn(state);
      subjects.add(guest.subject.replace(booking.reference, ""));
      for (const part of expected[state]) expect(`${guest.subject}\n${guest.text}`).toContain(part);
      if (state !== "confirmed") expect(guest.text, state).not.toContain("pay at the hotel");
      if (state !== "confirmed" && state !== "awaiting_payment") {
        expect(guest.text, state).not.toContain("Total to pay");
      }
      if (state !== "confirmed" && state !== "paid") {
        expect(guest.text, state).not.toMatch(/look forward/i);
      }
    }
    expect(subjects.size).toBeGreaterThanOrEqual(4);
  });

  it("the pay-now link of a booking awaiting payment leads to the payment page", async () => {
    const { guest, booking } = await mailIn("awaiting_payment");
    expect(guest.html).toContain(
      `href="https://www.pwanibay.example/booking/payment?ref=${booking.reference}&amp;token=${booking.token}"`,
    );
  });

  it("the front desk reads the state too", async () => {
    const { hotel } = await mailIn("refund_requested");
    expect(hotel.text).toContain("Cancelled, refund requested");
    expect(hotel.subject).toMatch(/cancelled/i);
    expect(hotel.subject).not.toContain("New booking");
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))(
    "%s: a cancelled booking's mail has neither the total to pay nor the welcome",
    async (lang) => {
      const t = emailTranslator(lang);
      const { guest } = await mailIn("cancelled", lang);
      expect(guest.text).not.toContain(t("booking.total"));
      expect(guest.text).not.toContain(t("booking.closing"));
      expect(guest.text).not.toContain(t("booking.payAtHotel"));
      const english = (await mailIn("cancelled", "en")).guest;
      expect(guest.subject).not.toBe(english.subject);
    },
  );
});
