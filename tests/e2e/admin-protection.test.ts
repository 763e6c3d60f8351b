/**
 * Every admin route, enumerated from app/routes.ts (never a hand-written list), refuses its
 * data and its action without a session: the document, `PATH.data`, `PATH.data?_routes=<one
 * route>` (which runs a child loader without its parent's loader) and a POST to the action.
 * The same requests with a session get the data, so the test cannot pass by breaking every
 * admin page.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { GUEST } from "../helpers/guest";
import { bookAsGuest, postJson } from "./guest-api";
import { freshDataDir, type RunningServer, startServer } from "./server";

const EMAIL = "guard@example.com";
const PASSWORD = "mombasa sunrise 2026";
const GUEST_EMAIL = "hidden.guest@example.com";

interface AdminRoute {
  id: string;
  /** Whether the route module exports a loader (a screen without one has no data). */
  hasLoader: boolean;
  /** A concrete path, `:params` filled with existing ids. */
  path: string;
  index: boolean;
}

/** A value each path parameter exists with (ids: 1, the demo's first row). */
const SAMPLE_PARAMS: Record<string, string> = { page: "privacy", language: "en" };

/** The routes below the admin layout (and the layout itself), with the ids React Router gives them. */
function adminRoutes(): AdminRoute[] {
  const found: AdminRoute[] = [];
  const routeId = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
  const walk = (entries: RouteConfigEntry[], parent: string, inAdmin: boolean) => {
    for (const entry of entries) {
      const full = [parent, entry.path ?? ""].filter(Boolean).join("/");
      const isAdminLayout = full === "admin" && Boolean(entry.children?.length);
      const below = inAdmin || isAdminLayout;
      if (below) {
        const source = readFileSync(path.join("app", entry.file), "utf8");
        found.push({
          id: routeId(entry),
          hasLoader: /export (async function|function|const) loader\b/.test(source),
          path: `/${full.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? "1")}`,
          index: Boolean(entry.index),
        });
      }
      if (entry.children) walk(entry.children, full, below);
    }
  };
  walk(routes, "", false);
  return found;
}

const ADMIN = adminRoutes();
let server: RunningServer;
let cookie = "";

/** The `.data` address React Router's client asks for (the root's is `/_root.data`). */
const dataPath = (path: string) => `${path === "/" ? "/_root" : path}.data`;

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: freshDataDir(),
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  });
  // One booking, so /admin/bookings and /admin/bookings/1 hold a guest's personal data.
  const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as { id: number }[];
  await bookAsGuest(server.url, {
    ...GUEST,
    email: GUEST_EMAIL,
    roomId: rooms[0]!.id,
    checkIn: addDaysIso(hotelToday(), 30),
    checkOut: addDaysIso(hotelToday(), 32),
    adults: 1,
    children: 0,
    roomCount: 1,
  });

  const login = await postJson(server.url, "/api/auth/login", { email: EMAIL, password: PASSWORD });
  expect(login.status).toBe(200);
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

/**
 * Asserts a refusal: a redirect to sign-in (plain, or single fetch's encoded one) or 401;
 * a post from another site may also be refused before that (React Router's origin check, 400).
 */
async function expectRefused(response: Response, what: string, foreign = false) {
  const text = await response.text();
  expect(text, what).not.toContain(GUEST_EMAIL);
  if (response.status === 401) return;
  if (foreign && (response.status === 400 || response.status === 403)) return;
  if (response.status === 302) {
    expect(response.headers.get("location"), what).toMatch(/^\/admin\/login\?next=/);
    return;
  }
  // A `.data` request answers a redirect as 202 with the redirect in the body.
  expect(response.status, what).toBe(202);
  expect(text, what).toMatch(/"redirect","\/admin\/login\?next=/);
}

describe("admin routes without a session", () => {
  it("finds the admin routes in app/routes.ts", () => {
    // The layout, the dashboard and every admin screen (not a fixed number: a sanity floor).
    expect(ADMIN.length).toBeGreaterThan(20);
    expect(ADMIN.map((route) => route.path)).toEqual(
      expect.arrayContaining(["/admin", "/admin/bookings", "/admin/bookings/1", "/admin/ezee"]),
    );
  });

  it("refuses every document, .data and ?_routes= request", async () => {
    for (const route of ADMIN) {
      const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });
      await expectRefused(await get(route.path), `GET ${route.path}`);
      await expectRefused(await get(dataPath(route.path)), `GET ${dataPath(route.path)}`);
      const only = `${dataPath(route.path)}?_routes=${encodeURIComponent(route.id)}`;
      await expectRefused(await get(only), `GET ${only}`);
      const both = `${dataPath(route.path)}?_routes=${encodeURIComponent(`routes/admin/layout,${route.id}`)}`;
      await expectRefused(await get(both), `GET ${both}`);
    }
  });

  it("refuses every action, same-origin or not", async () => {
    for (const route of ADMIN) {
      const target = `${dataPath(route.path)}${route.index ? "?index" : ""}`;
      for (const origin of [server.url, "https://evil.example"]) {
        const response = await fetch(`${server.url}${target}`, {
          method: "POST",
          redirect: "manual",
          headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
          body: "intent=save&id=1&handled=1&status=cancelled",
        });
        await expectRefused(response, `POST ${target} from ${origin}`, origin !== server.url);
      }
    }
  });
});

describe("admin routes with a session", () => {
  it("serves every route's data, never cached", async () => {
    for (const route of ADMIN) {
      const only = `${dataPath(route.path)}?_routes=${encodeURIComponent(route.id)}`;
      const response = await fetch(`${server.url}${only}`, {
        redirect: "manual",
        headers: { Cookie: cookie },
      });
      const text = await response.text();
      expect(response.status, only).toBe(200);
      expect(text, only).not.toContain("/admin/login");
      // The turbo-stream payload is keyed by the route id whose loader ran.
      if (route.hasLoader) expect(text, only).toContain(`"${route.id}"`);
      expect(response.headers.get("cache-control"), only).toBe("no-store");
    }
    const bookings = await fetch(`${server.url}/admin/bookings.data`, {
      headers: { Cookie: cookie },
    });
    expect(await bookings.text()).toContain(GUEST_EMAIL);
  });

  it("still refuses a signed-in admin's form post from another site, changing nothing", async () => {
    const response = await fetch(`${server.url}/admin/messages.data`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Cookie: cookie,
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "id=1&handled=1",
    });
    expect([400, 403]).toContain(response.status);
  });
});

describe("cache headers", () => {
  it("marks personal pages no-store and public pages as varying by language", async () => {
    const headers = async (path: string, init: RequestInit = {}) =>
      (await fetch(`${server.url}${path}`, { redirect: "manual", ...init })).headers;
    for (const path of [
      "/admin/login",
      "/admin/bookings",
      "/booking",
      "/booking.data",
      "/booking/find",
      "/booking/confirmation?ref=PB-00000000&token=x",
      "/booking/payment?OrderTrackingId=x",
    ]) {
      expect((await headers(path)).get("cache-control"), path).toBe("no-store");
    }
    expect((await headers("/admin", { headers: { Cookie: cookie } })).get("cache-control")).toBe(
      "no-store",
    );
    for (const path of ["/", "/rooms", "/rooms.data", "/dining", "/blog"]) {
      const vary = (await headers(path)).get("vary") ?? "";
      expect(vary, path).toMatch(/Accept-Language/);
      expect(vary, path).toMatch(/Cookie/);
    }
    expect((await headers("/api/rooms")).get("vary")).toMatch(/Accept-Language/);
  });
});
