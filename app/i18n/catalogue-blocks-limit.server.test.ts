import { describe, expect, it } from "vitest";
import { documentScope } from "~server/document-scope";
import { packResources } from "./catalogues.server";

describe("catalogue data blocks past their limit", () => {
  it("gives the text itself once 2,000 distinct texts have an id, never an unknown reference", () => {
    const scope = { blocks: new Map<string, string>() };
    const refs = documentScope.run(scope, () =>
      Array.from({ length: 2_001 }, (_, i) => packResources({ en: { common: { n: String(i) } } })),
    );
    expect(refs.slice(0, 2_000).every((ref) => ref.startsWith("#i18n-"))).toBe(true);
    expect(new Set(refs.slice(0, 2_000)).size).toBe(2_000);
    expect(JSON.parse(refs[2_000]!)).toEqual({ en: { common: { n: "2000" } } });
    expect(scope.blocks.size).toBe(2_000);
  });
});
