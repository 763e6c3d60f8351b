/**
 * Bad input answers 400 with a field error, never 500 (NUL characters, ids past the
 * database's integer, impossible dates, extra guests above the settings' maximum), and
 * names and subjects cannot forge lines in the staff e-mails.
 */
import { desc, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext } from "~/admin/session.server";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { BookingRequestSchema } from "~core/schemas/booking";
import { ContactSchema } from "~core/schemas/contact";
import { feedbackSchema } from "~core/schemas/feedback";
import { NewsletterSchema } from "~core/schemas/newsletter";
import { NOT_ALLOWED_MESSAGE } from "~core/schemas/text";
import type { RoomTypeDto } from "~core/types";
import type { z } from "~core/zod";
import { bookings, contactMessages, mailOutbox } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let cookie = "";
let rooms: RoomTypeDto[];
const ORIGIN = "http://localhost";
const day = (n: number) => addDaysIso(hotelToday(), n);

beforeAll(async () => {
  t = await createTestApp();
  rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  await createAdmin(t.database.db, {
    email: "hardening@example.com",
    name: "Hardening",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "hardening@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
});
afterAll(async () => {
  await t?.close();
});

const roomId = () => rooms.find((room) => room.name === "Superior Standard")?.id ?? 0;

const send = (method: string, path: string, body: unknown, admin = false) =>
  t.app.request(path, {
    method,
    headers: {
      "Content-Type": "application/json",
      Origin: ORIGIN,
      ...(admin ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });

async function answer(response: Response) {
  return {
    status: response.status,
    body: (await response.json()) as { code?: string; errors?: Record<string, string> },
  };
}

const ratings = Object.fromEntries(
  [
    "locationRating",
    "checkinRating",
    "roomCleanlinessRating",
    "roomFacilitiesRating",
    "bedComfortRating",
    "showerRating",
    "breakfastRating",
    "staffFriendlinessRating",
    "wifiRating",
    "entertainmentRating",
    "foodVarietyRating",
    "foodQualityRating",
    "overallExperienceRating",
    "valueForMoneyRating",
  ].map((key) => [key, 3]),
);

/**
 * Every public JSON form with a valid body that fills every field of its schema; the
 * NUL test below puts a NUL into each of its text fields in turn.
 */
const PUBLIC_FORMS: {
  path: string;
  schema: z.ZodObject;
  body: () => Record<string, unknown>;
}[] = [
  {
    path: "/api/contact",
    schema: ContactSchema,
    body: () => ({
      name: "Amina Odhiambo",
      email: "amina@example.com",
      phone: "+254712345678",
      subject: "other",
      message: "A question about parking for a coach.",
      package: "graduation",
      restaurant: "bahari",
      website: "",
    }),
  },
  {
    path: "/api/feedback",
    schema: feedbackSchema(hotelToday()),
    body: () => ({
      date: hotelToday(),
      roomNumber: "12",
      howDidYouKnow: "A friend",
      ...ratings,
      additionalFeedback: "Lovely stay.",
      staffRecommendation: "Grace at the desk",
      website: "",
    }),
  },
  {
    path: "/api/newsletter/subscribe",
    schema: NewsletterSchema,
    body: () => ({ email: "reader@example.com", website: "" }),
  },
  {
    path: "/api/bookings",
    schema: BookingRequestSchema as unknown as z.ZodObject,
    body: () => ({
      ...GUEST,
      specialRequests: "Quiet room",
      roomId: roomId(),
      checkIn: day(40),
      checkOut: day(41),
      adults: 1,
      children: 0,
      roomCount: 1,
      totalAmount: 8625,
      language: "en",
      promoCode: "",
    }),
  },
];

/** The keys of a zod object (a refined object keeps its shape in v4). */
const schemaKeys = (schema: z.ZodObject) => Object.keys(schema.shape);

describe("a NUL character in any text field is a 400 with that field's error", () => {
  for (const form of PUBLIC_FORMS) {
    it(`${form.path}: every text field`, async () => {
      const body = form.body();
      // The fixture fills every field the schema knows: a new field is tested too.
      expect(Object.keys(body).sort()).toEqual(expect.arrayContaining(schemaKeys(form.schema)));
      const textFields = Object.keys(body).filter((key) => typeof body[key] === "string");
      expect(textFields.length).toBeGreaterThan(0);
      for (const field of textFields) {
        const response = await send("POST", form.path, {
          ...body,
          [field]: `${body[field]}\u0000x`,
        });
        const { status, body: answered } = await answer(response);
        expect({ field, status }).toEqual({ field, status: 400 });
        expect(answered.errors?.[field]).toBe(NOT_ALLOWED_MESSAGE);
      }
    });
  }

  it("the booking form posted without JavaScript shows it on the field", async () => {
    const { submitBooking } = await import("~/booking/submit.server");
    const form = new FormData();
    for (const [key, value] of Object.entries(GUEST)) {
      if (typeof value === "string") form.set(key, value);
    }
    form.set("lastName", "Odhiambo\u0000");
    form.set("totalAmount", "8625");
    const result = await submitBooking(
      { services: t.services, clientIp: "127.0.0.1" } as never,
      form,
      {
        roomId: roomId(),
        search: { checkIn: day(42), checkOut: day(43), adults: 1, children: 0, rooms: 1 },
        lang: "en",
      },
    );
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      failure: { code: "validation", errors: { lastName: NOT_ALLOWED_MESSAGE } },
    });
  });

  it("find my booking, sign-in and the payment retry too", async () => {
    for (const [path, body] of [
      ["/api/bookings/lookup", { reference: "PB-ABCDEFGH", email: "a\u0000@example.com" }],
      ["/api/auth/login", { email: "x\u0000@example.com", password: "a long password!" }],
      ["/api/payments/pesapal/retry", { reference: "PB-ABCDEFGH\u0000", token: "x" }],
    ] as const) {
      const { status, body: answered } = await answer(await send("POST", path, body));
      expect({ path, status }).toEqual({ path, status: 400 });
      expect(Object.values(answered.errors ?? {})).toContain(NOT_ALLOWED_MESSAGE);
    }
  });

  it("nested admin fields, object keys and multipart forms", async () => {
    const testimonial = await answer(
      await send(
        "POST",
        "/api/admin/testimonials",
        {
          name: "Guest",
          location: { en: "Nairobi", fr: "Nai\u0000robi" },
          content: { en: "A wonderful stay by the sea." },
          rating: 5,
        },
        true,
      ),
    );
    expect(testimonial.status).toBe(400);
    expect(testimonial.body.errors?.["location.fr"]).toBe(NOT_ALLOWED_MESSAGE);

    const key = await answer(
      await send("PUT", "/api/admin/ezee/config", { "hotel\u0000Code": "1" }, true),
    );
    expect(key.status).toBe(400);

    const form = new FormData();
    form.set("title", "A post about the sea\u0000");
    form.set("slug", "a-post-about-the-sea");
    form.set("excerpt", "An excerpt of the post.");
    form.set("content", `<p>${"Words about the sea. ".repeat(5)}</p>`);
    const blog = await t.app.request("/api/admin/blog/posts", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie },
      body: form,
    });
    const blogAnswer = await answer(blog);
    expect(blogAnswer.status).toBe(400);
    expect(blogAnswer.body.errors?.title).toBe(NOT_ALLOWED_MESSAGE);
  });

  it("query strings and paths", async () => {
    for (const path of [
      "/api/admin/bookings?q=Ann%00",
      "/api/blog/post/a%00b",
      "/api/rooms/available?checkIn=2030-01-01%00&checkOut=2030-01-02",
    ]) {
      const response = await t.app.request(path, { headers: { Cookie: cookie } });
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
    }
    const q = await answer(
      await t.app.request("/api/admin/bookings?q=Ann%00", { headers: { Cookie: cookie } }),
    );
    expect(q.body.errors?.q).toBe(NOT_ALLOWED_MESSAGE);
  });
});

