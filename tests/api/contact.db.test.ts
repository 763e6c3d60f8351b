import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox } from "~server/db/schema";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM rate_limits`);
});

const valid = {
  name: "Amina Odhiambo",
  email: "amina@example.com",
  phone: "+254 712 345 678",
  subject: "reservation",
  message: "Do you have a family room free over Easter weekend?",
};

const send = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.request("/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const messagesFrom = (email: string) =>
  t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe("POST /api/contact", () => {
  it("stores the message and queues an e-mail to the general address", async () => {
    const response = await send(valid, { "Accept-Language": "fr" });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: { id: number; phone: string } };
    expect(body.message.phone).toBe("+254712345678");
    const [row] = await messagesFrom(valid.email);
    expect(row).toMatchObject({ subject: "reservation", language: "fr", name: valid.name });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `contact:${row!.id}`));
    expect(mail).toMatchObject({ to: "info@pwanibay.example" });
    expect(mail!.subject).toBe("[Website] Room reservation: Amina Odhiambo");
    expect(mail!.text).toContain(valid.message);
  });

  it("sends an event inquiry to the events address", async () => {
    const response = await send({ ...valid, email: "events-guest@example.com", subject: "event" });
    expect(response.status).toBe(201);
    const [row] = await messagesFrom("events-guest@example.com");
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `contact:${row!.id}`));
    expect(mail!.to).toBe("events@pwanibay.example");
  });

  it("answers 400 with the required message for every invalid field", async () => {
    const response = await send({
      name: "A",
      email: "not-an-email",
      phone: "12345",
      subject: "",
      message: "short",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "validation",
      errors: {
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
        phone: "Please enter a valid phone number",
        subject: "Please select a subject",
        message: "Message must be at least 10 characters",
      },
    });
    const unknownSubject = await send({ ...valid, subject: "complaint" });
    expect(unknownSubject.status).toBe(400);
    expect(((await unknownSubject.json()) as { errors: object }).errors).toEqual({
      subject: "Please select a subject",
    });
  });

  it("accepts a filled honeypot quietly and stores and sends nothing", async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    const response = await send({ ...valid, email: "bot@spam.example", website: "http://spam" });
    expect(response.status).toBe(201);
    expect(await messagesFrom("bot@spam.example")).toEqual([]);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("answers 429 with Retry-After past the public form limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await send({ ...valid, name: "" })).status);
    expect(statuses.every((status) => status === 400)).toBe(true);
    const limited = await send(valid);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: "rate_limited" });
  });

  it("refuses a 1 MB body with 413 and stores nothing", async () => {
    const response = await send({
      ...valid,
      email: "big@example.com",
      message: "x".repeat(1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await messagesFrom("big@example.com")).toEqual([]);
  });

  it("stores HTML as written and gives it back as inert text", async () => {
    const html = `<script>alert("x")</script><img src=x onerror="alert(1)"> & more`;
    const response = await send({
      ...valid,
      email: "html@example.com",
      name: `<b>Eve</b>`,
      message: html,
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { message: { message: string; name: string } };
    expect(body.message.message).toBe(html);
    const [row] = await messagesFrom("html@example.com");
    expect(row!.message).toBe(html);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `contact:${row!.id}`));
    // In the HTML mail the guest's text is escaped: no tag of theirs survives.
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).not.toContain("<b>Eve</b>");
    expect(mail!.html).toContain("&lt;script&gt;");
  });
});
