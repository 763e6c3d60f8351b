import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, guestFeedback, newsletterSubscriptions } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let cookie = "";
const ORIGIN = "http://localhost";

const ratings = (value: number) => ({
  locationRating: value,
  checkinRating: value,
  roomCleanlinessRating: value,
  roomFacilitiesRating: value,
  bedComfortRating: value,
  showerRating: value,
  breakfastRating: value,
  staffFriendlinessRating: value,
  wifiRating: value,
  entertainmentRating: value,
  foodVarietyRating: value,
  foodQualityRating: value,
  overallExperienceRating: value,
  valueForMoneyRating: value,
});

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.database.db, {
    email: "inbox@example.com",
    name: "Inbox",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "inbox@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
});
afterAll(async () => {
  await t?.close();
});

describe("admin inbox", () => {
  it("lists messages and marks them handled", async () => {
    const [row] = await t.database.db
      .insert(contactMessages)
      .values({
        name: "Zawadi",
        email: "zawadi@example.com",
        phone: "+254700000000",
        subject: "event",
        message: "<b>Wedding</b> for 80 guests in June",
      })
      .returning();
    const open = await t.getJson("/api/admin/messages?open=1", { headers: { Cookie: cookie } });
    expect((open.body as { id: number; message: string }[]).map((m) => m.message)).toContain(
      "<b>Wedding</b> for 80 guests in June",
    );
    const handled = await t.app.request(`/api/admin/messages/${row?.id}/handled`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
      body: JSON.stringify({ handled: true }),
    });
    expect(handled.status).toBe(200);
    const after = await t.getJson("/api/admin/messages?open=1", { headers: { Cookie: cookie } });
    expect((after.body as { id: number }[]).some((m) => m.id === row?.id)).toBe(false);
  });

  it("averages each rating over the chosen period", async () => {
    await t.database.db.insert(guestFeedback).values([
      { date: "2026-10-01", ...ratings(4) },
      { date: "2026-10-02", ...ratings(3), wifiRating: 1 },
      { date: "2026-09-01", ...ratings(1) },
    ]);
    const { body } = await t.getJson("/api/admin/feedback?from=2026-10-01&to=2026-10-31", {
      headers: { Cookie: cookie },
    });
    const report = body as { summary: Record<string, number>; entries: unknown[] };
    expect(report.summary.count).toBe(2);
    expect(report.summary.locationRating).toBe(3.5);
    expect(report.summary.wifiRating).toBe(2.5);
    expect(report.entries).toHaveLength(2);
  });

  it("exports subscribers as CSV that a spreadsheet cannot run as formulas", async () => {
    await t.database.db.insert(newsletterSubscriptions).values([
      { email: "guest@example.com", language: "sw" },
      { email: '=HYPERLINK("http://x")@example.com', language: "en" },
    ]);
    const response = await t.app.request("/api/admin/subscribers.csv", {
      headers: { Cookie: cookie },
    });
    expect(response.headers.get("content-type")).toContain("text/csv");
    const csv = await response.text();
    expect(csv.split("\r\n")[0]).toBe("email,language,subscribed_at");
    expect(csv).toContain("guest@example.com,sw,");
    expect(csv).toContain('"\'=HYPERLINK(""http://x"")@example.com"');
  });
});
