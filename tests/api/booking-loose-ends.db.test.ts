/**
 * The money path tells the guest what happened: a booking taken to pay at the hotel
 * because Pesapal failed says so on the confirmation page (JSON and no-JavaScript
 * paths alike); a form posted while online bookings are paused comes back with the
 * typed values and the reason (503, Retry-After); the payment page follows the shared
 * guest state (core/booking-state.ts): a refund, a payment that arrived after the hold.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { confirmationTarget } from "~/booking/confirmation-target";
import { paymentPageText } from "~/components/booking/payment-page-text";
import { loadResources } from "~/i18n/catalogues.server";
import { createI18n } from "~/i18n/i18n";
import { action as bookingAction } from "~/routes/public/booking";
import { loader as confirmationLoader } from "~/routes/public/booking-confirmation";
import { loader as paymentLoader } from "~/routes/public/payment-callback";
import { hotelToday } from "~core/dates";
import { LANGUAGES } from "~core/i18n/languages";
import type { PaymentPageSummary } from "~core/payment-page-state";
import { addDaysIso } from "~core/pricing";
import type { RoomTypeDto } from "~core/types";
import { bookings, paymentTransactions, siteSettings } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { clearPesapalTokens } from "~server/services/payments/client";
import { resetPesapalOutage } from "~server/services/payments/verify";
import { invalidateReadCache } from "~server/services/platform/read-cache";
import { type FakePesapal, startFakePesapal } from "../../scripts/fakes/pesapal";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let pesapal: FakePesapal;
let rooms: RoomTypeDto[];
let cookie = "";
const ORIGIN = "http://localhost";
const DEAD_URL = "http://127.0.0.1:9/pesapalv3";
const today = hotelToday();
let nextDay = 30;

/** What a route loader or action answered: its data and status (data() or a plain object). */
function answered<T>(result: unknown): { data: T; status: number; headers: Headers } {
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value && value.type === "DataWithResponseInit") {
    return {
      data: value.data as T,
      status: value.init?.status ?? 200,
      headers: new Headers(value.init?.headers),
    };
  }
  return { data: result as T, status: 200, headers: new Headers() };
}

interface Created {
  id: number;
  reference: string;
  confirmationUrl: string;
  redirectUrl?: string;
  paymentNotice?: string;
}
interface ConfirmationData {
  booking: { state: string } | null;
  payAtHotelNotice: boolean;
}
interface PaymentData {
  page: PaymentPageSummary;
}
interface RefusedForm {
  failure: unknown;
  values: Record<string, unknown>;
}

const pageContext = () => ({ services: t.services, clientIp: "127.0.0.1" }) as never;
const loaderArgs = (url: string) =>
  ({ request: new Request(`http://localhost${url}`), context: pageContext(), params: {} }) as never;

const superior = () => rooms.find((r) => r.name === "Superior Standard")!;
const freshStay = () => {
  const checkIn = addDaysIso(today, nextDay);
  nextDay += 2;
  return { checkIn, checkOut: addDaysIso(checkIn, 1) };
};

async function setFallback(pesapalFallback: "pay_at_hotel" | "no_online_bookings") {
  const [row] = await t.database.db.select().from(siteSettings);
  await t.database.db
    .update(siteSettings)
    .set({ data: { ...(row?.data as object), pesapalFallback } as never });
  invalidateReadCache(t.database.db);
}

async function setPesapalActive(isActive: boolean) {
  const response = await t.app.request("/api/admin/pesapal/config", {
    method: "PUT",
    headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" },
    body: JSON.stringify({
      consumerKey: pesapal.consumerKey,
      consumerSecret: pesapal.consumerSecret,
      sandbox: true,
      isActive,
    }),
  });
  expect(response.status).toBe(200);
}

/** POST /api/bookings for one night of Superior Standard (8,625 KSh). */
async function bookByApi(stay = freshStay()) {
  const response = await t.app.request("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      ...GUEST,
      roomId: superior().id,
      ...stay,
      adults: 1,
      children: 0,
      roomCount: 1,
      totalAmount: 8625,
    }),
  });
  return { status: response.status, body: (await response.json()) as Created };
}

/** The /booking form as a browser without JavaScript posts it. */
function bookingForm() {
  const form = new FormData();
  for (const [key, value] of Object.entries(GUEST)) {
    if (typeof value === "string") form.set(key, value);
  }
  form.set("specialRequests", "Sea view, please");
  form.set("totalAmount", "8625");
  form.set("idempotencyKey", crypto.randomUUID());
  return form;
}

function postBookingForm(stay: { checkIn: string; checkOut: string }, lang = "en") {
  const query = new URLSearchParams({
    roomId: String(superior().id),
    ...stay,
    adults: "1",
    children: "0",
    rooms: "1",
    ...(lang === "en" ? {} : { lang }),
  });
  const request = new Request(`http://localhost/booking?${query}`, {
    method: "POST",
    body: bookingForm(),
  });
  return bookingAction({ request, context: pageContext(), params: {} } as never);
}

