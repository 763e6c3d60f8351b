import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { paintFirstTransform } from "./paint-first";

const HEAD =
  '<html><head><link nonce="n1" rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n1"/></head>';
const BODY =
  '<body><h1>Karibu – مرحبا</h1><script nonce="n1">window.ctx = {};</script>' +
  '<script nonce="n1" type="module" async="">import * as r from "/assets/root.js";\nimport("/assets/entry.js");</script>' +
  '<script nonce="n1">window.ctx.done = "</scr" + "ipt>";</script></body></html>';

/** Runs the transform over the document cut into pieces of `size` bytes. */
async function transform(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html, "utf8");
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
  let out = "";
  for await (const chunk of Readable.from(pieces).pipe(paintFirstTransform())) out += chunk;
  return out;
}

describe("paint-first transform", () => {
  for (const size of [1, 7, 64, 100_000]) {
    it(`moves the preloads and the boot script behind the first frame (chunks of ${size})`, async () => {
      const out = await transform(HEAD + BODY, size);
      // The preload links are gone from the head; the stylesheet and content stay as they were.
      expect(out).not.toMatch(/<link rel="modulepreload"/);
      expect(out).toContain('<link nonce="n1" rel="stylesheet" href="/assets/app.css"/>');
      expect(out).toContain("<h1>Karibu – مرحبا</h1>");
      expect(out).not.toContain('type="module" async=""');
      // The deferred boot carries the same code and preloads, with the page's nonce.
      const payload = /\}\)\((\{.*\})\)<\/script>/.exec(out)?.[1];
      const data = JSON.parse(payload ?? "null") as {
        nonce: string;
        preloads: string[];
        code: string;
      };
      expect(data.nonce).toBe("n1");
      expect(data.preloads).toEqual(["/assets/entry.js", "/assets/framework.js"]);
      expect(data.code).toBe('import * as r from "/assets/root.js";\nimport("/assets/entry.js");');
      expect(out).toContain('<script nonce="n1">(function(p)');
      // The data cannot close the inline script early.
      expect(payload).not.toContain("</");
      // Scripts after the boot pass unchanged.
      expect(out.endsWith('window.ctx.done = "</scr" + "ipt>";</script></body></html>')).toBe(true);
    });
  }

  it("leaves a document without the boot script as it was (preloads kept)", async () => {
    const html = `${HEAD}<body><p>No scripts</p></body></html>`;
    const out = await transform(html, 5);
    expect(out).toContain("<p>No scripts</p>");
    expect(out.match(/rel="modulepreload"/g)).toHaveLength(2);
  });
});
