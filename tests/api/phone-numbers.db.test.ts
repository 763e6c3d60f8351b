/**
 * Guests' phone numbers are stored in E.164 (core/phone.ts): a booking's and a contact
 * message's, read in the guest's country when the form gives an ISO code, else in the
 * hotel's. A number that passes the forms' loose pattern but is not a valid number is
 * refused on the `phone` field. Guest e-mails carry the hotel's WhatsApp link.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { AvailableRoomDto } from "~core/types";
import { bookings, contactMessages, mailOutbox } from "~server/db/schema";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
const day = (n: number) => addDaysIso(hotelToday(), n);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM rate_limits`);
});

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/** A bookable stay with the total the server quotes for it (whatever the rates are). */
async function bookingBody(offset: number, guest: Record<string, unknown>) {
  const [checkIn, checkOut] = [day(offset), day(offset + 2)];
  const { body } = await t.getJson(
    `/api/rooms/available?checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0&rooms=1`,
  );
  const room = (body as AvailableRoomDto[]).find((r) => r.name === "Superior Standard");
  if (!room) throw new Error("Superior Standard is not offered");
  return {
    ...GUEST,
    ...guest,
    roomId: room.id,
    checkIn,
    checkOut,
    adults: 1,
    children: 0,
    roomCount: 1,
    totalAmount: room.quote.total,
  };
}

const storedBooking = (reference: string) =>
  t.database.db.select().from(bookings).where(eq(bookings.reference, reference));

describe("a booking's phone number", () => {
  it("is stored in E.164 when written locally, read in the hotel's country", async () => {
    const body = await bookingBody(30, { email: "local@example.com", phone: "0712 345 678" });
    const response = await postJson("/api/bookings", body);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const [row] = await storedBooking(reference);
    expect(row?.phone).toBe("+254712345678");
    // The guest's confirmation carries the hotel's WhatsApp link with a prefilled message.
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "local@example.com"));
    const mail = mails[0];
    expect(mail?.html).toContain(
      'href="https://wa.me/254711000111?text=Hello%20Pwani%20Bay%2C%20I%20have%20a%20question%20about%20a%20stay."',
    );
    expect(mail?.text).toContain("Questions? Chat with us on WhatsApp: https://wa.me/254711000111");
  });

  it("is read in the guest's country when the form gives its ISO code", async () => {
    const body = await bookingBody(33, {
      email: "paris@example.com",
      phone: "06 12 34 56 78",
      country: "FR",
    });
    const response = await postJson("/api/bookings", body, { "Accept-Language": "fr" });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect((await storedBooking(reference))[0]?.phone).toBe("+33612345678");
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "paris@example.com"));
    expect(mail?.html).toContain(
      "https://wa.me/254711000111?text=Bonjour%20Pwani%20Bay%2C%20j%27ai%20une%20question%20sur%20un%20s%C3%A9jour.",
    );
  });

  it("refuses a number the loose pattern lets through but that is not a valid number", async () => {
    const before = (await t.database.db.select().from(bookings)).length;
    for (const phone of ["0000000000", "+999 1234 5678", "0712 345 67"]) {
      const body = await bookingBody(36, { email: "bad@example.com", phone });
      const response = await postJson("/api/bookings", body);
      expect(response.status, phone).toBe(400);
      const error = (await response.json()) as { errors: Record<string, string> };
      expect(error.errors).toEqual({ phone: "Please enter a valid phone number" });
    }
    expect((await t.database.db.select().from(bookings)).length).toBe(before);
  });
});

const contact = {
  name: "Amina Odhiambo",
  subject: "reservation",
  message: "Do you have a family room free over Easter weekend?",
};

describe("a contact message's phone number", () => {
  it("is stored in E.164 and shown formatted to the front desk", async () => {
    const response = await postJson("/api/contact", {
      ...contact,
      email: "contact-local@example.com",
      phone: "0711-000-111",
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: { id: number; phone: string } };
    expect(body.message.phone).toBe("+254711000111");
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.message.id));
    expect(row?.phone).toBe("+254711000111");
    const [hotelMail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `contact:${body.message.id}`));
    expect(hotelMail?.text).toContain("Phone: +254 711 000111");
    // The front desk's copy has no WhatsApp invitation; the guest's has one.
    expect(hotelMail?.html).not.toContain("wa.me");
    const [ack] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `contact:${body.message.id}:guest`));
    expect(ack?.html).toContain("https://wa.me/254711000111?text=");
  });

  it("refuses an invalid number on the phone field and stores nothing", async () => {
    const response = await postJson("/api/contact", {
      ...contact,
      email: "contact-bad@example.com",
      phone: "0000000000",
    });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { errors: Record<string, string> };
    expect(error.errors).toEqual({ phone: "Please enter a valid phone number" });
    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "contact-bad@example.com"));
    expect(rows).toEqual([]);
  });

  it("without JavaScript, the page answers the phone field's problem and keeps what was typed", async () => {
    const page = await import("~/routes/public/contact");
    const typed = { ...contact, email: "contact-nojs@example.com", phone: "0000 000 000" };
    const result = (await page.action({
      request: new Request("http://localhost/contact?lang=fr", {
        method: "POST",
        body: new URLSearchParams({ ...typed, website: "" }),
      }),
      params: {},
      context: { services: t.services, clientIp: "203.0.113.20" },
    } as never)) as {
      data: { status: string; errors?: Record<string, string>; values?: Record<string, string> };
      init: { status?: number } | null;
    };
    expect(result.data.status).toBe("invalid");
    expect(result.data.errors).toEqual({ phone: "Please enter a valid phone number" });
    expect(result.data.values?.phone).toBe("0000 000 000");
    expect(result.init?.status).toBe(400);
  });
});