/** Runs the action; a redirect (thrown Response) becomes its Location. */
async function submitted(stay: { checkIn: string; checkOut: string }, lang = "en") {
  try {
    return { ...answered<RefusedForm>(await postBookingForm(stay, lang)), location: null };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return {
        data: null as RefusedForm | null,
        status: thrown.status,
        headers: thrown.headers,
        location: thrown.headers.get("Location"),
      };
    }
    throw thrown;
  }
}

beforeAll(async () => {
  pesapal = await startFakePesapal();
  t = await createTestApp();
  t.services.env.pesapalSandboxUrl = pesapal.url;
  await createAdmin(t.database.db, {
    email: "loose-ends@example.com",
    name: "Loose Ends",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "loose-ends@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
});
afterAll(async () => {
  await t?.close();
  await pesapal?.close();
});
beforeEach(() => {
  clearPesapalTokens();
  resetPesapalOutage();
});

describe("Pesapal failing: the guest is told the booking is to be paid at the hotel", () => {
  beforeAll(async () => {
    await setPesapalActive(true);
  });
  afterAll(async () => {
    t.services.env.pesapalSandboxUrl = pesapal.url;
    await setFallback("pay_at_hotel");
    await setPesapalActive(false);
  });

  it("JSON path: the confirmation page the form goes to shows the notice", async () => {
    await setFallback("pay_at_hotel");
    t.services.env.pesapalSandboxUrl = DEAD_URL;
    try {
      const created = await bookByApi();
      expect(created.status).toBe(201);
      expect(created.body.paymentNotice).toMatch(/pay at the hotel/);
      // What booking-form.tsx navigates to with the API's answer.
      const target = confirmationTarget(created.body.confirmationUrl, {
        lang: "fr",
        paymentNotice: created.body.paymentNotice,
      });
      expect(target).toMatch(/[?&]notice=pay-at-hotel/);
      const page = answered<ConfirmationData>(await confirmationLoader(loaderArgs(target)));
      expect(page.data.booking?.state).toBe("confirmed");
      expect(page.data.payAtHotelNotice).toBe(true);
      // Without the API's notice, no flag.
      expect(
        confirmationTarget(created.body.confirmationUrl, { lang: "fr", paymentNotice: undefined }),
      ).not.toMatch(/notice=/);
    } finally {
      t.services.env.pesapalSandboxUrl = pesapal.url;
    }
  });

  it("no-JavaScript path: the redirect carries the notice, shown on the page", async () => {
    await setFallback("pay_at_hotel");
    t.services.env.pesapalSandboxUrl = DEAD_URL;
    try {
      const result = await submitted(freshStay(), "de");
      expect(result.status).toBe(302);
      expect(result.location).toMatch(/^\/booking\/confirmation\?.*notice=pay-at-hotel/);
      expect(result.location).toMatch(/lang=de/);
      const page = answered<ConfirmationData>(
        await confirmationLoader(loaderArgs(result.location!)),
      );
      expect(page.data.booking?.state).toBe("confirmed");
      expect(page.data.payAtHotelNotice).toBe(true);
    } finally {
      t.services.env.pesapalSandboxUrl = pesapal.url;
    }
  });

  it("the flag shows nothing on a booking that is not to be paid at the hotel", async () => {
    const created = await bookByApi();
    expect(created.body.redirectUrl).toMatch(/OrderTrackingId=/);
    const path = new URL(created.body.confirmationUrl);
    const page = answered<ConfirmationData>(
      await confirmationLoader(loaderArgs(`${path.pathname}${path.search}&notice=pay-at-hotel`)),
    );
    expect(page.data.booking?.state).toBe("awaiting_payment");
    expect(page.data.payAtHotelNotice).toBe(false);
  });

  it("no online bookings: the form comes back with the typed values, the reason, 503 and Retry-After", async () => {
    await setFallback("no_online_bookings");
    t.services.env.pesapalSandboxUrl = DEAD_URL;
    try {
      const before = await t.database.db.select().from(bookings);
      const result = await submitted(freshStay());
      expect(result.status).toBe(503);
      expect(Number(result.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(result.data?.failure).toEqual({ code: "payments_paused" });
      expect(result.data?.values).toMatchObject({
        firstName: GUEST.firstName,
        email: GUEST.email,
        specialRequests: "Sea view, please",
      });
      expect(await t.database.db.select().from(bookings)).toHaveLength(before.length);
      // The JSON API says when to try again too.
      const api = await t.app.request("/api/bookings", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          ...GUEST,
          roomId: superior().id,
          ...freshStay(),
          adults: 1,
          children: 0,
          roomCount: 1,
          totalAmount: 8625,
        }),
      });
      expect(api.status).toBe(503);
      expect(Number(api.headers.get("Retry-After"))).toBeGreaterThan(0);
      // The code booking-form.tsx reads to show the paused message.
      expect(await api.json()).toMatchObject({ code: "payments_paused" });
    } finally {
      t.services.env.pesapalSandboxUrl = pesapal.url;
      await setFallback("pay_at_hotel");
    }
  });

  it("the paused message is translated in every language", () => {
    const english = createI18n("en", loadResources("en", ["booking"])).t("booking:booking.paused");
    expect(english).toMatch(/paused.*Nothing was booked or charged/);
    for (const lang of LANGUAGES.filter((l) => l !== "en")) {
      const text = createI18n(lang, loadResources(lang, ["booking"])).t("booking:booking.paused");
      expect(text, lang).not.toBe(english);
      expect(text.length, lang).toBeGreaterThan(40);
    }
  });

  it("payment page: a payment made after the hold ended is picked up, not called too late", async () => {
    const created = await bookByApi();
    const trackingId = new URL(created.body.redirectUrl ?? "").searchParams.get("OrderTrackingId")!;
    // The sweeper ended the hold; then the guest paid on Pesapal's page.
    await t.database.db
      .update(bookings)
      .set({ status: "expired", holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.reference, created.body.reference));
    pesapal.setOrderState(trackingId, "completed", { method: "MPESA" });
    const page = answered<PaymentData>(
      await paymentLoader(loaderArgs(`/booking/payment?OrderTrackingId=${trackingId}`)),
    );
    // The room was still free: the booking is confirmed and paid.
    expect(page.data.page).toMatchObject({ state: "paid", amountPaid: 8625 });
  });
});

describe("the payment page follows the shared guest state", () => {
  /** A pay-at-hotel booking brought to a state through its stored columns. */
  async function bookingWith(
    set: Partial<typeof bookings.$inferInsert>,
    payment?: Partial<typeof paymentTransactions.$inferInsert>,
  ) {
    const created = await bookByApi();
    expect(created.status).toBe(201);
    const reference = created.body.reference as string;
    const token = new URL(created.body.confirmationUrl).searchParams.get("token")!;
    if (payment) {
      await t.database.db.insert(paymentTransactions).values({
        bookingId: created.body.id,
        merchantReference: `${reference}-1`,
        description: "Stay",
        amount: 8625,
        currency: "KES",
        paymentStatus: "COMPLETED",
        statusCode: 1,
        paymentMethod: "Visa",
        confirmationCode: "CONF123",
        ...payment,
      });
    }
    if (Object.keys(set).length > 0) {
      await t.database.db.update(bookings).set(set).where(eq(bookings.reference, reference));
    }
    return answered<PaymentData>(
      await paymentLoader(loaderArgs(`/booking/payment?ref=${reference}&token=${token}`)),
    );
  }
  const english = createI18n("en", loadResources("en", ["payment", "booking"]));

  it("a cancelled booking whose payment was reversed shows the refund", async () => {
    const page = await bookingWith(
      { status: "cancelled" },
      {
        statusCode: 3,
        paymentStatus: "REVERSED",
        refundAmount: 8625,
        refundRequestedAt: new Date(),
      },
    );
    expect(page.data.page).toMatchObject({ state: "refunded", refundAmount: 8625 });
    const text = paymentPageText(english, page.data.page);
    expect(text.heading).toBe("Cancelled and refunded");
    expect(text.money).toContain("KSh 8,625 has been refunded");
  });

  it("a cancelled booking with a refund asked for says the refund is on its way", async () => {
    const page = await bookingWith(
      { status: "cancelled" },
      { refundAmount: 8625, refundRequestedAt: new Date() },
    );
    expect(page.data.page.state).toBe("refund_requested");
    expect(paymentPageText(english, page.data.page).money).toMatch(/asked for a refund/);
  });

  it("a payment that arrived after the hold ended (room sold) never says none arrived in time", async () => {
    const page = await bookingWith(
      { status: "expired", holdExpiresAt: new Date(Date.now() - 60_000) },
      {},
    );
    expect(page.data.page).toMatchObject({ state: "expired", amountPaid: 8625 });
    const text = paymentPageText(english, page.data.page);
    expect(Object.values(text).join(" ")).not.toMatch(/no payment arrived/);
    expect(text.body).toMatch(/payment arrived after the room hold had ended/);
    expect(text.money).toMatch(/You paid KSh 8,625 online/);
    for (const lang of LANGUAGES.filter((l) => l !== "en")) {
      const translated = paymentPageText(
        createI18n(lang, loadResources(lang, ["payment", "booking"])),
        page.data.page,
      );
      expect(translated.body, lang).not.toBe(text.body);
    }
  });

  it("a booking taken to pay at the hotel is not called paid", async () => {
    const page = await bookingWith({});
    expect(page.data.page.state).toBe("confirmed");
    const text = paymentPageText(english, page.data.page);
    expect(text.heading).toBe("Your booking is confirmed");
    expect(text.money).toMatch(/pay at the hotel/);
  });
});
