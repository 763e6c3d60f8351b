import { describe, expect, it } from "vitest";
import { type MailDocument, renderHtml, renderText } from "./layout";

const doc = (lang: MailDocument["lang"], whatsapp?: MailDocument["whatsapp"]): MailDocument => ({
  lang,
  title: "Title",
  preheader: "Preheader",
  brand: "Pwani Bay Resort & Hotel",
  blocks: [{ kind: "paragraph", text: "Body" }],
  ...(whatsapp ? { whatsapp } : {}),
});

describe("the WhatsApp line of guest mails", () => {
  it("links wa.me with the hotel's digits and a message in the mail's language", () => {
    const french = doc("fr", { whatsapp: "+254711000111", brandName: "Pwani Bay" });
    const link =
      "https://wa.me/254711000111?text=Bonjour%20Pwani%20Bay%2C%20j%27ai%20une%20question%20sur%20un%20s%C3%A9jour.";
    expect(renderHtml(french)).toContain(
      `<a href="${link}" style="color:#0f5c6e;font-weight:bold">Une question ? Écrivez-nous sur WhatsApp</a>`,
    );
    expect(renderText(french)).toContain(`Une question ? Écrivez-nous sur WhatsApp : ${link}`);
    const arabic = renderHtml(doc("ar", { whatsapp: "+254711000111", brandName: "Pwani Bay" }));
    expect(arabic).toContain("تحدّث معنا عبر واتساب</a>");
  });

  it("cannot be turned into markup by a brand name, and is absent from staff mails", () => {
    const html = renderHtml(doc("en", { whatsapp: "+254711000111", brandName: '"><script>' }));
    expect(html).not.toContain("<script>");
    expect(html).toContain("text=Hello%20%22%3E%3Cscript%3E%2C");
    expect(renderHtml(doc("en"))).not.toContain("wa.me");
    expect(renderText(doc("en"))).not.toContain("wa.me");
  });
});
