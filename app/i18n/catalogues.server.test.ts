import { describe, expect, it } from "vitest";
import { loadResources, packResources } from "./catalogues.server";
import { unpackResources } from "./packed-resources";

describe("a page's catalogues in its loader data", () => {
  it("are one JSON text, made once per choice of bundles", () => {
    const resources = loadResources("fr", ["booking"]);
    const packed = packResources(resources);
    expect(JSON.parse(packed)).toEqual(resources);
    // The same bundles again (the next request): the very same text, not a new one.
    expect(packResources(loadResources("fr", ["booking"]))).toBe(packed);
    // The server's render reads its own objects behind the text, without parsing.
    expect(unpackResources(packed)).toBe(resources);
  });

  it("are parsed once where the text is new (the browser)", () => {
    const text = JSON.stringify({ sw: { common: { hello: "Habari" } } });
    const first = unpackResources(text as Parameters<typeof unpackResources>[0]);
    expect(first).toEqual({ sw: { common: { hello: "Habari" } } });
    expect(unpackResources(text as Parameters<typeof unpackResources>[0])).toBe(first);
  });
});
