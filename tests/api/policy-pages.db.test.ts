/**
 * The policy pages' own texts: an owner publishes a privacy policy, terms or cancellation
 * policy per language; each publish is a version kept for good; guests see their language's
 * text, else the English one with a note, else the standard text. Cleaned like a journal post,
 * refused when empty, stale or from a role without the settings.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, policyTexts } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let owner = "";
let editor = "";
let desk = "";
const PASSWORD = "a long password!";

const ENGLISH =
  "<h2>Who we are</h2><p>Pwani Bay keeps your booking details for seven years, as Kenyan tax law asks.</p>" +
  '<script>alert("x")</script><p onclick="steal()">Write to <a href="javascript:alert(1)">us</a>.</p>';
const FRENCH =
  "<h2>Qui sommes-nous</h2><p>Pwani Bay conserve les données de votre réservation pendant sept ans.</p>";

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({}, { pageHandler: pages.pageHandler });
  for (const [email, role] of [
    ["owner@example.com", "owner"],
    ["editor@example.com", "content_editor"],
    ["desk@example.com", "front_office"],
  ] as const) {
    await createAdmin(t.database.db, { email, name: `The ${role}`, password: PASSWORD, role });
  }
  owner = (await apiSignIn(t, "owner@example.com", PASSWORD)).cookie;
  editor = (await apiSignIn(t, "editor@example.com", PASSWORD)).cookie;
  desk = (await apiSignIn(t, "desk@example.com", PASSWORD)).cookie;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

/** A page's markup without its scripts (the catalogue the page hydrates with holds every text). */
const page = async (path: string) => {
  const response = await t.app.request(path);
  expect(response.status, path).toBe(200);
  return (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, "");
};
const publish = (pageName: string, language: string, html: string, expectedVersion: number) =>
  adminCall(t, owner, "PUT", `/api/admin/policies/${pageName}/${language}`, {
    html,
    expectedVersion,
  });

