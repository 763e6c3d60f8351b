/**
 * The hotel's time zone comes from Site settings: "today", cancellation deadlines and
 * the times staff see follow it, and a wrong zone is refused with a message.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hotelInstant } from "~core/cancellation";
import { DEFAULT_HOTEL_TIME_ZONE, hotelTimeZone, hotelToday, setHotelTimeZone } from "~core/dates";
import { formatHotelDateTime, hotelZoneName } from "~core/format";
import { createAdmin } from "~server/services/admin/admins";
import { getSiteSettings } from "~server/services/platform/settings";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let cookie = "";
const ORIGIN = "http://localhost";

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.database.db, {
    email: "zone@example.com",
    name: "Zone",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "zone@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  setHotelTimeZone(DEFAULT_HOTEL_TIME_ZONE);
  await t?.close();
});

async function saveSettings(changes: Record<string, unknown>) {
  const current = (await t.getJson("/api/admin/settings", { headers: { Cookie: cookie } }))
    .body as Record<string, unknown>;
  const { currency: _currency, ...rest } = current;
  return t.app.request("/api/admin/settings", {
    method: "PUT",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
    body: JSON.stringify({ ...rest, ...changes }),
  });
}

async function firstCalendarDay(): Promise<string> {
  const { body } = await t.getJson("/api/rooms/1/availability");
  return (body as { nights: { date: string }[] }).nights[0]?.date ?? "";
}

describe("the hotel's time zone", () => {
  it("starts as East Africa Time and is offered in the settings", async () => {
    const settings = await getSiteSettings(t.database.db);
    expect(settings.timeZone).toBe("Africa/Nairobi");
    expect(hotelZoneName()).toBe("East Africa Time");
    const current = (await t.getJson("/api/admin/settings", { headers: { Cookie: cookie } }))
      .body as { timeZone: string };
    expect(current.timeZone).toBe("Africa/Nairobi");
  });

  it("refuses a zone that does not exist, with a message for the field", async () => {
    for (const timeZone of ["Mars/Olympus", "", "Africa/Nairobi; DROP", "+03:00"]) {
      const response = await saveSettings({ timeZone });
      expect(response.status, timeZone).toBe(400);
      const body = (await response.json()) as { errors: Record<string, string> };
      expect(body.errors.timeZone).toBe("Choose the hotel's time zone from the list");
    }
    expect((await getSiteSettings(t.database.db)).timeZone).toBe("Africa/Nairobi");
  });

  it("moves 'today', deadlines and staff times when staff choose another zone", async () => {
    // 02:00 UTC on 25 November: already the 25th in Mombasa, still the 24th in Los Angeles.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-25T02:00:00Z") });
    expect(await firstCalendarDay()).toBe("2026-11-25");
    expect(formatHotelDateTime("2026-11-25T02:00:00Z")).toBe(
      "Nov 25, 2026, 5:00 AM East Africa Time",
    );

    const response = await saveSettings({ timeZone: "America/Los_Angeles" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { changed: string[] }).changed).toEqual(["timeZone"]);

    expect(hotelTimeZone()).toBe("America/Los_Angeles");
    expect(hotelToday()).toBe("2026-11-24");
    expect(await firstCalendarDay()).toBe("2026-11-24");
    expect(formatHotelDateTime("2026-11-25T02:00:00Z")).toBe(
      "Nov 24, 2026, 6:00 PM Pacific Standard Time",
    );
    // A deadline at 14:00 hotel time is 22:00 UTC in Los Angeles in winter.
    expect(hotelInstant("2026-12-01", "14:00").toISOString()).toBe("2026-12-01T22:00:00.000Z");

    // Back to Mombasa: the next read of the settings brings the zone back everywhere.
    expect((await saveSettings({ timeZone: "Africa/Nairobi" })).status).toBe(200);
    expect(hotelToday()).toBe("2026-11-25");
    expect(hotelInstant("2026-12-01", "14:00").toISOString()).toBe("2026-12-01T11:00:00.000Z");
  });

  it("is applied by every read of the settings, as another process's change arrives", async () => {
    setHotelTimeZone("Asia/Tokyo");
    expect(hotelTimeZone()).toBe("Asia/Tokyo");
    await getSiteSettings(t.database.db);
    expect(hotelTimeZone()).toBe("Africa/Nairobi");
  });
});