describe("ids past the database's integer", () => {
  it("are refused in paths and bodies, never a 500", async () => {
    for (const path of [
      "/api/rooms/2147483648",
      "/api/rooms/2147483648/availability",
      "/api/admin/bookings/99999999999",
      "/api/admin/rooms/2147483648/images",
    ]) {
      const response = await t.app.request(path, { headers: { Cookie: cookie } });
      expect({ path, status: response.status }).toEqual({
        path,
        status: expect.toSatisfy((s: number) => s === 400 || s === 404),
      });
    }
    const booking = await answer(
      await send("POST", "/api/bookings", { ...PUBLIC_FORMS[3]?.body(), roomId: 2147483648 }),
    );
    expect(booking.status).toBe(400);
    expect(booking.body.errors?.roomId).toBeTruthy();

    const reorder = await answer(
      await send("PUT", "/api/admin/testimonials/reorder", { ids: [1, 2147483648] }, true),
    );
    expect(reorder.status).toBe(400);
    expect(reorder.body.errors?.["ids.1"]).toBeTruthy();

    const mapping = await answer(
      await send(
        "POST",
        "/api/admin/ezee/room-mappings",
        { localRoomId: 2147483648, ezeeRoomTypeId: "R1" },
        true,
      ),
    );
    expect(mapping.status).toBe(400);
    expect(mapping.body.errors?.localRoomId).toBeTruthy();
  });

  it("page loaders answer 404, not 500", async () => {
    // The loaders' context as the admin middleware leaves it: the services and an owner.
    const context = new RouterContextProvider();
    Object.assign(context, { services: t.services });
    context.set(adminContext, { id: 1, email: "owner@example.com", name: "Owner", role: "owner" });
    const adminBooking = await import("~/routes/admin/booking");
    const roomEdit = await import("~/routes/admin/room-edit");
    const roomPage = await import("~/routes/public/room");
    const statusOf = async (run: () => Promise<unknown>) => {
      try {
        const result = await run();
        return (result as { init?: { status?: number } })?.init?.status ?? 200;
      } catch (thrown) {
        return (thrown as { init?: { status?: number } })?.init?.status ?? 500;
      }
    };
    const request = new Request("http://localhost/admin/bookings/9999999999");
    const params = { id: "9999999999" };
    expect(await statusOf(() => adminBooking.loader({ request, params, context } as never))).toBe(
      404,
    );
    expect(await statusOf(() => roomEdit.loader({ request, params, context } as never))).toBe(404);
    expect(
      await statusOf(() =>
        roomPage.loader({
          request: new Request("http://localhost/rooms/2147483648"),
          params: { id: "2147483648" },
          context,
        } as never),
      ),
    ).toBe(404);
  });
});

