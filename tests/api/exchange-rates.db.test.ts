/**
 * Exchange rates for guests' approximate prices: staff save them with
 * the site settings; the server validates them and dates a changed rate itself.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_EXCHANGE_RATES, type ExchangeRates } from "~core/currency";
import { hotelToday } from "~core/dates";
import { siteSettings } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let cookie = "";
const ORIGIN = "http://localhost";

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.database.db, {
    email: "rates@example.com",
    name: "Rates",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "rates@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
});
afterAll(async () => {
  await t?.close();
});

type Settings = Record<string, unknown> & { exchangeRates: ExchangeRates; version: number };

const current = async () =>
  (await t.getJson("/api/admin/settings", { headers: { Cookie: cookie } })).body as Settings;

async function save(change: (settings: Settings) => Record<string, unknown>, session = cookie) {
  const { currency: _currency, ...settings } = await current();
  return t.app.request("/api/admin/settings", {
    method: "PUT",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: session },
    body: JSON.stringify(change(settings as Settings)),
  });
}

const withRates = (settings: Settings, rates: Record<string, unknown>) => ({
  ...settings,
  exchangeRates: { ...settings.exchangeRates, ...rates },
});

describe("exchange rates in the site settings", () => {
  it("fills the defaults for stored settings saved before the rates existed", async () => {
    await t.database.db
      .update(siteSettings)
      .set({ data: sql`${siteSettings.data} - 'exchangeRates'` })
      .where(eq(siteSettings.id, 1));
    const [row] = await t.database.db.select().from(siteSettings);
    expect(row?.data).not.toHaveProperty("exchangeRates");
    const settings = await current();
    expect(settings.exchangeRates).toEqual(DEFAULT_EXCHANGE_RATES);
    expect(settings.hotelName).toBe(row?.data.hotelName);
  });

  it("refuses a rate of 0, a negative one, text, or more than 4 decimals", async () => {
    const before = await current();
    for (const kesPerUnit of [0, -5, "abc", 129.12345, ""]) {
      const response = await save((s) => withRates(s, { USD: { kesPerUnit } }));
      expect(response.status, String(kesPerUnit)).toBe(400);
      const { errors } = (await response.json()) as { errors: Record<string, string> };
      expect(errors["exchangeRates.USD.kesPerUnit"]).toBe(
        "KSh for 1 USD must be a number above 0 with at most 4 decimals",
      );
    }
    expect((await current()).exchangeRates).toEqual(before.exchangeRates);
  });

  it("dates a changed rate with the hotel's today, never the browser's date, and keeps the date of an unchanged one", async () => {
    const response = await save((s) =>
      withRates(s, {
        // The form's text, with a date the browser made up.
        USD: { kesPerUnit: "131.2575", setOn: "1999-01-01" },
        EUR: { kesPerUnit: s.exchangeRates.EUR.kesPerUnit, setOn: "1999-01-01" },
      }),
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { changed: string[] }).changed).toEqual(["exchangeRates"]);
    const saved = (await current()).exchangeRates;
    expect(saved.USD).toEqual({ kesPerUnit: 131.2575, setOn: hotelToday() });
    expect(saved.EUR).toEqual(DEFAULT_EXCHANGE_RATES.EUR);
    expect(saved.GBP).toEqual(DEFAULT_EXCHANGE_RATES.GBP);

    // Saved again unchanged (another field edited): every rate keeps its date.
    const again = await save((s) => ({ ...s, hotelName: "Rates Bay" }));
    expect(again.status).toBe(200);
    expect(((await again.json()) as { changed: string[] }).changed).toEqual(["hotelName"]);
    expect((await current()).exchangeRates).toEqual(saved);

    // A client that sends no rates keeps the stored ones.
    const without = await save(({ exchangeRates: _rates, ...s }) => s);
    expect(without.status).toBe(200);
    expect((await current()).exchangeRates).toEqual(saved);
  });

  it("refuses a save without a session, and changes nothing", async () => {
    const before = await current();
    const response = await save((s) => withRates(s, { EUR: { kesPerUnit: 1 } }), "");
    expect(response.status).toBe(401);
    expect((await current()).exchangeRates).toEqual(before.exchangeRates);
  });
});
