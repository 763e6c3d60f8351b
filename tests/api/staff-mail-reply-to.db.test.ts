/**
 * Staff notifications about a guest's message or booking carry the guest's address as
 * Reply-To, so answering reaches the guest: the contact form (general,
 * events, dining/table), a new booking to the front desk. An address that is not one plain
 * e-mail address (CR/LF, several addresses) never becomes a Reply-To, neither in the outbox
 * nor in the sent message.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { RoomTypeDto } from "~core/types";
import { bookings, contactMessages, mailOutbox } from "~server/db/schema";
import { queueMail, replyToAddress } from "~server/services/mail/outbox";
import { createMailTransport } from "~server/services/mail/sender";
import { GUEST } from "../helpers/guest";
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

const postJson = (url: string, body: unknown) =>
  t.app.request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

const outboxRow = async (dedupeKey: string) => {
  const [row] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, dedupeKey));
  return row!;
};

describe("Reply-To on staff notifications", () => {
  for (const subject of ["reservation", "event", "dining", "feedback", "other"] as const) {
    it(`a contact message (${subject}) to staff replies to the guest`, async () => {
      const email = `reply-${subject}@example.com`;
      const response = await postJson("/api/contact", {
        name: "Amina Odhiambo",
        email,
        phone: "+254 712 345 678",
        subject,
        message: "Could we reserve a table for four on Saturday evening, please?",
      });
      expect(response.status).toBe(201);
      const [message] = await t.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, email));
      const staff = await outboxRow(`contact:${message!.id}`);
      expect(staff.to).not.toBe(email);
      expect(staff.headers["Reply-To"]).toBe(email);
      // The guest's own copy needs none.
      expect((await outboxRow(`contact:${message!.id}:guest`)).headers["Reply-To"]).toBeUndefined();
    });
  }

  it("a new booking's front-desk notification replies to the guest", async () => {
    const rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
    const room = rooms.find((r) => r.name === "Superior Standard")!;
    const today = hotelToday();
    const response = await postJson("/api/bookings", {
      ...GUEST,
      email: "booker@example.com",
      roomId: room.id,
      checkIn: addDaysIso(today, 30),
      checkOut: addDaysIso(today, 32),
      adults: 1,
      children: 0,
      roomCount: 1,
      totalAmount: 17250,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const [booking] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.email, "booker@example.com"));
    const hotel = await outboxRow(`booking:${booking!.reference}:hotel`);
    expect(hotel.to).not.toBe("booker@example.com");
    expect(hotel.headers["Reply-To"]).toBe("booker@example.com");
  });

  it("never takes a hostile or unclear address as Reply-To", async () => {
    for (const hostile of [
      "guest@example.com\r\nBcc: victim@example.net",
      "guest@example.com\nBcc: victim@example.net",
      "guest@example.com, other@example.net",
      "Guest <guest@example.com>",
      "not an address",
      "",
    ]) {
      expect(replyToAddress(hostile), JSON.stringify(hostile)).toBeNull();
      const key = `hostile:${Math.random()}`;
      await queueMail(t.database.db, {
        dedupeKey: key,
        to: "info@pwanibay.example",
        subject: "Test",
        text: "Test",
        replyTo: hostile,
        // A Reply-To smuggled in as a header line is dropped too.
        headers: { "Reply-To": hostile },
      });
      expect((await outboxRow(key)).headers["Reply-To"]).toBeUndefined();
    }
    expect(replyToAddress("guest@example.com")).toBe("guest@example.com");
  });

  it("the sent message has the Reply-To header, and none for a stored hostile one", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "reply-to-"));
    try {
      const transport = createMailTransport({
        smtpUrl: "",
        dataDir,
        publicUrl: "http://localhost:3000",
      });
      const base = {
        id: 1,
        dedupeKey: "x",
        to: "info@pwanibay.example",
        subject: "New message",
        text: "Hello",
        html: null,
        attachments: [],
        status: "pending" as const,
        attempts: 0,
        nextAttemptAt: new Date(),
        lastError: null,
        sentAt: null,
        createdAt: new Date(),
      };
      const from = { name: "Pwani Bay", address: "reservations@pwanibay.example" };
      await transport.send({ ...base, headers: { "Reply-To": "guest@example.com" } }, from);
      await transport.send(
        { ...base, id: 2, headers: { "Reply-To": "guest@example.com\r\nBcc: victim@example.net" } },
        from,
      );
      await transport.close();
      const files = (await readdir(path.join(dataDir, "mail"))).sort();
      expect(files).toHaveLength(2);
      const [good, bad] = await Promise.all(
        files.map((file) => readFile(path.join(dataDir, "mail", file), "utf8")),
      );
      expect(good).toMatch(/^Reply-To: guest@example\.com\r$/m);
      expect(bad).not.toMatch(/^Reply-To:/im);
      expect(bad).not.toMatch(/^Bcc:/im);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
