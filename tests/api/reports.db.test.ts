/**
 * The occupancy grid and the reports on a small known hotel (tests/helpers/report-fixture.ts):
 * every figure is counted by hand here, in the comments beside it, and the grid, the report,
 * the screens and the CSV exports must all say the same; periods are checked; the roles
 * reach exactly what they should.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminRole } from "~core/admin-roles";
import type { OccupancyGridDto, ReportDto } from "~core/reports";
import type { Database } from "~server/db/client";
import { createAdmin } from "~server/services/admin/admins";
import { getSiteSettings } from "~server/services/platform/settings";
import { occupancyGrid } from "~server/services/reports/occupancy-grid";
import { columnSum, parseCsv } from "../helpers/csv";
import { type ReportFixture, seedReportFixture } from "../helpers/report-fixture";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

const ORIGIN = "http://localhost";
const PASSWORD = "a long password!";
const MARCH = "from=2031-03-01&to=2031-03-31";

let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let fixture: ReportFixture;
const cookies: Record<AdminRole, string> = { owner: "", front_office: "", content_editor: "" };

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({ SEED_DEMO: "0" }, { pageHandler: pages.pageHandler });
  fixture = await seedReportFixture(t.database.db);
  for (const role of ["owner", "front_office", "content_editor"] as const) {
    const email = `${role}@example.com`;
    await createAdmin(t.database.db, { email, name: role, password: PASSWORD, role });
    const response = await t.app.request("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    cookies[role] = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

const get = (path: string, role: AdminRole = "owner") =>
  t.app.request(path, { headers: { Cookie: cookies[role] } });

async function report(query = MARCH): Promise<ReportDto> {
  const response = await get(`/api/admin/reports?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ReportDto;
}

/** Counts the queries a function sends (select and execute calls on the handle). */
function countingDb(db: Database): { db: Database; count: () => number } {
  let n = 0;
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== "function") return value;
      if (prop === "select" || prop === "execute") {
        return (...args: unknown[]) => {
          n += 1;
          return value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
  return { db: proxy, count: () => n };
}

describe("the report of March 2031", () => {
  it("counts occupancy, ADR and RevPAR as counted by hand", async () => {
    const r = await report();
    // Active rooms: Garden 10 + Ocean 4 + Budget 6 = 20 (Old Wing is inactive); 31 days.
    expect(r.days).toBe(31);
    expect(r.available).toBe(620); // 20 × 31
    // Counted: B1, B2, B3, B4 (no-show, charges kept), B9. Not: B5, B6 cancelled, B7 expired,
    // B8 awaiting payment.
    // Room-nights in March: B1 1 night × 2 rooms = 2; B2 3; B3 30, 31 Mar = 2; B4 2; B9 1 × 3 = 3.
    expect(r.roomNightsSold).toBe(12); // 2 + 3 + 2 + 2 + 3
    // Room revenue in March:
    // B1 1 Mar: 12,000 × 2 = 24,000.
    // B2 25,000 of rooms less 2,500 discount = 22,500 shared by rate: 8,000/25,000 × 22,500 =
    //    7,200, 7,200, 8,100 = 22,500 (surcharges and taxes are not room revenue).
    // B3 30 and 31 Mar: 11,000 + 11,000 = 22,000 (1 Apr is April's).
    // B4 5,000 + 5,000 = 10,000.
    // B9 9,000 × 3 = 27,000.
    expect(r.roomRevenue).toBe(105_500); // 24,000 + 22,500 + 22,000 + 10,000 + 27,000
    expect(r.occupancy).toBe(1.9); // 12 / 620 = 1.935 % → 1.9
    expect(r.adr).toBe(8792); // 105,500 / 12 = 8,791.67
    expect(r.revpar).toBe(170); // 105,500 / 620 = 170.16
    // Extras of counted arrivals in March: B2's 1,500 + 1,000.
    expect(r.extras).toBe(2500);
    // Stop-sell: Garden on 20 March, 10 rooms (Old Wing inactive, Garden 5 April outside).
    expect(r.stopSell).toBe(10);
    expect(r.awaitingPayment).toBe(1); // B8
  });

  it("splits the revenue by room type, source and month", async () => {
    const r = await report();
    expect(
      r.byRoomType.map(
        ({ label, roomNights, roomRevenue, bookings, available, occupancy, adr }) => ({
          label,
          roomNights,
          roomRevenue,
          bookings,
          available,
          occupancy,
          adr,
        }),
      ),
    ).toEqual([
      // Garden: B2 3 nights 22,500 + B9 3 room-nights 27,000; 10 × 31 = 310 available;
      // 6 / 310 = 1.94 %; 49,500 / 6 = 8,250.
      {
        label: "Garden",
        roomNights: 6,
        roomRevenue: 49_500,
        bookings: 2,
        available: 310,
        occupancy: 1.9,
        adr: 8250,
      },
      // Ocean Suite: B1 2 room-nights 24,000 + B3 2 nights 22,000; 4 × 31 = 124; 4 / 124 = 3.23 %.
      {
        label: "Ocean Suite",
        roomNights: 4,
        roomRevenue: 46_000,
        bookings: 2,
        available: 124,
        occupancy: 3.2,
        adr: 11_500,
      },
      // Budget Single: B4 2 nights 10,000; 6 × 31 = 186; 2 / 186 = 1.08 %.
      {
        label: "Budget Single",
        roomNights: 2,
        roomRevenue: 10_000,
        bookings: 1,
        available: 186,
        occupancy: 1.1,
        adr: 5000,
      },
      // Old Wing is inactive and sold nothing: not listed.
    ]);
    expect(
      r.bySource.map(({ key, roomNights, roomRevenue, bookings }) => [
        key,
        roomNights,
        roomRevenue,
        bookings,
      ]),
    ).toEqual([
      ["web", 2, 24_000, 1], // B1
      ["phone", 3, 22_500, 1], // B2
      ["walk_in", 2, 22_000, 1], // B3
      ["whatsapp", 2, 10_000, 1], // B4
      ["email", 3, 27_000, 1], // B9
    ]);
    expect(r.byMonth).toEqual([
      {
        key: "2031-03",
        label: "2031-03",
        roomNights: 12,
        roomRevenue: 105_500,
        bookings: 5,
        available: 620,
        occupancy: 1.9,
        adr: 8792,
        revpar: 170,
      },
    ]);
  });

  it("splits February and March when the period holds both", async () => {
    const r = await report("from=2031-02-01&to=2031-03-31");
    expect(r.days).toBe(59); // 28 + 31
    // February: B1's 27 and 28 Feb, 10,000 × 2 rooms each = 40,000 and 4 room-nights;
    // 20 rooms × 28 days = 560; 4 / 560 = 0.71 %; 40,000 / 4 = 10,000; 40,000 / 560 = 71.4.
    expect(
      r.byMonth.map(({ key, roomNights, roomRevenue, available, occupancy, adr, revpar }) => [
        key,
        roomNights,
        roomRevenue,
        available,
        occupancy,
        adr,
        revpar,
      ]),
    ).toEqual([
      ["2031-02", 4, 40_000, 560, 0.7, 10_000, 71],
      ["2031-03", 12, 105_500, 620, 1.9, 8792, 170],
    ]);
    // B1 is one booking of the period: its three nights make 64,000.
    expect(r.bySource.find((line) => line.key === "web")).toMatchObject({
      roomNights: 6,
      roomRevenue: 64_000,
      bookings: 1,
    });
    expect(r.roomRevenue).toBe(145_500); // 40,000 + 105,500
    // B1 arrived in February with no extras; B2's 2,500.
    expect(r.extras).toBe(2500);
  });

  it("counts cancellations, payments and what is due at the hotel", async () => {
    const r = await report();
    // B5 by the guest (9,280 kept), B6 by staff (nothing kept); B7's hold expired.
    expect(r.cancellations).toEqual({
      count: 2,
      byGuest: 1,
      byStaff: 1,
      other: 0,
      chargesKept: 9280,
      expiredHolds: 1,
    });
    // Ordered in March and completed: P2 Visa 42,920; P3 M-PESA 20,880 (reversed later);
    // P5 M-PESA 31,320; P8 MasterCard 700 (23:30 on 31 March, hotel time). Pesapal's
    // "MpesaKE" (P3) and "M-PESA" (P5) are one method, under the brands' own names.
    // Not: P1 (February), P4 failed, P6 amount mismatch, P7 (00:30 on 1 April hotel time,
    // still 31 March in UTC).
    expect(r.payments.methods).toEqual([
      { method: "M-PESA", count: 2, amount: 52_200 }, // 20,880 + 31,320
      { method: "Visa", count: 1, amount: 42_920 },
      { method: "Mastercard", count: 1, amount: 700 },
    ]);
    expect(r.payments.received).toBe(95_820); // 52,200 + 42,920 + 700
    expect(r.payments.receivedCount).toBe(4);
    // P3's refund, asked 2 March and done.
    expect(r.payments.refunds).toEqual({ count: 1, amount: 20_880, settled: 20_880 });
    // Confirmed arrivals in March: B2 29,000 unpaid; B3 paid 42,920 of 42,920; B4 11,600
    // unpaid; B9 paid 31,320 of 31,320 (P6's mismatch does not count).
    expect(r.payments.atHotel).toEqual({ bookings: 2, amount: 40_600 }); // 29,000 + 11,600
  });

  it("averages the fourteen ratings by month", async () => {
    const r = await report();
    // F1 5 March (4s, Wi-Fi 2) and F2 20 March (3s, overall 4).
    expect(r.feedback.count).toBe(2);
    expect(r.feedback.averages.locationRating).toBe(3.5); // (4 + 3) / 2
    expect(r.feedback.averages.wifiRating).toBe(2.5); // (2 + 3) / 2
    expect(r.feedback.averages.overallExperienceRating).toBe(4); // (4 + 4) / 2
    expect(Object.keys(r.feedback.averages)).toHaveLength(14);
    expect(r.feedback.byMonth.map((row) => [row.month, row.count])).toEqual([["2031-03", 2]]);

    const both = await report("from=2031-02-01&to=2031-03-31");
    // F3 10 February (1s) joins: location (4 + 3 + 1) / 3 = 2.67.
    expect(both.feedback.averages.locationRating).toBe(2.67);
    expect(both.feedback.byMonth).toEqual([
      expect.objectContaining({ month: "2031-02", count: 1 }),
      expect.objectContaining({ month: "2031-03", count: 2 }),
    ]);
    expect(both.feedback.byMonth[0]?.averages.valueForMoneyRating).toBe(1);
    // Subscribers: four now; S1 (10 March) and S3 (23:30 on 31 March) joined in March.
    expect(r.contactable).toEqual({ total: 4, joined: 2 });
  });
});

describe("the CSV exports", () => {
  it("bookings: every booking with a night in the period, adding up to the report", async () => {
    const response = await get(`/api/admin/reports/bookings.csv?${MARCH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="bookings-2031-03-01-to-2031-03-31.csv"',
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A UTF-8 byte order mark, so spreadsheet programs read the accents right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith("reference,status,stay_status,source,room_type,rooms,")).toBe(true);
    expect(text).toContain("\r\n");
    const { header, rows } = parseCsv(text);
    expect(header).toContain("room_revenue_in_period");
    expect(header).not.toContain("email");
    // B1 to B9 all have a night in March.
    expect(rows.map((row) => row.reference)).toEqual([
      "PB-REPORT01",
      "PB-REPORT04",
      "PB-REPORT07",
      "PB-REPORT02",
      "PB-REPORT08",
      "PB-REPORT09",
      "PB-REPORT05",
      "PB-REPORT06",
      "PB-REPORT03",
    ]);
    const r = await report();
    expect(columnSum(rows, "room_nights_in_period")).toBe(r.roomNightsSold);
    expect(columnSum(rows, "room_revenue_in_period")).toBe(r.roomRevenue);
    expect(columnSum(rows, "extras_in_period")).toBe(r.extras);
    expect(columnSum(rows, "charge_kept_in_period")).toBe(r.cancellations.chargesKept);
    expect(columnSum(rows, "due_at_hotel_in_period")).toBe(r.payments.atHotel.amount);
    const b2 = rows.find((row) => row.reference === "PB-REPORT02");
    expect(b2).toMatchObject({
      status: "confirmed",
      stay_status: "checked_out",
      source: "phone",
      room_type: "Garden",
      room_revenue_in_period: "22500",
      extras_in_period: "2500",
      due_at_hotel_in_period: "29000",
      arrives_in_period: "yes",
      promo_code: "COAST10",
    });
    // A guest's name that a spreadsheet would run as a formula is written as text.
    expect(b2?.guest).toBe("'=SUM(A1:A9) Guest");
    expect(rows.find((row) => row.reference === "PB-REPORT04")?.guest).toBe("'@Amina Guest");
    expect(rows.find((row) => row.reference === "PB-REPORT09")?.guest).toBe("'\tTabitha Guest");
    // Times are the hotel's, with the offset.
    expect(b2?.booked_at).toBe("2031-03-01T12:00:00+03:00");
  });

  it("payments: ordered or refunded in the period, adding up to the report", async () => {
    const response = await get(`/api/admin/reports/payments.csv?${MARCH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="payments-2031-03-01-to-2031-03-31.csv"',
    );
    const { header, rows } = parseCsv(await response.text());
    expect(header[0]).toBe("merchant_reference");
    // P3, P4, P5, P6, P2, P8 (by the time they were ordered); not P1 (February) or P7 (April).
    expect(rows.map((row) => row.merchant_reference)).toEqual([
      "PB-REPORT06-1",
      "PB-REPORT07-1",
      "PB-REPORT09-1",
      "PB-REPORT09-2",
      "PB-REPORT03-1",
      "PB-REPORT01-3",
    ]);
    const r = await report();
    expect(columnSum(rows, "received_in_period")).toBe(r.payments.received);
    expect(columnSum(rows, "refund_in_period")).toBe(r.payments.refunds.amount);
    // The export names methods as the report does.
    expect(rows.find((row) => row.merchant_reference === "PB-REPORT06-1")?.method).toBe("M-PESA");
    expect(rows.find((row) => row.merchant_reference === "PB-REPORT09-1")?.method).toBe("M-PESA");
    expect(rows.find((row) => row.merchant_reference === "PB-REPORT01-3")?.method).toBe(
      "Mastercard",
    );
    expect(rows.find((row) => row.merchant_reference === "PB-REPORT07-1")).toMatchObject({
      status: "FAILED",
      method: "Not reported",
      received_in_period: "0",
    });
    expect(rows.find((row) => row.merchant_reference === "PB-REPORT01-3")?.ordered_at).toBe(
      "2031-03-31T23:30:00+03:00",
    );
  });

  it("guests who agreed to be contacted: the newsletter's subscribers", async () => {
    const response = await get(`/api/admin/reports/guests.csv?${MARCH}`);
    expect(response.status).toBe(200);
    const { header, rows } = parseCsv(await response.text());
    expect(header).toEqual(["email", "language", "subscribed_at", "joined_in_period"]);
    const r = await report();
    expect(rows).toHaveLength(r.contactable.total);
    expect(rows.filter((row) => row.joined_in_period === "yes")).toHaveLength(r.contactable.joined);
    expect(rows.map((row) => row.email)).toContain("'=2+5@example.com");
  });
});

describe("the occupancy grid", () => {
  it("counts the rooms each booking holds, night by night, in a fixed number of queries", async () => {
    const counted = async (days?: number) => {
      const counting = countingDb(t.database.db);
      // The site settings say which rates are in force; read-cached, read once here first.
      await getSiteSettings(counting.db);
      const before = counting.count();
      const grid = await occupancyGrid(counting.db, {
        from: "2031-03-01",
        days,
        cell: { roomTypeId: fixture.rooms.garden, night: "2031-03-12" },
      });
      return { grid, queries: counting.count() - before };
    };
    // Room types, stays, inventory and the rates in force: the same for two weeks as for two
    // months, whatever the cells.
    const { grid, queries } = await counted();
    expect(queries).toBe(4);
    expect((await counted(60)).queries).toBe(4);
    expect(grid.nights).toHaveLength(14);
    expect(grid.nights[0]).toBe("2031-03-01");
    expect(grid.to).toBe("2031-03-15");
    // Active room types only, in their order.
    expect(grid.roomTypes.map((type) => [type.name, type.totalRooms])).toEqual([
      ["Garden", 10],
      ["Ocean Suite", 4],
      ["Budget Single", 6],
    ]);
    const sold = (name: string) =>
      Object.fromEntries(
        grid.roomTypes
          .find((type) => type.name === name)!
          .cells.filter((cell) => cell.sold > 0)
          .map((cell) => [cell.night, cell.sold]),
      );
    // Garden: B2 10-12 March (1 room), B9 12 March (3 rooms). B5 is cancelled.
    expect(sold("Garden")).toEqual({ "2031-03-10": 1, "2031-03-11": 1, "2031-03-12": 4 });
    // Ocean: B1 1 March (2 rooms); B8 awaiting payment holds 12 and 13 March.
    expect(sold("Ocean Suite")).toEqual({ "2031-03-01": 2, "2031-03-12": 1, "2031-03-13": 1 });
    // Budget: B4 5 March only (a no-show from 6 March); B7 expired.
    expect(sold("Budget Single")).toEqual({ "2031-03-05": 1 });
    // Every cell agrees with the rooms counter.
    for (const type of grid.roomTypes) {
      for (const cell of type.cells) expect(cell.inventoryBooked, cell.night).toBe(cell.sold);
    }
    const ocean = grid.roomTypes.find((type) => type.name === "Ocean Suite")!;
    expect(ocean.cells.find((cell) => cell.night === "2031-03-12")).toMatchObject({
      onHold: 1,
      closedToArrival: true,
    });
    expect(ocean.cells.find((cell) => cell.night === "2031-03-13")?.minStay).toBe(2);
    // The open cell lists the bookings behind it.
    expect(grid.selected?.roomTypeName).toBe("Garden");
    expect(grid.selected?.cell.sold).toBe(4);
    expect(
      grid.selected?.bookings.map((row) => [row.reference, row.roomCount, row.source]),
    ).toEqual([
      ["PB-REPORT02", 1, "phone"],
      ["PB-REPORT09", 3, "email"],
    ]);
  });

  it("marks stop-sell nights through the API, and refuses a date that is not one", async () => {
    const response = await get(`/api/admin/calendar?from=2031-03-10`);
    expect(response.status).toBe(200);
    const grid = (await response.json()) as OccupancyGridDto;
    const garden = grid.roomTypes.find((type) => type.name === "Garden")!;
    expect(garden.cells.find((cell) => cell.night === "2031-03-20")?.closed).toBe(true);
    expect(garden.cells.filter((cell) => cell.closed)).toHaveLength(1);
    const bad = await get("/api/admin/calendar?from=2031-02-30");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: { from: "The first night must be a real date (YYYY-MM-DD)." },
    });
  });

  it("shows a cell and the bookings behind it on the page", async () => {
    const response = await get(
      `/admin/calendar?from=2031-03-01&roomTypeId=${fixture.rooms.garden}&night=2031-03-12`,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Garden, 12 March: 4 of 10 sold");
    expect(html).toContain(`href="/admin/bookings/${fixture.bookings.B9.id}"`);
    expect(html).toContain("PB-REPORT02");
    expect(html).toContain("Checked out");
  });
});

describe("periods", () => {
  it("refuses a last day before the first and a period over a year, with clear messages", async () => {
    const backwards = await get("/api/admin/reports?from=2031-03-31&to=2031-03-01");
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({
      errors: { to: "The last day must be on or after the first day." },
    });
    const long = await get("/api/admin/reports?from=2030-01-01&to=2031-01-02");
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      errors: { to: "A report covers at most 366 days; choose a shorter period." },
    });
    const csv = await get("/api/admin/reports/bookings.csv?from=2031-02-30&to=2031-03-01");
    expect(csv.status).toBe(400);
    expect(await csv.json()).toMatchObject({
      errors: { from: "The first day must be a real date in the YYYY-MM-DD format." },
    });
    // A whole leap year is allowed.
    expect((await get("/api/admin/reports?from=2032-01-01&to=2032-12-31")).status).toBe(200);
    // The page says the same at the field.
    const page = await get("/admin/reports?from=2031-03-31&to=2031-03-01");
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("The last day must be on or after the first day.");
  });

  it("shows the month's figures on the page, with the definitions", async () => {
    const response = await get(`/admin/reports?${MARCH}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("KSh 105,500");
    expect(html).toContain("KSh 8,792");
    expect(html).toContain("1.9%");
    expect(html).toContain("How the figures are counted");
    expect(html).toContain(`/api/admin/reports/bookings.csv?${MARCH.replace("&", "&amp;")}`);
    // The charts are drawn on the server as SVG, with a name.
    expect(html).toContain('role="img" aria-label="Column chart of room revenue by month');
    expect(html).not.toContain("<script>");
  });
});

describe("roles", () => {
  const paths = [
    "/api/admin/calendar",
    `/api/admin/reports?${MARCH}`,
    `/api/admin/reports/bookings.csv?${MARCH}`,
    `/api/admin/reports/payments.csv?${MARCH}`,
    `/api/admin/reports/guests.csv?${MARCH}`,
    "/admin/calendar",
    `/admin/reports?${MARCH}`,
  ];
  for (const role of ["owner", "front_office", "content_editor"] as const) {
    it(`${role}: ${role === "content_editor" ? "refused" : "reaches"} the grid, the reports and the exports`, async () => {
      for (const path of paths) {
        const response = await get(path, role);
        await response.text();
        expect(response.status, path).toBe(role === "content_editor" ? 403 : 200);
      }
    });
  }

  it("answers 401 without a session", async () => {
    expect((await t.app.request(`/api/admin/reports?${MARCH}`)).status).toBe(401);
    expect((await t.app.request("/api/admin/reports/guests.csv")).status).toBe(401);
    expect((await t.app.request("/api/admin/calendar")).status).toBe(401);
  });

  it("shows the menu's two screens to the front office, not to content editors", async () => {
    const desk = await (await get("/admin/bookings", "front_office")).text();
    expect(desk).toContain('href="/admin/calendar"');
    expect(desk).toContain('href="/admin/reports"');
    const editor = await (await get("/admin/rooms", "content_editor")).text();
    expect(editor).not.toContain('href="/admin/calendar"');
    expect(editor).not.toContain('href="/admin/reports"');
  });
});
