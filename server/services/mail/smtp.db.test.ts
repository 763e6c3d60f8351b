import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hotelSettings } from "../../../tests/helpers/hotel-settings";
import { mailOutbox, siteSettings } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../db/test-database";
import { parseEnv } from "../../env";
import { type BookingRow, bookingGuestMail } from "./booking-emails";
import { queueMail } from "./outbox";
import { createMailTransport, deliverDueMail } from "./sender";

interface Received {
  from: string;
  to: string[];
  user?: string;
  raw: string;
}

/** A real SMTP server on a loopback port that keeps what it receives. */
async function startSmtpServer(auth?: { user: string; pass: string }) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: !auth,
    allowInsecureAuth: Boolean(auth),
    disabledCommands: auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    logger: false,
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.pass) {
        callback(null, { user: login.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded body of the MIME part whose headers name `filename`. */
function attachmentBody(raw: string, filename: string): { headers: string; body: string } {
  const unfolded = raw.replace(/\r\n/g, "\n");
  const start = unfolded.indexOf(`filename=${filename}`);
  expect(start, `attachment ${filename}`).toBeGreaterThan(-1);
  const headersStart = unfolded.lastIndexOf("\n--", start);
  const bodyStart = unfolded.indexOf("\n\n", start) + 2;
  const bodyEnd = unfolded.indexOf("\n--", bodyStart);
  return {
    headers: unfolded.slice(headersStart, bodyStart),
    body: Buffer.from(unfolded.slice(bodyStart, bodyEnd).replace(/\s+/g, ""), "base64").toString(
      "utf8",
    ),
  };
}

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
  needsLateCheckout: false,
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
  lateCheckoutAmount: 0,
  taxPercent: 15,
  subtotal: 24_000,
  taxes: 3600,
  totalAmount: 27_600,
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

const guestMail = bookingGuestMail({
  booking,
  roomName: "Deluxe Ocean View",
  settings: hotelSettings,
  confirmationUrl: "http://localhost:3000/booking/PB-7K2M9Q",
  lang: "en",
});

let t: TestDatabase;
const dataDirs: string[] = [];
beforeAll(async () => {
  t = await createTestDatabase();
  // A hotel that saved its settings: the sender is its name and reservations address.
  await t.db.insert(siteSettings).values({ id: 1, data: hotelSettings });
});
afterAll(async () => {
  await t?.destroy();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.delete(mailOutbox);
});

const servicesWith = (vars: Record<string, string>) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "mail-"));
  dataDirs.push(dataDir);
  return {
    db: t.db,
    env: parseEnv({ NODE_ENV: "test", APP_SECRET: "x".repeat(40), DATA_DIR: dataDir, ...vars }),
    logger: pino({ level: "silent" }),
  };
};

