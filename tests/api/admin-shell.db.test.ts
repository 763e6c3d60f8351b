/**
 * The admin's shell rendered by the server: the skip link first, the upload page's room
 * left for the admin to choose, a refused page leading back to the admin's dashboard and a
 * dashboard without dead ends for the front office.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoomTypeDto } from "~core/types";
import { createAdmin } from "~server/services/admin/admins";
import { apiSignIn } from "../helpers/admin-requests";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let owner = "";
let frontOffice = "";
let rooms: RoomTypeDto[] = [];
const PASSWORD = "a long password!";

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({ TRUST_PROXY: "1" }, { pageHandler: pages.pageHandler });
  await createAdmin(t.database.db, {
    email: "shell@example.com",
    name: "Shell",
    password: PASSWORD,
  });
  owner = (await apiSignIn(t, "shell@example.com", PASSWORD)).cookie;
  await createAdmin(t.database.db, {
    email: "desk@example.com",
    name: "Desk",
    password: PASSWORD,
    role: "front_office",
  });
  frontOffice = (await apiSignIn(t, "desk@example.com", PASSWORD)).cookie;
  rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
}, 120_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

async function html(path: string, cookie = owner): Promise<string> {
  const response = await t.app.request(path, { headers: { Cookie: cookie } });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The opening tag of the first element the Tab key reaches in the body. */
function firstFocusable(page: string): string {
  const body = page.slice(page.indexOf("<body"));
  const tags = body.match(/<(a|button|input|select|textarea|summary|details)\b[^>]*>/g) ?? [];
  const focusable = tags.find(
    (tag) =>
      !/\btabindex="-1"/.test(tag) &&
      !/\bdisabled=""/.test(tag) &&
      !/\btype="hidden"/.test(tag) &&
      (!tag.startsWith("<a") || /\bhref=/.test(tag)),
  );
  return focusable ?? "";
}

describe("the admin's skip link", () => {
  it.each(["/admin", "/admin/bookings", "/admin/rooms/upload"])(
    "is the first thing the keyboard reaches on %s, and leads to the main landmark",
    async (path) => {
      const page = await html(path);
      const first = firstFocusable(page);
      expect(first).toMatch(/^<a [^>]*href="#main"/);
      const link = page.slice(page.indexOf(first) + first.length);
      expect(link.slice(0, link.indexOf("</a>"))).toBe("Skip to main content");
      // One main landmark with that id, which can take the focus.
      expect(page.match(/<main\b[^>]*>/g)).toEqual([
        expect.stringMatching(/\bid="main"[^>]*\btabindex="-1"|\btabindex="-1"[^>]*\bid="main"/),
      ]);
      expect(page.match(/\bid="main"/g)).toHaveLength(1);
    },
  );
});

describe("the room photo upload page", () => {
  const options = (page: string) =>
    [...page.matchAll(/<option\b([^>]*)>([^<]*)<\/option>/g)].map(([, attributes = "", text]) => ({
      value: attributes.match(/value="([^"]*)"/)?.[1],
      selected: /\bselected=""/.test(attributes),
      text,
    }));

  it("preselects no room, so the admin must choose one", async () => {
    const list = options(await html("/admin/rooms/upload"));
    expect(list[0]).toEqual({ value: "", selected: true, text: "Choose a room" });
    expect(list.slice(1).map((option) => option.value)).toEqual(
      expect.arrayContaining(rooms.map((room) => String(room.id))),
    );
    expect(list.filter((option) => option.selected)).toHaveLength(1);
  });

  it("selects the room its link names (from a room's photos), and none for an unknown id", async () => {
    const room = rooms[1]!;
    const named = options(await html(`/admin/rooms/upload?roomId=${room.id}`));
    expect(named.filter((option) => option.selected)).toEqual([
      { value: String(room.id), selected: true, text: room.name },
    ]);
    const unknown = options(await html("/admin/rooms/upload?roomId=999999"));
    expect(unknown.filter((option) => option.selected)).toEqual([
      { value: "", selected: true, text: "Choose a room" },
    ]);
  });
});

/** The admin pages a page links to (path and query; the fragment left out), once each. */
const adminLinks = (page: string) => [
  ...new Set(
    [...page.matchAll(/href="(\/admin[^"#]*)/g)].map(([, href = ""]) =>
      href.replace(/&amp;/g, "&"),
    ),
  ),
];

describe("the front office meets no dead ends", () => {
  it("a refused page (403) leads to the admin's dashboard, not the public home", async () => {
    const response = await t.app.request("/admin/settings", { headers: { Cookie: frontOffice } });
    expect(response.status).toBe(403);
    const page = await response.text();
    expect(page).toMatch(/href="\/admin">Go to the admin dashboard<\/a>/);
    expect(page).not.toContain('href="/"');
    expect(page).not.toContain("Go to the home page");
    // The dashboard it leads to opens for that role.
    expect((await html("/admin", frontOffice)).length).toBeGreaterThan(0);
  });

  it("the dashboard links the front office only to pages it may open", async () => {
    const page = await html("/admin", frontOffice);
    // The providers' health is shown, without links to their configuration or the settings.
    expect(page).toContain("Integration health");
    for (const refused of ["/admin/pesapal", "/admin/ezee", "/admin/settings"]) {
      expect(page).not.toMatch(new RegExp(`href="${refused}[/"?#]`));
    }
    // Every admin link of the page answers the front office (none is refused).
    const links = adminLinks(page);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      const response = await t.app.request(link, { headers: { Cookie: frontOffice } });
      expect(response.status, link).not.toBe(403);
    }
  });

  it("an owner's dashboard still links to the providers and the settings", async () => {
    const page = await html("/admin");
    expect(page).toContain('href="/admin/pesapal"');
    expect(page).toContain('href="/admin/ezee"');
    expect(page).toContain('href="/admin/settings#s-fallbacks"');
  });
});
