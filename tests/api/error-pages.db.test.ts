/**
 * Error pages as a guest meets them, rendered by the real app and React Router: in the page
 * language (?lang=, Accept-Language), inside the site's header and footer when the shell's
 * data could be read, 503 with Retry-After when the database cannot serve, and every
 * failure logged as JSON with the request's id.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TestDatabase } from "~server/db/test-database";
import { captureLogs } from "../helpers/capture-logs";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

let pages: Awaited<ReturnType<typeof createTestPages>>;
let t: TestApp | undefined;
let logs: () => string;

beforeAll(async () => {
  pages = await createTestPages();
});
afterAll(() => pages?.close());
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start() {
  const captured = captureLogs();
  logs = captured.text;
  t = await createTestApp({}, { pageHandler: pages.pageHandler, logger: captured.logger });
  return t;
}

/**
 * Every read of `table` fails with SQLSTATE `code` (53100: disk full, the database cannot
 * serve; 42P01: a bug): the table is swapped for a view over a function that raises.
 */
async function breakTable(db: TestDatabase["db"], table: string, code: string) {
  await db.execute(sql.raw(`ALTER TABLE ${table} RENAME TO ${table}_kept`));
  await db.execute(
    sql.raw(`CREATE FUNCTION ${table}_fails() RETURNS SETOF ${table}_kept LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'test: ${table} cannot be read' USING ERRCODE = '${code}'; END $$`),
  );
  await db.execute(sql.raw(`CREATE VIEW ${table} AS SELECT * FROM ${table}_fails()`));
}

const SITE_NAV = /<header[^>]*>[\s\S]*href="\/rooms(\?lang=\w+)?"[\s\S]*<\/header>/;
const SITE_FOOTER = /<footer[\s\S]*<\/footer>/;
const lines = () =>
  logs()
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("404", () => {
  it("an unknown address answers in the ?lang= language inside the site's header and footer", async () => {
    const { app } = await start();
    const response = await app.request("/no-such-page?lang=fr");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="fr" dir="ltr"');
    expect(html).toContain("404 – Page introuvable");
    expect(html).toContain("Aller à la page d&#x27;accueil");
    expect(html).toMatch(SITE_NAV);
    expect(html).toMatch(SITE_FOOTER);
  });

  it("follows Accept-Language, and Arabic is right to left", async () => {
    const { app } = await start();
    const de = await app.request("/no-such-page", { headers: { "Accept-Language": "de-DE" } });
    expect(de.status).toBe(404);
    const html = await de.text();
    expect(html).toContain("404 – Seite nicht gefunden");
    expect(html).toContain('href="/">Zur Startseite</a>');
    expect(html).toMatch(SITE_NAV);
    const ar = await app.request("/no-such-page?lang=ar");
    expect(await ar.text()).toMatch(/<html lang="ar" dir="rtl"[\s\S]*404 – الصفحة غير موجودة/);
  });

  it("a 404 a page throws (an unknown booking) keeps the shell and the language", async () => {
    const { app } = await start();
    const response = await app.request("/booking/confirmation?ref=PB-NOPE&token=x&lang=de", {
      method: "POST",
      // A browser names the site as the Origin of a form post (refused without one).
      headers: { Origin: "http://localhost" },
      body: new URLSearchParams({ intent: "payBalance" }),
    });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="de" dir="ltr"');
    expect(html).toContain("404 – Seite nicht gefunden");
    expect(html).toMatch(SITE_NAV);
    expect(html).toMatch(SITE_FOOTER);
  });
});

describe("a page whose loader fails", () => {
  it("database down for the whole shell: 503, Retry-After, in the page language", async () => {
    const { app, database } = await start();
    await breakTable(database.db, "site_settings", "53100");
    const response = await app.request("/packages", { headers: { "Accept-Language": "fr" } });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("Nous sommes très sollicités");
    expect(html).toContain("Veuillez réessayer dans un instant");
    expect(html).toContain('href="/packages">Réessayer</a>');
    expect(html).toContain('href="/">Aller à la page d&#x27;accueil</a>');
    expect(html).not.toContain("Something went wrong");
    expect(html).not.toContain("cannot be read");
  });

  it("database down for one page: 503 inside the header and footer, a guest can go on", async () => {
    const { app, database } = await start();
    await breakTable(database.db, "event_packages", "53100");
    const response = await app.request("/packages?lang=it");
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await response.text();
    expect(html).toContain('<html lang="it" dir="ltr"');
    expect(html).toContain("Riprova tra un attimo");
    expect(html).toMatch(SITE_NAV);
    expect(html).toMatch(SITE_FOOTER);
    expect(html).toContain('href="/?lang=it">Vai alla pagina iniziale</a>');
  });

  it("a bug: 500 in the page language, no stack, logged with the request id", async () => {
    const { app, database } = await start();
    await breakTable(database.db, "event_packages", "42P01");
    const response = await app.request("/packages?lang=ar");
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain("حدث خطأ ما");
    expect(html).toMatch(SITE_NAV);
    expect(html).not.toMatch(/cannot be read|42P01|\n\s+at /);
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toBeTruthy();
    const failure = lines().find((line) => line.msg === "page: unhandled error");
    expect(failure).toMatchObject({ level: 50, requestId, path: "/packages" });
    expect(logs().match(new RegExp(`"requestId":"${requestId}"`, "g"))?.length).toBe(2);
  });

  it("a loader that catches its failure and logs it itself: the line carries the request id", async () => {
    const { app, database } = await start();
    await breakTable(database.db, "room_types", "53100");
    const response = await app.request("/rooms?lang=sw");
    expect(response.status).toBe(503);
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const failure = lines().find((line) => line.msg === "rooms page: loading rooms failed");
    expect(failure).toMatchObject({ requestId });
  });
});
