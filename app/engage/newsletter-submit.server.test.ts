import { describe, expect, it } from "vitest";
import { returnPath } from "./newsletter-submit.server";

describe("returnPath", () => {
  it("keeps a path of this site with its query", () => {
    expect(returnPath("/about?lang=ar")).toBe("/about?lang=ar");
    expect(returnPath("/")).toBe("/");
  });

  it("sends anything else home: other sites, full addresses, odd values", () => {
    for (const bad of [
      "//evil.example/",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "about",
      "/a b",
      "",
      `/${"x".repeat(600)}`,
      null,
    ])
      expect(returnPath(bad)).toBe("/");
  });
});