describe("the policy pages' own texts", () => {
  it("shows the standard text until the hotel publishes its own", async () => {
    const html = await page("/privacy-policy");
    expect(html).toContain("Last updated");
    expect(html).not.toContain("Version 1");
    const overview = await adminCall(t, owner, "GET", "/api/admin/policies");
    expect(overview.status).toBe(200);
    const privacy = overview.body.pages.find((p: { page: string }) => p.page === "privacy");
    expect(privacy.languages).toHaveLength(7);
    expect(privacy.languages.every((l: { own: boolean }) => !l.own)).toBe(true);
  });

  it("refuses staff without the settings, and anyone signed out", async () => {
    for (const cookie of [editor, desk]) {
      const read = await adminCall(t, cookie, "GET", "/api/admin/policies");
      expect(read.status).toBe(403);
      expect(read.body.code).toBe("role_refused");
      const write = await adminCall(t, cookie, "PUT", "/api/admin/policies/privacy/en", {
        html: ENGLISH,
        expectedVersion: 0,
      });
      expect(write.status).toBe(403);
    }
    const anonymous = await adminCall(t, "", "PUT", "/api/admin/policies/privacy/en", {
      html: ENGLISH,
      expectedVersion: 0,
    });
    expect(anonymous.status).toBe(401);
    const [row] = await t.database.db.select().from(policyTexts);
    expect(row).toBeUndefined();
  });

  it("refuses an empty text, a page or language that does not exist, and a missing version", async () => {
    const empty = await publish("privacy", "en", "<p>  </p><h2></h2>", 0);
    expect(empty.status).toBe(400);
    expect(empty.body.errors.html).toMatch(/at least 50 characters/);
    // Long enough as markup, but the tags hold no text: refused after cleaning.
    const tagsOnly = await publish(
      "privacy",
      "en",
      `<p><img src="x.png"></p>${"<p></p>".repeat(20)}`,
      0,
    );
    expect(tagsOnly.status).toBe(400);
    expect(tagsOnly.body.errors.html).toMatch(/standard text/);
    const tooLong = await publish("privacy", "en", `<p>${"a".repeat(40_001)}</p>`, 0);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.html).toMatch(/too long/);
    expect((await publish("refunds", "en", ENGLISH, 0)).status).toBe(404);
    expect((await publish("privacy", "pt", ENGLISH, 0)).status).toBe(404);
    const noVersion = await adminCall(t, owner, "PUT", "/api/admin/policies/privacy/en", {
      html: ENGLISH,
    });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors.expectedVersion).toMatch(/Reload the page/);
    // Not JSON at all, with or without a JSON content type: the API's usual 400.
    for (const contentType of ["application/json", "text/plain"]) {
      const response = await t.app.request("/api/admin/policies/privacy/en", {
        method: "PUT",
        headers: { Cookie: owner, Origin: "http://localhost", "Content-Type": contentType },
        body: "{not json",
      });
      expect(response.status, contentType).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "bad_request",
        message: "The request body must be JSON.",
      });
    }
  });

  it("publishes a cleaned English text as version 1, shown to every language without its own", async () => {
    const saved = await publish("privacy", "en", ENGLISH, 0);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.text.version).toBe(1);
    expect(saved.body.message).toBe("Version 1 published.");
    const [row] = await t.database.db.select().from(policyTexts);
    expect(row!.html).toContain("seven years");
    expect(row!.html).not.toMatch(/script|onclick|javascript:/);

    const english = await page("/privacy-policy");
    expect(english).toContain("Version 1, published");
    expect(english).toContain("seven years, as Kenyan tax law asks");
    expect(english).not.toContain("Last updated");
    expect(english).not.toContain("onclick");

    // French has no text of its own: the English one, marked as English, with a French note.
    const french = await page("/privacy-policy?lang=fr");
    expect(french).toContain("seven years");
    expect(french).toContain("uniquement en anglais");
    expect(french).toMatch(/<div lang="en" dir="ltr" data-post-content/);
    expect(french).toContain("Version 1, publiée le");
    // The admin's overview says the same: French shows the English text, version 1.
    const overview = await adminCall(t, owner, "GET", "/api/admin/policies");
    const privacy = overview.body.pages.find((p: { page: string }) => p.page === "privacy");
    const byLanguage = new Map(
      privacy.languages.map((l: { language: string }) => [l.language, l] as const),
    );
    expect(byLanguage.get("en")).toMatchObject({ version: 1, own: true, fallback: null });
    expect(byLanguage.get("fr")).toMatchObject({
      version: 0,
      own: false,
      fallback: { language: "en", version: 1 },
    });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "policy_text"), eq(auditLog.action, "publish")));
    expect(entry!.details).toEqual({ language: "en", version: 1 });
  });

  it("numbers a page's versions across languages and shows each language its own", async () => {
    const saved = await publish("privacy", "fr", FRENCH, 0);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.text.version).toBe(2);
    const french = await page("/privacy-policy?lang=fr");
    expect(french).toContain("conserve les données");
    expect(french).not.toContain("uniquement en");
    expect(french).toContain("Version 2, publiée le");
    // Other pages keep their own numbering.
    const terms = await publish("terms", "en", ENGLISH.replace("Who we are", "Our terms"), 0);
    expect(terms.body.text.version).toBe(1);
  });

  it("refuses a publish over a version the editor did not start from, keeping the newer one", async () => {
    const stale = await publish("privacy", "en", `${ENGLISH}<p>An older tab's edit.</p>`, 0);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("stale");
    expect(stale.body.message).toMatch(/published version 1 of this page in this language/);
    expect(stale.body.current.version).toBe(1);
    expect(stale.body.current.html).toContain("seven years");
  });

  it("lets exactly one of two simultaneous publishes from the same version through", async () => {
    const results = await Promise.all([
      publish("privacy", "en", `${ENGLISH}<p>Edit from the first office computer.</p>`, 1),
      publish("privacy", "en", `${ENGLISH}<p>Edit from the second office computer.</p>`, 1),
      // Another language at the same moment is not a conflict: it gets the next number.
      publish("privacy", "de", `${ENGLISH}<p>Auf Deutsch folgt bald eine Übersetzung hier.</p>`, 0),
    ]);
    const english = results
      .slice(0, 2)
      .map((result) => result.status)
      .sort();
    expect(english).toEqual([200, 409]);
    expect(results[2]!.status).toBe(200);
    const versions = (
      await t.database.db.select().from(policyTexts).where(eq(policyTexts.page, "privacy"))
    )
      .map((row) => row.version)
      .sort();
    expect(versions).toEqual([1, 2, 3, 4]);
  });

  it("goes back to the standard text as a version of its own, keeping the history", async () => {
    const history = await adminCall(t, owner, "GET", "/api/admin/policies/privacy/en");
    expect(history.status).toBe(200);
    const current = history.body.version as number;
    expect(history.body.history.map((v: { version: number }) => v.version)).toEqual(
      [...history.body.history.map((v: { version: number }) => v.version)].sort((a, b) => b - a),
    );
    expect(history.body.history[0].publishedBy).toBe("The owner");

    const reverted = await adminCall(t, owner, "POST", "/api/admin/policies/privacy/en/revert", {
      expectedVersion: current,
    });
    expect(reverted.status, reverted.text).toBe(200);
    expect(reverted.body.text.html).toBeNull();
    const again = await adminCall(t, owner, "POST", "/api/admin/policies/privacy/en/revert", {
      expectedVersion: reverted.body.text.version,
    });
    expect(again.status).toBe(409);

    // English guests get the standard text again; French keeps its own; Italian, never
    // published in, now falls back to the first language with a text (French, then German).
    const english = await page("/privacy-policy");
    expect(english).toContain("Last updated");
    expect(english).not.toContain("seven years");
    expect(await page("/privacy-policy?lang=fr")).toContain("conserve les données");
    const italian = await page("/privacy-policy?lang=it");
    expect(italian).toContain("conserve les données");
    expect(italian).toContain("solo in francese");
    const after = await adminCall(t, owner, "GET", "/api/admin/policies/privacy/en");
    expect(after.body.history).toHaveLength(history.body.history.length + 1);
  });

  it("lists the rules the booking system applies under a hotel's own cancellation policy", async () => {
    const standard = await page("/cancellation-policy");
    expect(standard).not.toContain("The rules our booking system applies");
    const saved = await publish(
      "cancellation",
      "en",
      "<p>Cancel up to a week ahead for free; after that we keep one night, as agreed at booking.</p>",
      0,
    );
    expect(saved.status, saved.text).toBe(200);
    const own = await page("/cancellation-policy");
    expect(own).toContain("Cancel up to a week ahead");
    expect(own).toContain("The rules our booking system applies");
    expect(own).toMatch(/Free cancellation until .* before your arrival date/);
  });
});
