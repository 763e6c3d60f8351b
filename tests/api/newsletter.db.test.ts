import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscriptions } from "~server/db/schema";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.request("/api/newsletter/subscribe", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

const stored = async () =>
  (
    await t.database.db
      .select({ email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
  ).map((row) => row.email);

describe("POST /api/newsletter/subscribe", () => {
  it("stores an address once, whatever its letter case", async () => {
    expect((await subscribe({ email: "Guest@Example.com" })).status).toBe(200);
    const again = await subscribe({ email: "guest@EXAMPLE.com" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "subscribed" });
    expect(await stored()).toEqual(["Guest@Example.com"]);
  });

  it("refuses addresses that break the required format with the required message", async () => {
    for (const email of ["no-at-sign", "a@b", "a@b.c", "spaces in@example.com", "a@example.c0m"]) {
      const response = await subscribe({ email });
      expect(response.status, email).toBe(400);
      expect(await response.json()).toMatchObject({
        message: "Please enter a valid email address.",
        errors: { email: "Please enter a valid email address." },
      });
    }
  });

  it("accepts a filled honeypot quietly and stores nothing", async () => {
    const response = await subscribe({ email: "bot@spam.example", website: "http://spam" });
    expect(response.status).toBe(200);
    expect(await stored()).not.toContain("bot@spam.example");
  });

  it("refuses a request from another site's page", async () => {
    const response = await subscribe(
      { email: "x@example.com" },
      { Origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(await stored()).not.toContain("x@example.com");
  });

  it("answers 429 with Retry-After once the limit is reached", async () => {
    await t.database.db.execute(sql`DELETE FROM rate_limits`);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await subscribe({ email: `g${i}@example.com` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const limited = await subscribe({ email: "late@example.com" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