describe("SMTP delivery", () => {
  it("delivers a queued booking mail with its calendar file", async () => {
    const smtp = await startSmtpServer();
    try {
      const services = servicesWith({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      const transport = createMailTransport(services.env);
      expect(transport.kind).toBe("smtp");
      await queueMail(t.db, { ...guestMail, dedupeKey: "booking:PB-7K2M9Q:guest" });
      expect(await deliverDueMail(services, transport)).toMatchObject({ sent: 1 });
      transport.close();

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.to).toEqual(["amina@example.com"]);
      // From the site settings when MAIL_FROM is unset.
      expect(mail!.from).toBe("reservations@pwanibay.example");
      expect(mail!.raw).toMatch(
        /^From: "Pwani Bay Resort & Hotel" <reservations@pwanibay\.example>/m,
      );
      expect(mail!.raw).toMatch(/^To: amina@example\.com/m);
      expect(mail!.raw).toContain("Subject: Your booking at Pwani Bay Resort & Hotel: PB-7K2M9Q");
      expect(mail!.raw).toMatch(/^Message-ID: <outbox-\d+\.\d+@localhost>/m);
      expect(mail!.raw).toContain("text/html");

      const ics = attachmentBody(mail!.raw, "booking-PB-7K2M9Q.ics");
      expect(ics.headers).toContain("Content-Type: text/calendar; charset=utf-8; method=PUBLISH");
      expect(ics.body).toContain("BEGIN:VCALENDAR");
      expect(ics.body).toContain("DTSTART;VALUE=DATE:20250612");
    } finally {
      await smtp.close();
    }
  });

  it("logs in with the credentials of SMTP_URL", async () => {
    const smtp = await startSmtpServer({ user: "mailer", pass: "p@ss word" });
    try {
      const services = servicesWith({
        SMTP_URL: `smtp://mailer:${encodeURIComponent("p@ss word")}@127.0.0.1:${smtp.port}`,
        MAIL_FROM: "Reservations <bookings@pwanibay.example>",
      });
      const transport = createMailTransport(services.env);
      await queueMail(t.db, { ...guestMail, dedupeKey: "auth" });
      expect(await deliverDueMail(services, transport)).toMatchObject({ sent: 1 });
      transport.close();
      expect(smtp.received[0]!.user).toBe("mailer");
      expect(smtp.received[0]!.from).toBe("bookings@pwanibay.example");
    } finally {
      await smtp.close();
    }
  });

  it("retries later when the server is unreachable", async () => {
    const smtp = await startSmtpServer();
    await smtp.close(); // the port is now closed
    const services = servicesWith({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const transport = createMailTransport(services.env);
    await queueMail(t.db, { ...guestMail, dedupeKey: "down" });
    expect(await deliverDueMail(services, transport)).toMatchObject({ retrying: 1 });
    const [row] = await t.db.select().from(mailOutbox);
    expect(row!.status).toBe("pending");
    expect(row!.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
  });
});

describe("file delivery without SMTP_URL", () => {
  it("writes each message as an .eml file under DATA_DIR/mail", async () => {
    const services = servicesWith({});
    const transport = createMailTransport(services.env);
    expect(transport.kind).toBe("file");
    await queueMail(t.db, { ...guestMail, dedupeKey: "file-1" });
    await queueMail(t.db, { ...guestMail, dedupeKey: "file-2", to: "second@example.com" });
    expect(await deliverDueMail(services, transport)).toMatchObject({ sent: 2 });

    const dir = path.join(services.env.dataDir, "mail");
    const files = readdirSync(dir);
    expect(files).toHaveLength(2);
    expect(files.every((file) => /^\d{4}-\d{2}-\d{2}T[\d-]+Z-\d{8}\.eml$/.test(file))).toBe(true);
    const raw = readFileSync(path.join(dir, files.sort()[0]!), "utf8");
    expect(raw).toContain("Subject: Your booking at Pwani Bay Resort & Hotel: PB-7K2M9Q");
    expect(raw).toMatch(/^To: amina@example\.com/m);
    expect(attachmentBody(raw, "booking-PB-7K2M9Q.ics").body).toContain("BEGIN:VCALENDAR");
  });
});

describe("SMTP_URL and MAIL_FROM", () => {
  it("accepts smtp:// and smtps:// only, and an address for MAIL_FROM", () => {
    const base = { APP_SECRET: "x".repeat(40), DATA_DIR: tmpdir() };
    expect(parseEnv({ ...base, SMTP_URL: "smtps://u:p@mail.example.com:465" }).smtpUrl).toBe(
      "smtps://u:p@mail.example.com:465",
    );
    expect(parseEnv({ ...base, SMTP_URL: "" }).smtpUrl).toBeUndefined();
    expect(() => parseEnv({ ...base, SMTP_URL: "http://mail.example.com" })).toThrow(
      "SMTP_URL: must start with smtp:// or smtps://",
    );
    expect(parseEnv({ ...base, MAIL_FROM: " A <a@example.com> " }).mailFrom).toBe(
      "A <a@example.com>",
    );
    expect(() => parseEnv({ ...base, MAIL_FROM: "nobody" })).toThrow("MAIL_FROM: must be");
  });
});