describe("impossible dates in admin filters", () => {
  it("are a 400 naming the field", async () => {
    for (const [path, field] of [
      ["/api/admin/bookings?arrival=2026-02-31", "arrival"],
      ["/api/admin/bookings?arrival=2026-13-01", "arrival"],
      ["/api/admin/feedback?from=2026-02-30", "from"],
      ["/api/admin/feedback?from=2026-01-01&to=2026-04-31", "to"],
    ] as const) {
      const { status, body } = await answer(
        await t.app.request(path, { headers: { Cookie: cookie } }),
      );
      expect({ path, status }).toEqual({ path, status: 400 });
      expect(body.errors?.[field]).toMatch(/real date/);
    }
    const valid = await t.app.request("/api/admin/bookings?arrival=2026-02-28", {
      headers: { Cookie: cookie },
    });
    expect(valid.status).toBe(200);
  });

  it("the admin bookings page shows the field error with a 400", async () => {
    const page = await import("~/routes/admin/bookings");
    const result = (await page.loader({
      request: new Request("http://localhost/admin/bookings?arrival=2026-02-31"),
      params: {},
      context: { services: t.services },
    } as never)) as { init?: { status?: number }; data?: { errors: Record<string, string> } };
    expect(result.init?.status).toBe(400);
    expect(result.data?.errors.arrival).toMatch(/real date/);
  });

  it("a social post dated 31 February is refused", async () => {
    const { status, body } = await answer(
      await send(
        "POST",
        "/api/admin/social-posts",
        { image: "/uploads/social/a.webp", caption: "Sunset", postedAt: "2026-02-31" },
        true,
      ),
    );
    expect(status).toBe(400);
    expect(body.errors?.postedAt).toBeTruthy();
  });
});

