/** Guest engagement in the browser: contact, feedback, the chat assistant and the information pages. */
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "~server/db/client";
import { axeViolationsOn } from "../../scripts/audit/axe";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer, waitForMail } from "./server";

let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = freshDataDir();
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (server?.process.exitCode === null) await server.stop();
});

async function open(pathname: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}${pathname}`, { waitUntil: "networkidle" });
  return page;
}

describe("contact page", () => {
  it("pre-selects Event inquiry from ?subject=event_planning", async () => {
    const page = await open("/contact?subject=event_planning");
    const subject = page.getByLabel("Subject");
    expect(await subject.inputValue()).toBe("event");
    expect(await subject.locator("option:checked").textContent()).toBe("Event inquiry");
    await page.context().close();
  });

  it("names the dining request for a pergola reservation", async () => {
    const page = await open("/contact?subject=pergola_reservation");
    expect(await page.getByLabel("Subject").inputValue()).toBe("dining");
    expect(
      await page.getByRole("textbox", { name: "Message", exact: true }).inputValue(),
    ).toContain("The Pergola");
    await page.context().close();
  });

  it("shows the required message under a one-letter name, keeps every value, then sends", async () => {
    const page = await open("/contact");
    const form = page.locator("form", {
      has: page.getByRole("textbox", { name: "Message", exact: true }),
    });
    await form.getByLabel("Name").fill("A");
    await form.getByLabel("Email").fill("wanjiru@example.com");
    await form.getByLabel("Phone").fill("+254 722 111 333");
    await form.getByLabel("Subject").selectOption("event");
    const text = "We would like a quote for a graduation party for 40 guests on a Saturday.";
    await form.getByRole("textbox", { name: "Message", exact: true }).fill(text);
    await form.getByRole("button", { name: "Send message" }).click();

    const name = form.getByLabel("Name");
    await expect.poll(() => name.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await name.getAttribute("aria-describedby")) ?? "";
    const error = page.locator(`[id="${describedBy.split(" ").at(-1)}"]`);
    expect(await error.textContent()).toBe("Name must be at least 2 characters");
    // Nothing typed is lost.
    expect(await name.inputValue()).toBe("A");
    expect(await form.getByLabel("Email").inputValue()).toBe("wanjiru@example.com");
    expect(await form.getByLabel("Phone").inputValue()).toBe("+254 722 111 333");
    expect(await form.getByLabel("Subject").inputValue()).toBe("event");
    expect(await form.getByRole("textbox", { name: "Message", exact: true }).inputValue()).toBe(
      text,
    );

    await name.fill("Wanjiru Kamau");
    await form.getByRole("button", { name: "Send message" }).click();
    await page.getByText("We'll get back to you as soon as possible.").first().waitFor();
    expect(await page.getByText("Message sent successfully").first().isVisible()).toBe(true);
    // The form is reset after success.
    expect(await form.getByRole("textbox", { name: "Message", exact: true }).inputValue()).toBe("");

    const mail = await waitForMail(dataDir, "Wanjiru Kamau");
    expect(mail).toContain("To: events@pwanibay.example");
    expect(mail).toContain("Event inquiry");
    await page.context().close();
  });

  it("shows a translated message in Arabic, right to left", async () => {
    const page = await open("/contact?lang=ar");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await page.getByRole("button", { name: "إرسال الرسالة" }).click();
    await page.getByText("يرجى اختيار موضوع").waitFor();
    await page.context().close();
  });
});

describe("feedback page", () => {
  it("refuses to submit with a rating missing and names it, then thanks the guest", async () => {
    const page = await open("/feedback");
    let posted = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/feedback") && request.method() === "POST") posted++;
    });
    const groups = page.locator("fieldset");
    expect(await groups.count()).toBe(14);
    for (let i = 0; i < 14; i++) {
      const legend = (await groups.nth(i).locator("legend").textContent()) ?? "";
      if (legend.startsWith("WiFi")) continue;
      await groups.nth(i).getByLabel("Good").check();
    }
    await page.getByRole("button", { name: "Submit feedback" }).click();
    const wifi = page.getByRole("group", { name: /WiFi/ });
    await wifi.getByText("Please rate WiFi").waitFor();
    expect(posted).toBe(0);
    // The other answers are kept.
    expect(
      await page
        .getByRole("group", { name: /^Location/ })
        .getByLabel("Good")
        .isChecked(),
    ).toBe(true);

    await wifi.getByLabel("Excellent").check();
    await page.getByRole("button", { name: "Submit feedback" }).click();
    await page.getByRole("heading", { name: "Thank You" }).waitFor();
    expect(posted).toBe(1);
    expect(await page.getByRole("link", { name: "Return to Homepage" }).getAttribute("href")).toBe(
      "/",
    );
    await page.context().close();
  });
});

async function ask(page: Page, question: string): Promise<string> {
  const dialog = page.getByRole("dialog");
  const log = dialog.getByRole("log");
  const before = await log.locator(":scope > *").count();
  await dialog.getByRole("textbox").fill(question);
  await dialog.getByRole("textbox").press("Enter");
  // The question, then the reply 500 ms later (the typing line comes and goes).
  await expect.poll(() => log.locator(":scope > *").count(), { timeout: 5000 }).toBe(before + 2);
  await expect
    .poll(async () => (await log.locator(":scope > *").last().textContent()) ?? "")
    .not.toMatch(/typing|écrit/);
  // Names, times and prices sit in invisible bidi isolates (U+2066 to U+2069).
  const text = (await log.locator(":scope > *").last().textContent()) ?? "";
  return text.replace(/[\u2066-\u2069]/g, "");
}

describe("chat assistant", () => {
  it("answers the Deluxe rate, ignores blanks and gives focus back on Escape", async () => {
    const page = await open("/");
    const button = page.getByRole("button", { name: "Chat with us" });
    await button.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("INPUT");
    const log = dialog.getByRole("log");
    await dialog.getByRole("button", { name: "Send" }).waitFor();
    await expect.poll(() => dialog.getByRole("button", { name: "Send" }).isEnabled()).toBe(true);

    const count = await log.locator(":scope > *").count();
    await dialog.getByRole("textbox").fill("   ");
    await dialog.getByRole("textbox").press("Enter");
    await page.waitForTimeout(800);
    expect(await log.locator(":scope > *").count()).toBe(count);

    const reply = await ask(page, "How much is the Deluxe room?");
    expect(reply).toContain("Deluxe");
    expect(reply).toContain("KSh 9,500 per night");
    expect(await axeViolationsOn(page)).toEqual([]);

    const fallback = await ask(page, "Can I bring my parrot?");
    expect(fallback).toContain("contact page");
    expect(await log.getByRole("link", { name: "Open the contact page" }).count()).toBeGreaterThan(
      0,
    );

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Chat with us",
    );
    await page.context().close();
  });

  it("answers the same question in French, in French", async () => {
    const page = await open("/?lang=fr");
    await page.getByRole("button", { name: "Discuter avec nous" }).click();
    await expect
      .poll(() => page.getByRole("dialog").getByRole("button", { name: "Envoyer" }).isEnabled())
      .toBe(true);
    const reply = await ask(page, "Combien coûte la chambre Deluxe ?");
    expect(reply).toContain("La chambre Deluxe coûte KSh 9,500 par nuit");
    await page.context().close();
  });
});

describe("information pages", () => {
  it("lists the FAQs as disclosures, with FAQPage structured data", async () => {
    const page = await open("/faqs");
    // The page's own disclosures (the header's currency menu is one too until its menu loads).
    const first = page.locator("main details").first();
    expect(await page.locator("main details").count()).toBe(10);
    expect(await first.getAttribute("open")).toBeNull();
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    expect(await first.getAttribute("open")).toBe("");
    expect(await first.textContent()).toContain("Check-in is from 2:00 PM");
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    ) as { "@type": string; mainEntity: { name: string }[] };
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity).toHaveLength(10);
    expect(await page.title()).toBe("Frequently asked questions | Pwani Bay Resort & Hotel");
    await page.context().close();
  });

  it("gives the cancellation deadline with the hotel's check-in time, in French too", async () => {
    const page = await open("/cancellation-policy?lang=fr");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Politique d'annulation",
    );
    // The policy's numbers come from the site settings (2 days, 1 night by default).
    const text = await page.locator("article").textContent();
    expect(text).toContain("Annulation gratuite jusqu'à 14:00 (heure du Kenya), 2 jours avant");
    expect(text).toContain("facturées 1 nuit au tarif de chaque chambre");
    await page.context().close();
  });
});

const PAGES = [
  "/contact",
  "/feedback",
  "/privacy-policy",
  "/terms-conditions",
  "/cancellation-policy",
  "/faqs",
  "/sustainability",
  "/careers",
];

describe("accessibility", () => {
  for (const pathname of PAGES) {
    for (const lang of ["en", "ar"]) {
      for (const width of [360, 1280]) {
        it(`${pathname} in ${lang} at ${width} px has no axe violation`, async () => {
          const page = await open(`${pathname}${lang === "en" ? "" : `?lang=${lang}`}`, width);
          expect(await axeViolationsOn(page)).toEqual([]);
          await page.context().close();
        });
      }
    }
  }
});

describe("stored data", () => {
  it("kept the contact message in the database", async () => {
    await server.stop();
    const handle = await openPglite(path.join(dataDir, "pglite"));
    try {
      const result = await handle.db.execute(
        sql`SELECT name, subject FROM contact_messages WHERE email = 'wanjiru@example.com'`,
      );
      const rows = (result as unknown as { rows: { name: string; subject: string }[] }).rows;
      expect(rows).toEqual([{ name: "Wanjiru Kamau", subject: "event" }]);
      // One notice to the front desk and one acknowledgement to the guest.
      const outbox = await handle.db.execute(
        sql`SELECT dedupe_key, "to" AS to_address FROM mail_outbox WHERE dedupe_key LIKE 'contact:%' ORDER BY id`,
      );
      const mails = (outbox as unknown as { rows: { dedupe_key: string; to_address: string }[] })
        .rows;
      expect(mails.map((mail) => mail.dedupe_key.replace(/\d+/, "N"))).toEqual([
        "contact:N",
        "contact:N:guest",
      ]);
      expect(mails[1]?.to_address).toBe("wanjiru@example.com");
    } finally {
      await handle.close();
    }
  });
});
