import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { GUEST } from "../helpers/guest";
import { createPostgresDatabase, startServer } from "./server";

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SHARED_SECRET = "one secret for every process on the database 2026";

describe.skipIf(!hasPostgres)("the production server on PostgreSQL", () => {
  it("refuses to start without APP_SECRET, which every process must share", async () => {
    const database = await createPostgresDatabase();
    try {
      await expect(
        startServer({
          DATABASE_URL: database.url,
          APP_SECRET: "",
          DATA_DIR: mkdtempSync(path.join(tmpdir(), "pwani-pg-nosecret-")),
          SKIP_DEMO_MEDIA: "1",
        }),
      ).rejects.toThrow(/APP_SECRET: required when DATABASE_URL is set/);
    } finally {
      await database.drop();
    }
  });

  it("migrates an empty database and gets the demo hotel once, even with two processes starting together", async () => {
    const database = await createPostgresDatabase();
    const env = (name: string) => ({
      DATABASE_URL: database.url,
      APP_SECRET: SHARED_SECRET,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `pwani-pg-${name}-`)),
      SKIP_DEMO_MEDIA: "1",
    });
    try {
      const [a, b] = await Promise.all([startServer(env("a")), startServer(env("b"))]);
      try {
        for (const server of [a, b]) {
          expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({
            status: "ok",
            database: "postgres",
          });
          const html = await (await fetch(`${server.url}/`)).text();
          expect(html).toContain("Superior Standard");
        }
        // Both starts asked for the demo hotel at once (startServer seeds it before each
        // process, as \`npm start\` does): it is there once, not twice.
        const rooms = (await (await fetch(`${a.url}/api/rooms`)).json()) as unknown[];
        expect(rooms).toHaveLength(5);
        // The servers themselves never seed.
        expect([a, b].some((s) => s.logs.join("\n").includes("demo content seeded"))).toBe(false);

        // A booking made through one process: its private link opens on the other.
        const booking = {
          ...GUEST,
          roomId: (rooms as { id: number }[])[0]!.id,
          checkIn: addDaysIso(hotelToday(), 40),
          checkOut: addDaysIso(hotelToday(), 42),
          adults: 1,
          children: 0,
          roomCount: 1,
          totalAmount: 1,
        };
        const post = (body: unknown) =>
          fetch(`${a.url}/api/bookings`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: a.url },
            body: JSON.stringify(body),
          });
        const { quote } = (await (await post(booking)).json()) as { quote: { total: number } };
        const created = await post({ ...booking, totalAmount: quote.total });
        expect(created.status).toBe(201);
        const { reference, confirmationUrl } = (await created.json()) as {
          reference: string;
          confirmationUrl: string;
        };
        const link = new URL(confirmationUrl);
        const onB = await fetch(`${b.url}${link.pathname}${link.search}`);
        expect(onB.status).toBe(200);
        expect(await onB.text()).toContain(reference);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    } finally {
      await database.drop();
    }
  });
});
