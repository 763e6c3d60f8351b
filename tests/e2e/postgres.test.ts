import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createPostgresDatabase, startServer } from "./server";

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!hasPostgres)("the production server on PostgreSQL", () => {
  it("migrates and seeds an empty database once, even with two processes starting together", async () => {
    const database = await createPostgresDatabase();
    const env = (name: string) => ({
      DATABASE_URL: database.url,
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
        const rooms = (await (await fetch(`${a.url}/api/rooms`)).json()) as unknown[];
        expect(rooms).toHaveLength(5);
        const seededBy = [a, b].filter((s) => s.logs.join("\n").includes("demo content seeded"));
        expect(seededBy).toHaveLength(1);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    } finally {
      await database.drop();
    }
  });
});
