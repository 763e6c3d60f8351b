/**
 * An enquiry names the package or restaurant it came from
 * (prefilled, checked against the tables, stored, shown to staff and in the mail),
 * and the guest gets an acknowledgement e-mail in their language.
 */
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox, restaurants } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let cookie = "";
const ORIGIN = "http://localhost";

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.database.db, {
    email: "topic-admin@example.com",
    name: "Desk",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "topic-admin@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM rate_limits`);
});

const guest = {
  name: "Amina Odhiambo",
  phone: "+254 712 345 678",
  message: "We are about forty people, on a Saturday in June. Is the garden free?",
};

const send = (body: unknown, lang = "en") =>
  t.app.request(`/api/contact?lang=${lang}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

const rowOf = async (email: string) => {
  const [row] = await t.database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email));
  return row!;
};
const mailsOf = (id: number) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `contact:${id}%`))
    .orderBy(mailOutbox.id);

async function contactPage(search: string, lang = "en") {
  const page = await import("~/routes/public/contact");
  const request = new Request(`http://localhost/contact${search}`, {
    headers: { cookie: `i18nextLng=${lang}` },
  });
  return page.loader({
    request,
    params: {},
    context: { services: t.services, clientIp: "203.0.113.9" },
  } as never);
}

describe("the guest's choice travels to the contact form", () => {
  it("prefills subject and a message naming the package, in the page language", async () => {
    const en = await contactPage("?subject=event&package=graduation");
    expect(en.subject).toBe("event");
    expect(en.topic).toEqual({ kind: "package", slug: "graduation", name: "Graduation Party" });
    expect(en.initialMessage).toContain("Graduation Party");
    const fr = await contactPage("?subject=event&package=graduation&lang=fr", "fr");
    expect(fr.topic?.name).toBe("Fête de remise de diplôme");
    expect(fr.initialMessage).toContain(
      "Je souhaite réserver le forfait Fête de remise de diplôme",
    );
  });

  it("the restaurant's Reserve a Table link carries the restaurant to the form", async () => {
    const reserve = await import("~/routes/public/reserve");
    const [bahari] = await t.database.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.slug, "bahari"));
    const response = (await reserve.loader({
      request: new Request(`http://localhost/dining/${bahari!.id}/reserve?lang=de`),
      params: { id: String(bahari!.id) },
      context: { services: t.services },
    } as never)) as Response;
    const location = response.headers.get("location") ?? "";
    expect(location).toContain("restaurant=bahari");
    expect(location).toContain("lang=de");
    const page = await contactPage(new URL(location, "http://localhost").search, "de");
    expect(page.subject).toBe("dining");
    expect(page.topic).toMatchObject({ kind: "restaurant", name: "Bahari Restaurant" });
    expect(page.initialMessage).toContain("Tisch im Bahari Restaurant");
  });

  it("ignores a package or restaurant that does not exist", async () => {
    const page = await contactPage("?subject=event&package=free-villa-forever");
    expect(page.topic).toBeNull();
    expect(page.initialMessage).not.toContain("free-villa");
  });

  it("stores the package with the message, from the database, and staff see it", async () => {
    const response = await send({
      ...guest,
      email: "grad@example.com",
      subject: "event",
      package: "graduation",
    });
    expect(response.status).toBe(201);
    const row = await rowOf("grad@example.com");
    expect(row.packageId).not.toBeNull();
    expect(row.topicName).toBe("Graduation Party");
    const [staff] = await mailsOf(row.id);
    expect(staff!.to).toBe("events@pwanibay.example");
    expect(staff!.subject).toContain("Graduation Party");
    expect(staff!.text).toContain("Package");
    expect(staff!.text).toContain("Graduation Party");
    const inbox = await t.getJson("/api/admin/messages", { headers: { Cookie: cookie } });
    const messages = inbox.body as { id: number; topic: string | null }[];
    expect(messages.find((m) => m.id === row.id)?.topic).toBe("Package: Graduation Party");
  });

  it("stores the restaurant of a table request", async () => {
    const response = await send({
      ...guest,
      email: "table@example.com",
      subject: "dining",
      restaurant: "the-pergola",
    });
    expect(response.status).toBe(201);
    const row = await rowOf("table@example.com");
    expect(row.restaurantId).not.toBeNull();
    expect(row.topicName).toBe("The Pergola");
  });

  it("never stores a forged package: unknown slugs are dropped, odd ones refused", async () => {
    const unknown = await send({
      ...guest,
      email: "forged@example.com",
      subject: "event",
      package: "presidential-suite-free",
    });
    expect(unknown.status).toBe(201);
    const row = await rowOf("forged@example.com");
    expect(row.packageId).toBeNull();
    expect(row.topicName).toBeNull();
    const [staff] = await mailsOf(row.id);
    expect(staff!.text).not.toContain("presidential");

    const markup = await send({
      ...guest,
      email: "markup@example.com",
      subject: "event",
      package: "<b>Free stay</b>",
    });
    expect(markup.status).toBe(400);
    const stored = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "markup@example.com"));
    expect(stored).toHaveLength(0);
  });

  it("works without JavaScript: the page action stores the package", async () => {
    const page = await import("~/routes/public/contact");
    const form = new URLSearchParams({
      ...guest,
      email: "nojs@example.com",
      subject: "event",
      package: "graduation",
      website: "",
    });
    const result = (await page.action({
      request: new Request("http://localhost/contact?package=graduation&lang=fr", {
        method: "POST",
        body: form,
      }),
      params: {},
      context: { services: t.services, clientIp: "203.0.113.10" },
    } as never)) as { data: { status: string } };
    expect(result.data.status).toBe("sent");
    const row = await rowOf("nojs@example.com");
    expect(row).toMatchObject({ topicName: "Graduation Party", language: "fr" });
  });
});