describe("extra guests above the settings' maximum", () => {
  it("is a 400 on the extraGuests field after staff lower the maximum", async () => {
    const settings = (await t.getJson("/api/admin/settings", { headers: { Cookie: cookie } }))
      .body as Record<string, unknown>;
    const saved = await send(
      "PUT",
      "/api/admin/settings",
      { ...settings, maxExtraGuests: 1 },
      true,
    );
    expect(saved.status).toBe(200);
    // 7,500 + 2 x 2,500 = 12,500 + 15% = 14,375
    const { status, body } = await answer(
      await send("POST", "/api/bookings", {
        ...PUBLIC_FORMS[3]?.body(),
        checkIn: day(50),
        checkOut: day(51),
        extraGuests: 2,
        totalAmount: 14375,
      }),
    );
    expect(status).toBe(400);
    expect(body.errors?.extraGuests).toBe("Extra guests must be between 0 and 1");
    const above = await answer(
      await send("PUT", "/api/admin/settings", { ...settings, maxExtraGuests: 5 }, true),
    );
    expect(above.status).toBe(400);
    expect(above.body.errors?.maxExtraGuests).toBeTruthy();
    // Restore, from the version the two saves left.
    const { version } = (await t.getJson("/api/admin/settings", { headers: { Cookie: cookie } }))
      .body as { version: number };
    await send("PUT", "/api/admin/settings", { ...settings, version }, true);
  });
});

describe("names and subjects cannot forge lines in staff e-mails", () => {
  const FORGED = /^Subject: forged/m;
  const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

  it("a contact message", async () => {
    const response = await send("POST", "/api/contact", {
      name: "Ann\r\nSubject: forged \u202Eevil",
      email: "ann@example.com",
      phone: "+254712345678",
      subject: "other",
      message: "First line\nSecond line \u202Ereversed\u0007 and مرحبا",
    });
    expect(response.status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(row?.name).toBe("Ann Subject: forged evil");
    // Line breaks stay in a message; bidi and other controls go; Arabic stays.
    expect(row?.message).toBe("First line\nSecond line reversed and مرحبا");
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `contact:${row?.id}`));
    expect(mail?.text).not.toMatch(FORGED);
    expect(mail?.text).not.toMatch(BIDI);
    expect(mail?.subject).not.toMatch(/[\r\n]/);
  });

  it("a booking", async () => {
    const response = await send("POST", "/api/bookings", {
      ...PUBLIC_FORMS[3]?.body(),
      firstName: "Ann\nSubject: forged",
      lastName: "\u202EOdhiambo\u2069",
      city: "Mombasa\u2028Bcc: x@example.com",
      checkIn: day(60),
      checkOut: day(61),
    });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, reference));
    expect(row?.firstName).toBe("Ann Subject: forged");
    expect(row?.lastName).toBe("Odhiambo");
    expect(row?.city).toBe("Mombasa Bcc: x@example.com");
    const mails = await t.database.db.select().from(mailOutbox);
    const staff = mails.filter((mail) => mail.text.includes(reference));
    expect(staff.length).toBeGreaterThan(0);
    for (const mail of staff) {
      expect(mail.text).not.toMatch(FORGED);
      expect(mail.text).not.toMatch(/^Bcc:/m);
      expect(mail.text).not.toMatch(BIDI);
    }
  });
});
