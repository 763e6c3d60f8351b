/**
 * The WhatsApp click-to-chat link as pages render it (server-rendered, no JavaScript):
 * beside the chat button on every public page and next to the phone numbers of the
 * contact page, with the hotel's E.164 digits and a message in the page language; the
 * hotel's phone numbers shown in the international format and linked in E.164.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({ PAGE_CACHE: "off" }, { pageHandler: pages.pageHandler });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

const FRENCH_LINK =
  "https://wa.me/254711000111?text=Bonjour%20Pwani%20Bay%2C%20j%27ai%20une%20question%20sur%20un%20s%C3%A9jour.";

/** Every <a> whose href goes to wa.me. */
const whatsAppAnchors = (html: string) =>
  [...html.matchAll(/<a [^>]*href="https:\/\/wa\.me\/[^"]*"[^>]*>/g)].map((match) => match[0]);

async function page(path: string): Promise<string> {
  const response = await t.app.request(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("the WhatsApp link", () => {
  it("sits beside the chat button on a public page, in French, opening a new tab safely", async () => {
    const html = await page("/rooms?lang=fr");
    const [button] = whatsAppAnchors(html);
    expect(button).toContain(`href="${FRENCH_LINK}"`);
    expect(button).toContain('target="_blank"');
    expect(button).toContain('rel="noopener noreferrer"');
    expect(button).toContain('aria-label="Discutez avec nous sur WhatsApp"');
    // The brand mark is decorative.
    expect(html).toMatch(/wa\.me[^>]*>\s*<svg[^>]*aria-hidden="true"/);
  });

  it("speaks the page language: English and Arabic", async () => {
    const [english] = whatsAppAnchors(await page("/rooms"));
    expect(english).toContain(
      "?text=Hello%20Pwani%20Bay%2C%20I%20have%20a%20question%20about%20a%20stay.",
    );
    expect(english).toContain('aria-label="Chat with us on WhatsApp"');
    const [arabic] = whatsAppAnchors(await page("/rooms?lang=ar"));
    expect(arabic).toContain("https://wa.me/254711000111?text=%D9%85%D8%B1%D8%AD%D8%A8");
    expect(arabic).not.toContain("Chat with us");
  });

  it("is on the contact page next to the phone numbers, which show formatted and link in E.164", async () => {
    const html = await page("/contact?lang=fr");
    const anchors = whatsAppAnchors(html);
    // The floating button and the contact page's own link.
    expect(anchors).toHaveLength(2);
    for (const anchor of anchors) expect(anchor).toContain(`href="${FRENCH_LINK}"`);
    expect(html).toContain("Discutez avec nous sur WhatsApp</a>");
    expect(html).toContain('href="tel:+254711000111"');
    expect(html).toContain('href="tel:+254733000222"');
    expect(html).toContain("+254 711 000111");
    expect(html).not.toContain("tel:+254 ");
  });
});