describe("acknowledgement e-mail to the guest", () => {
  it("is queued in French with the package, the reply time and the hotel's contacts", async () => {
    await send(
      { ...guest, email: "ack-fr@example.com", subject: "event", package: "graduation" },
      "fr",
    );
    const row = await rowOf("ack-fr@example.com");
    const mails = await mailsOf(row.id);
    const ack = mails.find((m) => m.to === "ack-fr@example.com");
    expect(ack).toBeDefined();
    expect(ack!.dedupeKey).toBe(`contact:${row.id}:guest`);
    expect(ack!.subject).toContain("Nous avons bien reçu votre message");
    expect(ack!.subject).toContain("Fête de remise de diplôme");
    expect(ack!.text).toContain("Demande d'événement");
    expect(ack!.text).toContain("sous un jour ouvré");
    expect(ack!.text).toContain("+254 711 000111");
    expect(ack!.text).toContain("info@pwanibay.example");
    expect(ack!.text).toContain(guest.message);
    expect(ack!.html).toContain('lang="fr"');
  });

  it("is queued in Arabic, right to left, naming the restaurant", async () => {
    await send(
      { ...guest, email: "ack-ar@example.com", subject: "dining", restaurant: "bahari" },
      "ar",
    );
    const row = await rowOf("ack-ar@example.com");
    const ack = (await mailsOf(row.id)).find((m) => m.to === "ack-ar@example.com");
    expect(ack!.subject).toContain("تلقينا رسالتك");
    expect(ack!.text).toContain("المطعم");
    expect(ack!.text).toContain("Bahari Restaurant");
    expect(ack!.text).toContain("خلال يوم عمل واحد");
    expect(ack!.html).toContain('dir="rtl"');
  });

  it("is not sent for a refused message or a bot", async () => {
    const before = await t.database.db.select().from(mailOutbox);
    const refused = await send({
      ...guest,
      email: "short@example.com",
      message: "hi",
      subject: "other",
    });
    expect(refused.status).toBe(400);
    const bot = await send({
      ...guest,
      email: "bot@example.com",
      subject: "other",
      website: "http://spam.example",
    });
    expect(bot.status).toBe(201);
    const after = await t.database.db.select().from(mailOutbox);
    expect(after.length).toBe(before.length);
    expect(after.some((m) => m.to === "short@example.com" || m.to === "bot@example.com")).toBe(
      false,
    );
  });
});
