import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressPage } from "./compress-page";

const html = `<!doctype html><html><body>${"<p>Karibu Pwani Bay – مرحبا</p>".repeat(200)}</body></html>`;
const page = (body: string | null = html, type = "text/html; charset=utf-8") =>
  new Response(body, { headers: { "Content-Type": type, Vary: "Accept-Language, Cookie" } });

describe("compressPage", () => {
  it("gzips a page for a client that takes gzip, with its length and Vary", async () => {
    const answer = await compressPage("gzip, deflate", page());
    expect(answer.headers.get("Content-Encoding")).toBe("gzip");
    expect(answer.headers.get("Vary")).toBe("Accept-Language, Cookie, Accept-Encoding");
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(Number(answer.headers.get("Content-Length"))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(Buffer.byteLength(html) / 5);
    expect(gunzipSync(bytes).toString("utf8")).toBe(html);
  });

  it("prefers brotli when the client takes it", async () => {
    const answer = await compressPage("gzip, deflate, br", page());
    expect(answer.headers.get("Content-Encoding")).toBe("br");
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString("utf8")).toBe(html);
  });

  it("leaves alone what is not a page, is encoded already, has no body or is not asked for", async () => {
    const json = page('{"a":1}'.repeat(400), "application/json");
    expect(await compressPage("gzip", json)).toBe(json);
    const encoded = page();
    encoded.headers.set("Content-Encoding", "br");
    expect(await compressPage("gzip", encoded)).toBe(encoded);
    const head = page(null);
    expect(await compressPage("gzip", head)).toBe(head);
    const plain = page();
    expect(await compressPage(undefined, plain)).toBe(plain);
  });

  it("sends a tiny page as it is, with its length", async () => {
    const answer = await compressPage("gzip", page("<p>ok</p>"));
    expect(answer.headers.get("Content-Encoding")).toBeNull();
    expect(await answer.text()).toBe("<p>ok</p>");
    expect(answer.headers.get("Content-Length")).toBe("9");
  });
});
