import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { RoomTypeDto } from "~core/types";
import { bookings, integrationHealth, jobs, mailOutbox, pesapalConfig } from "~server/db/schema";
import { parseEnv } from "~server/env";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

const TOKEN = "metrics-token-0123456789abcdef";
let t: TestApp;
let closed: TestApp;

beforeAll(async () => {
  [t, closed] = await Promise.all([createTestApp({ METRICS_TOKEN: TOKEN }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([t?.close(), closed?.close()]);
});

const scrape = (token = TOKEN) =>
  t.app.request("/metrics", { headers: { Authorization: `Bearer ${token}` } });

async function metricsText(): Promise<string> {
  const response = await scrape();
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of one sample, e.g. value(text, 'hotel_bookings{status="confirmed"}'). */
function value(text: string, sample: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

describe("METRICS_TOKEN", () => {
  it("is optional and must be long enough when set", () => {
    const base = { NODE_ENV: "test", APP_SECRET: "x".repeat(40), DATA_DIR: "./data/test" };
    expect(parseEnv(base).metricsToken).toBeUndefined();
    expect(parseEnv({ ...base, METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(() => parseEnv({ ...base, METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });
});

describe("GET /metrics", () => {
  it("is absent (404) without METRICS_TOKEN, whatever the caller sends", async () => {
    expect((await closed.app.request("/metrics")).status).toBe(404);
    const withToken = await closed.app.request("/metrics", {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.status).toBe(404);
    expect(await withToken.text()).not.toContain("http_request_duration_seconds");
  });

  it("answers 401 without the bearer token or with a wrong one", async () => {
    const missing = await t.app.request("/metrics");
    expect(missing.status).toBe(401);
    expect(missing.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
    expect(await missing.text()).not.toContain("hotel_");
    for (const header of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      "Bearer ",
      TOKEN,
      `Basic ${Buffer.from(`user:${TOKEN}`).toString("base64")}`,
    ]) {
      const response = await t.app.request("/metrics", { headers: { Authorization: header } });
      expect(response.status, header).toBe(401);
    }
  });

  it("serves the Prometheus text with every metric family", async () => {
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const name of [
      "http_request_duration_seconds",
      "hotel_bookings",
      "hotel_payments",
      "hotel_mail_messages",
      "hotel_queue_depth",
      "hotel_provider_up",
      "hotel_provider_seconds_since_success",
      "http_requests_waiting",
      "process_cpu_seconds_total",
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    for (const provider of ["pesapal", "ezee", "mail"]) {
      expect(value(text, `hotel_provider_up{provider="${provider}"}`), provider).toBe(1);
    }
    expect(value(text, 'hotel_queue_depth{queue="ezee-push"}')).toBe(0);
  });

  it("reports the requests waiting to start (server/pace.ts) at the moment of the scrape", async () => {
    expect(value(await metricsText(), "http_requests_waiting")).toBe(0);
    const held: (() => void)[] = [];
    t.services.pacer = {
      run: (start) => void held.push(start),
      get waiting() {
        return held.length;
      },
    };
    try {
      for (let i = 0; i < 3; i++) t.services.pacer.run(() => {});
      expect(value(await metricsText(), "http_requests_waiting")).toBe(3);
      held.length = 1;
      expect(value(await metricsText(), "http_requests_waiting")).toBe(1);
    } finally {
      delete t.services.pacer;
    }
  });

  it("times API requests by route pattern, never by raw URL", async () => {
    const rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
    const id = rooms[0]!.id;
    expect((await t.app.request(`/api/rooms/${id}`)).status).toBe(200);
    expect((await t.app.request("/api/rooms/987654321")).status).toBe(404);
    expect((await t.app.request("/api/no-such-thing/123456")).status).toBe(404);
    await t.app.request("/some/random/path-424242");
    const text = await metricsText();
    const count = (route: string, statusClass: string) =>
      value(
        text,
        `http_request_duration_seconds_count{method="GET",route="${route}",status_class="${statusClass}"}`,
      );
    expect(count("/api/rooms", "2xx")).toBe(1);
    expect(count("/api/rooms/:id", "2xx")).toBe(1);
    expect(count("/api/rooms/:id", "4xx")).toBe(1);
    expect(count("/api/*", "4xx")).toBe(1);
    expect(count("other", "4xx")).toBe(1);
    const labels = text.split("\n").filter((line) => line.startsWith("http_request_duration"));
    expect(labels.length).toBeGreaterThan(0);
    for (const line of labels) {
      expect(line).not.toContain(`/${id}"`);
      expect(line).not.toContain("987654321");
      expect(line).not.toContain("123456");
      expect(line).not.toContain("424242");
    }
  });

  it("counts bookings from the database, so every process reports the same", async () => {
    const before = await metricsText();
    const rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
    const room = rooms.find((r) => r.name === "Superior Standard")!;
    const day = (n: number) => addDaysIso(hotelToday(), n);
    const created = await t.app.request("/api/bookings", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ...GUEST,
        roomId: room.id,
        checkIn: day(30),
        checkOut: day(32),
        adults: 1,
        children: 0,
        roomCount: 1,
        totalAmount: 17250,
      }),
    });
    expect(created.status).toBe(201);
    const [row] = await t.database.db
      .select({ status: bookings.status })
      .from(bookings)
      .orderBy(sql`${bookings.id} DESC`)
      .limit(1);
    const sample = `hotel_bookings{status="${row!.status}"}`;
    const after = await metricsText();
    expect(value(after, sample)).toBe((value(before, sample) ?? 0) + 1);
    // Another app instance (another process) on the same database reads the same count.
    expect(value(after, sample)).toBe(
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(bookings)
          .where(eq(bookings.status, row!.status))
      )[0]!.n,
    );
    // The booking's e-mails wait in the outbox.
    expect(value(after, 'hotel_mail_messages{status="pending"}')).toBeGreaterThan(0);
    expect(value(after, 'hotel_queue_depth{queue="mail"}')).toBe(
      value(after, 'hotel_mail_messages{status="pending"}'),
    );
  });

  it("reports payments, mail, queue depth and a failing provider", async () => {
    const { db } = t.database;
    await db.insert(mailOutbox).values([
      {
        dedupeKey: "m:sent",
        to: "a@example.com",
        subject: "s",
        text: "t",
        status: "sent",
        sentAt: new Date(),
      },
      {
        dedupeKey: "m:failed",
        to: "a@example.com",
        subject: "s",
        text: "t",
        status: "failed",
        attempts: 8,
        lastError: "550",
      },
    ]);
    await db.insert(jobs).values([
      { queue: "ezee-push", payload: {}, status: "pending" },
      { queue: "ezee-push", payload: {}, status: "done" },
    ]);
    await db
      .insert(pesapalConfig)
      .values({ id: 1, isActive: true })
      .onConflictDoUpdate({ target: pesapalConfig.id, set: { isActive: true } });
    await db
      .insert(integrationHealth)
      .values({
        provider: "pesapal",
        lastSuccessAt: new Date(Date.now() - 3_600_000),
        lastErrorAt: new Date(),
        lastError: "HTTP 500",
      })
      .onConflictDoUpdate({
        target: integrationHealth.provider,
        set: { lastSuccessAt: new Date(Date.now() - 3_600_000), lastErrorAt: new Date() },
      });
    const text = await metricsText();
    expect(value(text, 'hotel_mail_messages{status="sent"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'hotel_mail_messages{status="failed"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'hotel_queue_depth{queue="ezee-push"}')).toBe(1);
    expect(value(text, 'hotel_payments{status="completed"}')).toBe(0);
    expect(value(text, 'hotel_provider_up{provider="pesapal"}')).toBe(0);
    const since = value(text, 'hotel_provider_seconds_since_success{provider="pesapal"}')!;
    expect(since).toBeGreaterThanOrEqual(3599);
    expect(since).toBeLessThan(3700);
  });
});
