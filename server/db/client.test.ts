import { describe, expect, it } from "vitest";
import { openPglite } from "./client";

describe("openPglite", () => {
  it("keeps the embedded Postgres's shared buffers small (they are the server's own memory)", async () => {
    const handle = await openPglite();
    try {
      const client = (
        handle.db as unknown as {
          $client: { query(sql: string): Promise<{ rows: Record<string, string>[] }> };
        }
      ).$client;
      const { rows } = await client.query("show shared_buffers");
      expect(rows[0]?.shared_buffers).toBe("16MB");
    } finally {
      await handle.close();
    }
  }, 60_000);
});
