/**
 * Database and disk trouble: a guest gets a quick 503 with Retry-After instead of a hang
 * or a 500, /api/health names the failing part, a refused body does not break the
 * connection, and a failing query never writes the guest's details into the log.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { RoomTypeDto } from "~core/types";
import { createApp } from "~server/app";
import type { AppServices } from "~server/context";
import { type DatabaseHandle, openPostgres } from "~server/db/client";
import { runMigrations } from "~server/db/migrate";
import { mailOutbox } from "~server/db/schema";
import { testDatabaseKind } from "~server/db/test-database";
import { parseEnv } from "~server/env";
import { seedDemoContent } from "../../demo/seed";
import { captureLogs } from "../helpers/capture-logs";
import { createDemoDatabase } from "../helpers/demo-database";
import { GUEST } from "../helpers/guest";

const onPostgres = testDatabaseKind() === "postgres";
const adminUrl = process.env.TEST_DATABASE_URL ?? "";

interface Harness {
  app: ReturnType<typeof createApp>;
  services: AppServices;
  database: DatabaseHandle;
  logs: () => string;
  /** The PostgreSQL database's name and URL (PostgreSQL only). */
  postgres?: { name: string; url: string };
  close(): Promise<void>;
}

/** The real app over a fresh seeded database with short PostgreSQL timeouts. */
async function createHarness(extraEnv: Record<string, string> = {}): Promise<Harness> {
  let database: DatabaseHandle;
  let postgres: Harness["postgres"];
  let dropDatabase = async () => {};
  if (onPostgres) {
    const name = `pwani_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    postgres = { name, url: url.toString() };
    database = await openPostgres(postgres.url, {
      statementTimeoutMs: 3000,
      lockTimeoutMs: 500,
      poolTimeoutMs: 1000,
    });
    await runMigrations(database.db, database.kind);
    await seedDemoContent(database.db);
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup
        .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        .finally(() => cleanup.end());
    };
  } else {
    database = await createDemoDatabase();
  }
  const { logger, text } = captureLogs();
  const env = parseEnv({
    NODE_ENV: "production",
    APP_SECRET: "x".repeat(40),
    DATA_DIR: "./data/test",
    BOOKING_RATE_LIMIT: "0",
    ...extraEnv,
  });
  const services: AppServices = {
    db: database.db,
    dbKind: database.kind,
    env,
    logger,
    isReady: () => true,
  };
  return {
    app: createApp({ services }),
    services,
    database,
    logs: text,
    postgres,
    async close() {
      await database.close().catch(() => {});
      await dropDatabase();
    },
  };
}

const day = (n: number) => addDaysIso(hotelToday(), n);

async function bookingBody(h: Harness) {
  const rooms = (await (await h.app.request("/api/rooms")).json()) as RoomTypeDto[];
  const standard = rooms.find((room) => room.name === "Superior Standard");
  if (!standard) throw new Error("no Superior Standard");
  return {
    ...GUEST,
    roomId: standard.id,
    checkIn: day(20),
    checkOut: day(22),
    adults: 1,
    children: 0,
    roomCount: 1,
    totalAmount: 17250,
  };
}

const postBooking = (h: Harness, body: unknown) =>
  h.app.request("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

const GUEST_DETAILS = [GUEST.email, GUEST.phone, GUEST.lastName, "12 Moi Avenue"];

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe("GET /api/health", () => {
  it("answers ok with the database driver when everything works", async () => {
    h = await createHarness();
    const response = await h.app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: h.database.kind });
  });

  it("is degraded and names data_dir when DATA_DIR cannot be written", async () => {
    // sysfs refuses new files even to root, like a read-only or full disk.
    h = await createHarness({ DATA_DIR: "/sys/fs" });
    const response = await h.app.request("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: "degraded",
      database: h.database.kind,
      failing: ["data_dir"],
    });
  });

  it("is degraded and names mail_outbox when due mail has waited for long", async () => {
    h = await createHarness();
    await h.database.db.insert(mailOutbox).values({
      dedupeKey: "stuck",
      to: "someone@example.com",
      subject: "Stuck",
      text: "Stuck",
      nextAttemptAt: sql`now() - interval '1 hour'`,
    });
    const response = await h.app.request("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "degraded", failing: ["mail_outbox"] });
  });
});

describe("a database outage", () => {
  it("answers 503 with Retry-After, and health names the database", async () => {
    h = await createHarness();
    const body = await bookingBody(h);
    if (h.postgres) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE ${h.postgres.name} WITH (FORCE)`).finally(() => admin.end());
    } else {
      await h.database.close();
    }
    const started = Date.now();
    const response = await postBooking(h, body);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({ code: "unavailable" });
    expect(Date.now() - started).toBeLessThan(5000);

    const health = await h.app.request("/api/health");
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({
      status: "degraded",
      failing: expect.arrayContaining(["database"]),
    });
    expect(h.logs()).not.toContain(GUEST.email);
  });
});

