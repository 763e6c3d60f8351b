/** The /admin/rates screen rendered by the server (no JavaScript): the grid, the choices, the menu. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { shiftMonth } from "~core/schemas/rates";
import type { RoomTypeDto } from "~core/types";
import { createAdmin } from "~server/services/admin/admins";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let cookie = "";
let room: RoomTypeDto;
const ORIGIN = "http://localhost";

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({}, { pageHandler: pages.pageHandler });
  await createAdmin(t.database.db, {
    email: "rates-page@example.com",
    name: "Rates",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "rates-page@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  room = ((await t.getJson("/api/rooms")).body as RoomTypeDto[])[1]!;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

const page = (path: string, withSession = true) =>
  t.app.request(path, { headers: withSession ? { Cookie: cookie } : {} });

describe("/admin/rates", () => {
  it("sends a visitor without a session to the sign-in page", async () => {
    const response = await page("/admin/rates", false);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/admin\/login\?next=/);
  });

  it("shows the chosen month's nights with their prices, rooms left and restrictions", async () => {
    const night = addDaysIso(hotelToday(), 40);
    const month = night.slice(0, 7);
    const saved = await t.app.request("/api/admin/rates", {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
      body: JSON.stringify({
        roomTypeId: room.id,
        from: night,
        to: night,
        doubleBedOnly: 43210,
        minStay: 3,
        closedToDeparture: true,
      }),
    });
    expect(saved.status).toBe(200);
    const response = await page(`/admin/rates?roomTypeId=${room.id}&month=${month}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(">Rates</h1>");
    expect(html).toContain('href="/admin/rates"');
    // The chosen room type is selected; previous and next months are plain links.
    expect(html).toMatch(new RegExp(`<option value="${room.id}" selected="">`));
    expect(html).toContain(
      `href="/admin/rates?roomTypeId=${room.id}&amp;month=${shiftMonth(month, 1)}"`,
    );
    expect(html).toContain(
      `href="/admin/rates?roomTypeId=${room.id}&amp;month=${shiftMonth(month, -1)}"`,
    );
    const cell = html.slice(
      html.indexOf(`data-date="${night}"`),
      html.indexOf("</td>", html.indexOf(`data-date="${night}"`)),
    );
    expect(cell).toContain("KSh 43,210");
    expect(cell).toContain("(set for this night)");
    expect(cell).toContain("Min 3");
    expect(cell).toContain("No departure");
    expect(cell).toContain(`${room.totalRooms}<!-- -->/<!-- -->${room.totalRooms}<!-- --> left`);
    const other = html.slice(
      html.indexOf(`data-date="${month}-01"`),
      html.indexOf("</td>", html.indexOf(`data-date="${month}-01"`)),
    );
    if (`${month}-01` !== night) expect(other).not.toContain("(set for this night)");
    // The bulk edit form, labelled.
    expect(html).toContain('for="rates-from"');
    expect(html).toContain("Back to base rate");
    expect(html).toContain(">Save rates</button>");
  });

  it("answers 404 with a message for an unknown room type, and falls back to this month for a bad one", async () => {
    const missing = await page("/admin/rates?roomTypeId=999999");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Room type not found");
    const badMonth = await page(`/admin/rates?roomTypeId=${room.id}&month=2026-13`);
    expect(badMonth.status).toBe(200);
    expect(await badMonth.text()).toContain(`data-date="${hotelToday().slice(0, 7)}-01"`);
  });
});
