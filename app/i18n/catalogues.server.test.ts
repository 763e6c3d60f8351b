import type { Resource } from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { documentScope } from "~server/document-scope";
import { withDataBlocks } from "../ssr/data-blocks";
import { loadResources, packResources } from "./catalogues.server";
import { type PackedResources, unpackResources } from "./packed-resources";

const inDocument = <T>(run: () => T) => {
  const scope = { blocks: new Map<string, string>() };
  return { value: documentScope.run(scope, run), blocks: scope.blocks };
};

afterEach(() => vi.unstubAllGlobals());

describe("catalogues of an HTML document", () => {
  it("go into a data block of the page; the loader data holds only its reference", () => {
    const resources = loadResources("ar", ["common"]);
    const { value: ref, blocks } = inDocument(() => packResources(resources));
    expect(ref).toMatch(/^#i18n-\d+$/);
    const id = ref.slice(1);
    expect([...blocks.keys()]).toEqual([id]);
    expect(JSON.parse(blocks.get(id)!)).toEqual(resources);
    // The server's render reads its own objects behind the reference.
    expect(unpackResources(ref)).toBe(resources);
    // The same catalogues in the next document: the same id and bytes (cached pages agree).
    expect(inDocument(() => packResources(resources)).value).toBe(ref);
  });

  it("are the text itself outside a document (a client navigation's .data)", () => {
    const resources = loadResources("fr", ["booking"]);
    const packed = packResources(resources);
    expect(packed.startsWith("{")).toBe(true);
    expect(JSON.parse(packed)).toEqual(resources);
    expect(unpackResources(packed)).toBe(resources);
  });

  it("cannot close their script element, whatever a text holds", () => {
    const hostile: Resource = {
      en: { common: { x: "</script><script>alert(1)</script><!-- <SCRIPT" } },
    };
    const { value: ref, blocks } = inDocument(() => packResources(hostile));
    const html = withDataBlocks(
      Buffer.from("<html><head><title>t</title></head><body></body></html>"),
      blocks,
      "n0nce",
    ).toString();
    const id = ref.slice(1);
    const block = html.match(
      new RegExp(`<script type="application/json" nonce="n0nce" id="${id}">([\\s\\S]*?)</script>`),
    );
    expect(block?.[1]).toBeDefined();
    expect(block![1]).not.toContain("<");
    expect(JSON.parse(block![1]!)).toEqual(hostile);
    // Written at the end of the head, before the body.
    expect(html.indexOf(`id="${id}"`)).toBeLessThan(html.indexOf("</head>"));
  });

  it("are read from their data block once in the browser", () => {
    const resources: Resource = { sw: { common: { hello: "Habari" } } };
    const getElementById = vi.fn((id: string) =>
      id === "i18n-999999" ? { textContent: JSON.stringify(resources) } : null,
    );
    vi.stubGlobal("document", { getElementById });
    const ref = "#i18n-999999" as PackedResources;
    expect(unpackResources(ref)).toEqual(resources);
    expect(unpackResources(ref)).toBe(unpackResources(ref));
    expect(getElementById).toHaveBeenCalledTimes(1);
    // A reference whose block is missing is an error, not a page without texts.
    expect(() => unpackResources("#i18n-999998" as PackedResources)).toThrow(/missing/);
  });
});

describe("withDataBlocks", () => {
  it("leaves a document without blocks or without a head unchanged", () => {
    const page = Buffer.from("<html><head></head><body></body></html>");
    expect(withDataBlocks(page, new Map(), "n")).toBe(page);
    const headless = Buffer.from("<p>no head</p>");
    expect(withDataBlocks(headless, new Map([["i18n-1", "{}"]]), "n")).toBe(headless);
  });

  it("gives every block the response's nonce, and only a nonce", () => {
    const page = Buffer.from("<html><head></head><body></body></html>");
    const blocks = new Map([["i18n-1", "{}"]]);
    expect(withDataBlocks(page, blocks, "abc+/=").toString()).toContain(
      '<script type="application/json" nonce="abc+/=" id="i18n-1">{}</script></head>',
    );
    expect(withDataBlocks(page, blocks, 'x"><img src=x>').toString()).toContain(
      'nonce="ximgsrc=x" id="i18n-1"',
    );
  });
});
