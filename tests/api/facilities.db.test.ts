/**
 * What the hotel offers (settings' facilities, edited through PUT /api/admin/settings)
 * is all the site names to guests: the room page's "included" strip, the booking page's
 * facilities and services, the FAQ's Wi-Fi, parking and events answers and the chat's
 * facts. A facility nobody ticked is never promised.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { FACILITIES } from "~core/settings";
import { createAdmin } from "~server/services/admin/admins";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

const PASSWORD = "a long password!";
let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let cookie = "";
let visit = 0;
const BOOKING = `/booking?roomId=1&checkIn=${addDaysIso(hotelToday(), 30)}&checkOut=${addDaysIso(hotelToday(), 32)}&adults=1`;

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({ TRUST_PROXY: "1" }, { pageHandler: pages.pageHandler });
  await createAdmin(t.database.db, { name: "Owner", email: "fac@example.com", password: PASSWORD });
  cookie = (await apiSignIn(t, "fac@example.com", PASSWORD)).cookie;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

/** A public page as a guest reads it (a fresh address, the settings read again), scripts left out. */
async function read(path: string): Promise<string> {
  await pages.invalidateReadCache(t.database.db);
  const response = await t.app.request(`${path}${path.includes("?") ? "&" : "?"}v=${++visit}`);
  expect(response.status, path).toBe(200);
  return (await response.text()).replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");
}

async function offer(facilities: unknown) {
  const current = (await adminCall(t, cookie, "GET", "/api/admin/settings")).body as Record<
    string,
    unknown
  >;
  const { currency: _currency, saved: _saved, ...rest } = current;
  return adminCall(t, cookie, "PUT", "/api/admin/settings", { ...rest, facilities });
}

/** The text of the FAQ answer that follows `question`. */
function answer(html: string, question: string): string | null {
  const at = html.indexOf(`>${question}</h2>`);
  if (at < 0) return null;
  return html.slice(at).match(/<p[^>]*>([^<]*)<\/p>/)?.[1] ?? null;
}

describe("facilities", () => {
  it("names the demo hotel's facilities, all of them ticked", async () => {
    const settings = await adminCall(t, cookie, "GET", "/api/admin/settings");
    expect(settings.body.facilities).toEqual([...FACILITIES]);
    const room = await read("/rooms/1");
    expect(room).toContain("Included with every stay");
    expect(room).toContain("Swimming pool");
    const booking = await read(BOOKING);
    expect(booking).toContain("Swimming pool, terrace, gardens, a restaurant, and a bar");
    expect(booking).toContain(
      "24-hour front desk, daily housekeeping, room service, concierge, and late check-out subject to availability",
    );
    const faqs = await read("/faqs");
    expect(answer(faqs, "Is there parking and Wi-Fi?")).toBe(
      "Wi-Fi is free for guests. Parking at the hotel is free for guests.",
    );
    // The demo sells event packages, so the answer points to them.
    expect(answer(faqs, "Can you host our conference or celebration?")).toContain(
      "Our event packages list what each includes",
    );
  });

  it("promises nothing a hotel has not ticked, on every page and in the chat", async () => {
    const saved = await offer({ sent: "1", wifi: "on", housekeeping: "on" });
    expect(saved.status, saved.text).toBe(200);
    const stored = await adminCall(t, cookie, "GET", "/api/admin/settings");
    expect(stored.body.facilities).toEqual(["wifi", "housekeeping"]);

    const room = await read("/rooms/1");
    expect(room).toContain("Free high-speed WiFi");
    expect(room).not.toContain("Swimming pool");
    expect(room).not.toContain("24/7 room service");

    const booking = await read(BOOKING);
    // No place ticked: no "Facilities" list; services name only what was ticked.
    expect(booking).not.toContain(">Facilities<");
    expect(booking).toContain("Daily housekeeping and late check-out subject to availability");
    expect(booking).not.toMatch(/front desk|room service|>[^<]*concierge/i);

    const faqs = await read("/faqs");
    expect(answer(faqs, "Is there parking and Wi-Fi?")).toBe(
      "Wi-Fi is free for guests. The hotel has no parking of its own.",
    );
    expect(faqs).not.toContain("Can you host our conference or celebration?");

    const chat = await t.getJson("/api/chat/facts");
    expect((chat.body as { facilities: string[] }).facilities).toEqual(["wifi", "housekeeping"]);

    const arabic = await read("/faqs?lang=ar");
    expect(arabic).toContain("الواي فاي مجاني للنزلاء. ليس للفندق موقف سيارات خاص به.");
  });

  it("drops the room page's strip when none of its facilities is offered", async () => {
    expect((await offer([])).status).toBe(200);
    const room = await read("/rooms/1");
    expect(room).not.toContain("Included with every stay");
    const booking = await read(BOOKING);
    expect(booking).toContain("Late check-out subject to availability");
  });

  it("refuses a facility that is not on the list, from the API or the form", async () => {
    const api = await offer(["wifi", "sauna"]);
    expect(api.status).toBe(400);
    expect(api.text).toContain("Choose facilities from the list");
    const form = await offer({ sent: "1", sauna: "on" });
    expect(form.status).toBe(400);
    const after = await adminCall(t, cookie, "GET", "/api/admin/settings");
    expect(after.body.facilities).toEqual([]);
  });
});
