/**
 * Every newsletter e-mail carries a one-click unsubscribe (link and
 * RFC 8058 headers) whose token cannot be forged; the page asks first, POST removes.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, newsletterSubscriptions } from "~server/db/schema";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://pwanibay.example" });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM rate_limits`);
});

const subscribe = (email: string, lang = "en") =>
  t.app.request(`/api/newsletter/subscribe?lang=${lang}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email }),
  });

const subscription = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase()))
  )[0];

async function welcomeMail(email: string) {
  const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return rows;
}

/** The unsubscribe link of the welcome mail, as the guest's mail client has it. */
async function linkFor(email: string): Promise<string> {
  const [mail] = await welcomeMail(email);
  const header = (mail!.headers as Record<string, string>)["List-Unsubscribe"] ?? "";
  return header.replace(/^<|>$/g, "");
}

const page = () => import("~/routes/public/newsletter-unsubscribe");

async function openPage(url: string, lang = "en") {
  const { loader } = await page();
  return loader({
    request: new Request(url, { headers: { cookie: `i18nextLng=${lang}` } }),
    params: {},
    context: { services: t.services },
  } as never);
}

async function post(url: string, body: BodyInit) {
  const { action } = await page();
  return action({
    request: new Request(url, { method: "POST", body }),
    params: {},
    context: { services: t.services },
  } as never);
}

describe("newsletter unsubscribe", () => {
  it("the welcome e-mail carries the link and the one-click headers, in the guest's language", async () => {
    expect((await subscribe("wanjiru@example.com", "fr")).status).toBe(200);
    const mails = await welcomeMail("wanjiru@example.com");
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const headers = mail.headers as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toMatch(
      /^<https:\/\/pwanibay\.example\/newsletter\/unsubscribe\?token=\d+\.[A-Za-z0-9_-]{32}>$/,
    );
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // The link in the body opens the page in French.
    const link = `${await linkFor("wanjiru@example.com")}&lang=fr`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, "&amp;"));
    expect(mail.subject).toContain("Bienvenue");
    expect(mail.text).toContain("Se désinscrire");
    // Subscribing again sends nothing more.
    await subscribe("Wanjiru@example.com", "fr");
    expect(await welcomeMail("wanjiru@example.com")).toHaveLength(1);
  });

  it("GET asks first in the guest's language; the button's POST removes the address", async () => {
    await subscribe("baraka@example.com", "sw");
    const link = await linkFor("baraka@example.com");
    const shown = await openPage(link, "sw");
    expect(shown.state).toEqual({ status: "subscribed", email: "baraka@example.com" });
    expect(shown.title).toBe("Jiondoe kwenye jarida");
    // Opening the link (a scanner) removes nothing.
    expect(await subscription("baraka@example.com")).toBeDefined();
    const form = new FormData();
    form.set("token", shown.token);
    const done = await post(link, form);
    expect(done).toEqual({ status: "unsubscribed", email: "baraka@example.com" });
    expect(await subscription("baraka@example.com")).toBeUndefined();
  });

  it("a mail client's one-click POST (RFC 8058) unsubscribes; repeating it is harmless", async () => {
    await subscribe("oneclick@example.com");
    const link = await linkFor("oneclick@example.com");
    const body = new URLSearchParams({ "List-Unsubscribe": "One-Click" });
    expect(await post(link, body)).toMatchObject({ status: "unsubscribed" });
    expect(await subscription("oneclick@example.com")).toBeUndefined();
    expect(await post(link, body)).toEqual({ status: "gone" });
    const again = await openPage(link);
    expect(again.state).toEqual({ status: "gone" });
  });

  it("a forged or altered token removes nobody and says the link is not valid", async () => {
    await subscribe("victim@example.com");
    const victim = (await subscription("victim@example.com"))!;
    const link = await linkFor("victim@example.com");
    const token = new URL(link).searchParams.get("token")!;
    const forged = [
      `${victim.id}.${"A".repeat(32)}`,
      `${victim.id + 1}.${token.split(".")[1]}`,
      String(victim.id),
      "",
      `${token}x`,
    ];
    for (const bad of forged) {
      const url = `https://pwanibay.example/newsletter/unsubscribe?token=${encodeURIComponent(bad)}`;
      const shown = await openPage(url, "de");
      expect(shown.state).toEqual({ status: "invalid" });
      expect(shown.token).toBe("");
      expect(await post(url, new URLSearchParams({ "List-Unsubscribe": "One-Click" }))).toEqual({
        status: "invalid",
      });
    }
    expect(await subscription("victim@example.com")).toBeDefined();
  });

  it("the privacy policy promises the one-click link in every language", async () => {
    const { readFileSync } = await import("node:fs");
    const words: Record<string, RegExp> = {
      en: /one click/,
      fr: /en un clic/,
      es: /con un clic/,
      it: /con un clic/,
      de: /mit einem Klick/,
      ar: /بنقرة واحدة/,
      sw: /kwa mbofyo mmoja/,
    };
    for (const [lang, pattern] of Object.entries(words)) {
      const info = JSON.parse(readFileSync(`public/locales/${lang}/info.json`, "utf8"));
      expect(JSON.stringify(info.privacy), lang).toMatch(pattern);
      // Retention: deleted at once, no longer "within 30 days".
      expect(info.privacy.sections[2].items[3], lang).not.toMatch(/30/);
    }
  });
});
