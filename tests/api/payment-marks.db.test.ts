/**
 * The footer and the booking page show the marks of only the payment methods the hotel
 * accepts (settings, edited through PUT /api/admin/settings), and Pesapal's only while
 * Pesapal is active; a method no one ticked (PayPal was shown before) never appears.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pesapalConfig } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { invalidateReadCache } from "~server/services/platform/read-cache";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

const PASSWORD = "a long password!";
let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let cookie = "";

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({ TRUST_PROXY: "1" }, { pageHandler: pages.pageHandler });
  await createAdmin(t.database.db, {
    name: "Owner",
    email: "marks@example.com",
    password: PASSWORD,
  });
  cookie = (await apiSignIn(t, "marks@example.com", PASSWORD)).cookie;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

const MARKS = ["Visa", "Mastercard", "American Express", "M-PESA", "Airtel Money", "Pesapal"];
let visit = 0;

/** The payment marks the footer of a fresh page shows (their accessible names). */
async function footerMarks(): Promise<string[]> {
  // A new address each time, past any cached copy of the page; the pages' copy of the
  // settings read again (the API forgot its own when saving).
  await pages.invalidateReadCache(t.database.db);
  const response = await t.app.request(`/faqs?v=${++visit}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return MARKS.filter((name) => html.includes(`role="img" aria-label="${name}"`));
}

async function accept(list: unknown) {
  const current = (await adminCall(t, cookie, "GET", "/api/admin/settings")).body as Record<
    string,
    unknown
  >;
  const { currency: _currency, ...rest } = current;
  return adminCall(t, cookie, "PUT", "/api/admin/settings", { ...rest, acceptedPayments: list });
}

describe("payment marks", () => {
  it("shows the accepted methods only, and Pesapal only while it is active", async () => {
    const before = await footerMarks();
    expect(before).toEqual(["Visa", "Mastercard", "M-PESA"]);
    expect(
      (await (await t.app.request(`/faqs?v=${++visit}`)).text()).includes('aria-label="PayPal"'),
    ).toBe(false);

    const saved = await accept(["mpesa", "airtel"]);
    expect(saved.status, saved.text).toBe(200);
    expect(await footerMarks()).toEqual(["M-PESA", "Airtel Money"]);

    await t.database.db
      .insert(pesapalConfig)
      .values({ id: 1, isActive: true })
      .onConflictDoUpdate({ target: pesapalConfig.id, set: { isActive: true } });
    invalidateReadCache(t.database.db);
    expect(await footerMarks()).toEqual(["M-PESA", "Airtel Money", "Pesapal"]);
  });

  it("takes the form's ticked boxes, none ticked included, and refuses unknown methods", async () => {
    await t.database.db.update(pesapalConfig).set({ isActive: false });
    const form = await accept({ sent: "1", visa: "on", amex: "on" });
    expect(form.status, form.text).toBe(200);
    expect(await footerMarks()).toEqual(["Visa", "American Express"]);

    const none = await accept({ sent: "1" });
    expect(none.status).toBe(200);
    expect(await footerMarks()).toEqual([]);

    const bad = await accept(["paypal"]);
    expect(bad.status).toBe(400);
    const badForm = await accept({ sent: "1", paypal: "on" });
    expect(badForm.status).toBe(400);
  });
});
