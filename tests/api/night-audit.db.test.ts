/**
 * The night audit on the report fixture's known hotel (tests/helpers/report-fixture.ts), the
 * business date set to 12 March 2031 with B2 in house: the audit lists exactly the day's open
 * items; closing the day records it and rolls the date once, however many closes of that day
 * arrive (one after the other or at once); a content editor and a visitor are refused.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminRole } from "~core/admin-roles";
import { hotelInstant } from "~core/cancellation";
import { appMeta, bookings, nightAudits } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { type NightAuditDto, nightAuditStatus } from "~server/services/booking/night-audit";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { type ReportFixture, seedReportFixture } from "../helpers/report-fixture";
import { createTestApp, type TestApp } from "../helpers/test-app";

const PASSWORD = "a long password!";
let t: TestApp;
let fixture: ReportFixture;
const cookies: Record<AdminRole, string> = { owner: "", front_office: "", content_editor: "" };

const audit = async () => {
  const answer = await adminCall(t, cookies.front_office, "GET", "/api/admin/night-audit");
  expect(answer.status, answer.text).toBe(200);
  return answer.body as NightAuditDto;
};
const close = (date: string, who: AdminRole = "front_office") =>
  adminCall(t, cookies[who], "POST", "/api/admin/night-audit/close", { date });
const refs = (items: { reference: string }[]) => items.map((item) => item.reference);

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: "0" });
  fixture = await seedReportFixture(t.database.db);
  for (const role of ["owner", "front_office", "content_editor"] as const) {
    const email = `${role}@example.com`;
    await createAdmin(t.database.db, { email, name: `Staff ${role}`, password: PASSWORD, role });
    const signIn = await apiSignIn(t, email, PASSWORD);
    expect(signIn.status).toBe(200);
    cookies[role] = signIn.cookie;
  }
  const db = t.database.db;
  await db
    .update(bookings)
    .set({ stayStatus: "in_house", checkedOutAt: null })
    .where(eq(bookings.id, fixture.bookings.B2.id));
  await db.insert(appMeta).values({ key: "business_date", value: "2031-03-12" });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("the night audit", () => {
  it("lists exactly the open items of the business date", async () => {
    const day = await audit();
    expect(day.date).toBe("2031-03-12");
    // B9 arrives on the 12th and has not come; B8 arrives too but awaits its payment.
    expect(refs(day.arrivals)).toEqual(["PB-REPORT09"]);
    expect(refs(day.departures)).toEqual([]);
    // B2 is in house and owes its whole stay; B9 paid online and is not in house.
    expect(day.balances).toMatchObject([{ reference: "PB-REPORT02", balance: 29_000 }]);
    expect(refs(day.noShows)).toEqual(["PB-REPORT09"]);
    expect(day.counts).toEqual({ arrivals: 1, departures: 0, balances: 1, noShows: 1 });
    expect(day.lastClosed).toBeNull();
  });

  it("closes the day once and rolls the date by one day", async () => {
    const first = await close("2031-03-12");
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ closed: "2031-03-12", businessDate: "2031-03-13" });
    // The same close again (a stale tab, a second click) is refused; the date stays.
    const again = await close("2031-03-12");
    expect(again.status).toBe(409);
    expect(again.text).toContain("already closed");

    const next = await audit();
    expect(next.date).toBe("2031-03-13");
    expect(next.lastClosed).toMatchObject({ date: "2031-03-12", by: "Staff front_office" });
    // On the 13th B2 leaves (still in house, still owing); nobody else is due.
    expect(refs(next.arrivals)).toEqual([]);
    expect(refs(next.departures)).toEqual(["PB-REPORT02"]);
    expect(refs(next.balances)).toEqual(["PB-REPORT02"]);
    expect(refs(next.noShows)).toEqual([]);
  });

  it("rolls once for two closes of one day sent at once", async () => {
    const answers = await Promise.all([close("2031-03-13"), close("2031-03-13", "owner")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await audit()).date).toBe("2031-03-14");
    const log = await t.database.db.select().from(nightAudits);
    expect(log.map((row) => row.businessDate).sort()).toEqual(["2031-03-12", "2031-03-13"]);
    expect(log.find((row) => row.businessDate === "2031-03-12")?.counts).toEqual({
      arrivals: 1,
      departures: 0,
      balances: 1,
      noShows: 1,
    });
  });

  it("is refused without a session (401) and to a content editor (403)", async () => {
    expect((await adminCall(t, "", "GET", "/api/admin/night-audit")).status).toBe(401);
    expect(
      (await adminCall(t, "", "POST", "/api/admin/night-audit/close", { date: "2031-03-14" }))
        .status,
    ).toBe(401);
    expect(
      (await adminCall(t, cookies.content_editor, "GET", "/api/admin/night-audit")).status,
    ).toBe(403);
    expect((await close("2031-03-14", "content_editor")).status).toBe(403);
    expect((await audit()).date).toBe("2031-03-14");
  });

  it("tells the dashboard the business date, a day left open and the last close (tests/e2e/clerk-day.test.ts shows it)", async () => {
    const noon = (date: string) => hotelInstant(date, "12:00");
    const onTime = await nightAuditStatus(t.database.db, noon("2031-03-14"));
    expect(onTime).toMatchObject({ businessDate: "2031-03-14", daysBehind: 0 });
    expect(onTime.lastClosed?.date).toBe("2031-03-13");
    // The 13th was closed by whichever of the two racing closes won.
    expect(["Staff owner", "Staff front_office"]).toContain(onTime.lastClosed?.by);
    // Two days on and nobody closed them: the desk is told how far behind it is.
    expect((await nightAuditStatus(t.database.db, noon("2031-03-16"))).daysBehind).toBe(2);
  });
});
