/**
 * The hotel's numbers in the site settings: staff type any format, the admin API stores
 * E.164 (read in the hotel's country), refuses what is not a number, and settings stored
 * before (spaced numbers, no WhatsApp number) keep working.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatFacts } from "~core/chat-facts";
import { siteSettings } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { invalidateReadCache } from "~server/services/platform/read-cache";
import { getSiteSettings } from "~server/services/platform/settings";
import { demoSettings } from "../../demo/seed/content";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let cookie = "";
const ORIGIN = "http://localhost";
const WHATSAPP_MESSAGE = "Enter a phone number with its country code, such as +254 711 000 111";

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.database.db, {
    email: "phones@example.com",
    name: "Phones",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "phones@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
});
afterAll(async () => {
  await t?.close();
});

/** The form as the settings screen would send it: what it loaded, with `changes`. */
async function save(changes: Record<string, unknown>, session = cookie) {
  const current = (await t.getJson("/api/admin/settings", { headers: { Cookie: cookie } }))
    .body as Record<string, unknown>;
  const { currency: _currency, ...form } = current;
  return t.app.request("/api/admin/settings", {
    method: "PUT",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: session },
    body: JSON.stringify({ ...form, ...changes }),
  });
}

const stored = async () => {
  const [row] = await t.database.db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.data as Record<string, unknown> | undefined;
};

describe("the settings' phone numbers", () => {
  it("refuses a save without a session", async () => {
    const response = await save({ whatsapp: "+254 722 000 333" }, "");
    expect(response.status).toBe(401);
    expect((await stored())?.whatsapp).toBe("+254711000111");
  });

  it("stores the WhatsApp number and the phones in E.164, whatever the format typed", async () => {
    const response = await save({
      whatsapp: "0722 000 333",
      phones: "(0700) 123-456\n+33 1 42 68 53 00",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { changed: string[] };
    expect(body.changed.sort()).toEqual(["phones", "whatsapp"]);
    expect(await stored()).toMatchObject({
      whatsapp: "+254722000333",
      phones: ["+254700123456", "+33142685300"],
    });
    // Shown in the international format.
    const facts = (await t.getJson("/api/chat/facts")).body as ChatFacts;
    expect(facts.phone).toBe("+254 700 123456");
  });

  it("refuses a WhatsApp number or a phone that is not a valid number, and keeps the stored ones", async () => {
    const before = await stored();
    const response = await save({
      whatsapp: "12345",
      phones: "+254 700 123 456\n0000 000 000",
    });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors).toMatchObject({
      whatsapp: WHATSAPP_MESSAGE,
      "phones.1": "Enter phone numbers such as +254 711 000 111",
    });
    for (const whatsapp of ["garbage", "+254 71", "0722 000 333 ext"]) {
      const refused = await save({ whatsapp });
      expect(refused.status, whatsapp).toBe(400);
      expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({
        whatsapp: WHATSAPP_MESSAGE,
      });
    }
    expect(await stored()).toEqual(before);
  });

  it("reads numbers in the hotel's country as saved with them", async () => {
    const response = await save({
      address: { ...demoSettings.address, country: "France", countryCode: "fr" },
      whatsapp: "06 12 34 56 78",
    });
    expect(response.status).toBe(200);
    expect((await stored())?.whatsapp).toBe("+33612345678");
  });

  it("keeps settings stored before: spaced numbers and no WhatsApp number", async () => {
    const { whatsapp: _whatsapp, ...older } = { ...demoSettings };
    await t.database.db
      .update(siteSettings)
      .set({ data: { ...older, phones: ["+254 711 000 111", "+254 733 000 222"] } })
      .where(eq(siteSettings.id, 1));
    invalidateReadCache(t.database.db);
    const settings = await getSiteSettings(t.database.db);
    // Not the defaults' fallback: the stored row parsed, its main number for WhatsApp.
    expect(settings.phones).toEqual(["+254 711 000 111", "+254 733 000 222"]);
    expect(settings.whatsapp).toBe("+254711000111");
    const facts = (await t.getJson("/api/chat/facts")).body as ChatFacts;
    expect(facts.phone).toBe("+254 711 000111");
    // A save normalises them.
    expect((await save({})).status).toBe(200);
    expect((await stored())?.phones).toEqual(["+254711000111", "+254733000222"]);
  });
});