describe.runIf(onPostgres)("a table locked by another connection", () => {
  it("fails a booking fast with 503 and Retry-After; health still answers", async () => {
    h = await createHarness();
    const body = await bookingBody(h);
    const locker = new pg.Client({ connectionString: h.postgres?.url });
    await locker.connect();
    try {
      await locker.query("BEGIN");
      await locker.query("LOCK TABLE room_inventory IN ACCESS EXCLUSIVE MODE");
      await locker.query("LOCK TABLE bookings IN ACCESS EXCLUSIVE MODE");
      const started = Date.now();
      const response = await postBooking(h, body);
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      const json = (await response.json()) as { message: string; code: string };
      expect(json.code).toBe("unavailable");
      expect(json.message).toMatch(/try again/i);
      expect(Date.now() - started).toBeLessThan(4000);

      const healthStarted = Date.now();
      const health = await h.app.request("/api/health");
      expect(health.status).toBe(200);
      expect(Date.now() - healthStarted).toBeLessThan(3000);
      expect(h.logs()).not.toContain(GUEST.email);
    } finally {
      await locker.query("ROLLBACK").catch(() => {});
      await locker.end();
    }
  }, 20_000);
});

describe.runIf(onPostgres)("the start-up lock connection", () => {
  it("runs without the request timeouts, which apply again afterwards", async () => {
    h = await createHarness();
    // The harness allows 3 s per statement; migrations under the lock may take longer.
    await h.database.withExclusiveLock((db) => db.execute(sql`SELECT pg_sleep(3.5)`));
    const error = await h.database.db
      .execute(sql`SELECT pg_sleep(3.5)`)
      .catch((e: unknown) => e as { cause?: { code?: string } });
    expect(error).toMatchObject({ cause: { code: "57014" } });
  }, 20_000);
});

describe("query errors in the log", () => {
  it("carry the SQL error and its code but no guest details", async () => {
    h = await createHarness();
    const body = await bookingBody(h);
    await h.database.db.execute(
      sql.raw(`CREATE FUNCTION test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused by test' USING ERRCODE = 'P0001'; END $$`),
    );
    await h.database.db.execute(
      sql.raw(
        "CREATE TRIGGER test_refuse BEFORE INSERT ON bookings FOR EACH ROW EXECUTE FUNCTION test_refuse()",
      ),
    );
    const response = await postBooking(h, body);
    expect(response.status).toBe(500);
    const logs = h.logs();
    expect(logs).toContain("refused by test");
    expect(logs).toContain("P0001");
    expect(logs).toMatch(/insert into \\?"bookings\\?"/i);
    for (const detail of GUEST_DETAILS) expect(logs).not.toContain(detail);
  });
});

describe("a refused request body", () => {
  let server: http.Server;
  let base: string;
  let keepAlive: Harness;
  beforeAll(async () => {
    keepAlive = await createHarness();
    server = http.createServer(getRequestListener(keepAlive.app.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await keepAlive?.close();
  });

  const send = (
    agent: http.Agent,
    method: string,
    path: string,
    body?: Buffer,
    headers: Record<string, string> = {},
  ) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(`${base}${path}`, { method, agent, headers }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        response.on("error", reject);
      });
      request.on("error", reject);
      request.end(body);
    });

  const big = Buffer.from(JSON.stringify({ padding: "x".repeat(1024 * 1024) }));

  it.each([
    ["with a Content-Length", { "Content-Length": String(big.length) }],
    ["sent chunked", { "Transfer-Encoding": "chunked" }],
  ])("answers 413 %s and the next request on the keep-alive agent works", async (_, headers) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let round = 0; round < 3; round++) {
        const refused = await send(agent, "POST", "/api/bookings", big, {
          "Content-Type": "application/json",
          ...headers,
        });
        expect(refused.status).toBe(413);
        expect(JSON.parse(refused.text)).toMatchObject({ code: "payload_too_large" });
        const next = await send(agent, "GET", "/api/rooms");
        expect(next.status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });

  it("answers 413 to fetch, and the next fetch works", async () => {
    for (let round = 0; round < 3; round++) {
      const refused = await fetch(`${base}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: big,
      });
      expect(refused.status).toBe(413);
      await refused.text();
      const next = await fetch(`${base}/api/rooms`);
      expect(next.status).toBe(200);
      await next.text();
    }
  });
});
