/**
 * The newsletter's page action (/newsletter/subscribe, the form without JavaScript): the
 * API's schema, honeypot, command and rate limit, the guest's language on the row.
 */
import { eq } from "drizzle-orm";
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

type Answer = { data: { status: string; email?: string; from: string }; init: ResponseInit };

async function post(fields: Record<string, string>, clientIp: string, lang = "en") {
  const page = await import("~/routes/public/newsletter-subscribe");
  return (await page.action({
    request: new Request(`http://localhost/newsletter/subscribe?lang=${lang}`, {
      method: "POST",
      body: new URLSearchParams(fields),
    }),
    params: {},
    context: { services: t.services, clientIp },
  } as never)) as Answer;
}

const rowOf = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
  )[0];

describe("the newsletter page action", () => {
  it("subscribes in the page language and leads back to the page the form was on", async () => {
    const answer = await post(
      { email: " salma@example.com ", website: "", from: "/about?lang=ar" },
      "203.0.113.1",
      "ar",
    );
    expect(answer.data).toEqual({ status: "subscribed", from: "/about?lang=ar" });
    expect(await rowOf("salma@example.com")).toMatchObject({ language: "ar" });
  });

  it("gives a refused address back with a 400 and stores nothing", async () => {
    const answer = await post({ email: "guest@hotel", from: "//evil.example/" }, "203.0.113.2");
    expect(answer.init.status).toBe(400);
    expect(answer.data).toEqual({ status: "invalid", email: "guest@hotel", from: "/" });
    expect(await rowOf("guest@hotel")).toBeUndefined();
  });

  it("answers a filled honeypot as subscribed and stores nothing", async () => {
    const answer = await post({ email: "bot@spam.example", website: "http://spam" }, "203.0.113.3");
    expect(answer.data.status).toBe("subscribed");
    expect(await rowOf("bot@spam.example")).toBeUndefined();
  });

  it("shares the API's limit for one address", async () => {
    // What clientIp() makes of an in-process request (no socket, no trusted proxy).
    const ip = "unknown";
    for (let i = 0; i < 10; i++) {
      const response = await t.app.request("/api/newsletter/subscribe", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: `limit${i}@example.com` }),
      });
      expect(response.status).toBe(200);
    }
    const answer = await post({ email: "late@example.com" }, ip);
    expect(answer.init.status).toBe(429);
    expect(answer.data).toMatchObject({ status: "rateLimited", email: "late@example.com" });
    expect(await rowOf("late@example.com")).toBeUndefined();
  });
});
