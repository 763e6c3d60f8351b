import { describe, expect, it } from "vitest";
import { paintFirst as paintFirstBytes } from "./paint-first";

const paintFirst = (html: string) => paintFirstBytes(Buffer.from(html)).toString("utf8");

const HEAD =
  '<html><head><link nonce="n1" rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n1"/></head>';
const BODY =
  '<body><h1>Karibu – مرحبا</h1><script nonce="n1">window.ctx = {};</script>' +
  '<script nonce="n1" type="module" async="">import * as r from "/assets/root.js";\nimport("/assets/entry.js");</script>' +
  '<script nonce="n1">window.ctx.done = "</scr" + "ipt>";</script></body></html>';

describe("paint first", () => {
  it("moves the preloads and the boot script behind the first frame", () => {
    const out = paintFirst(HEAD + BODY);
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

  it("finds the boot script among the page's other scripts and leaves body links alone", () => {
    const body =
      '<body><script nonce="n1">window.a = 1;</script>' +
      '<p><a href="/x">link rel="modulepreload" href="/assets/x.js"</a></p>' +
      '<script nonce="n1" type="module" async="">import("/assets/entry.js");</script>' +
      '<script nonce="n1">enqueue(1);</script><script nonce="n1">enqueue(2);</script></body></html>';
    const out = paintFirst(HEAD + body);
    const payload = /\}\)\((\{.*\})\)<\/script>/.exec(out)?.[1];
    const data = JSON.parse(payload ?? "null") as { preloads: string[]; code: string };
    expect(data.code).toBe('import("/assets/entry.js");');
    expect(data.preloads).toEqual(["/assets/entry.js", "/assets/framework.js"]);
    expect(out).toContain('<script nonce="n1">window.a = 1;</script>');
    expect(out).toContain('link rel="modulepreload" href="/assets/x.js"</a>');
    expect(
      out.endsWith(
        '<script nonce="n1">enqueue(1);</script><script nonce="n1">enqueue(2);</script></body></html>',
      ),
    ).toBe(true);
    expect(out).not.toContain('type="module" async=""');
  });

  it("leaves a document without the boot script as it was (preloads kept)", () => {
    const html = `${HEAD}<body><p>No scripts</p></body></html>`;
    const out = paintFirst(html);
    expect(out).toContain("<p>No scripts</p>");
    expect(out.match(/rel="modulepreload"/g)).toHaveLength(2);
  });
});
