import { describe, expect, it } from "vitest";
import { nextFallbackImage, SOCIAL_FALLBACK_IMAGES, shortenUrl, truncateCaption } from "./social";

describe("social feed display rules", () => {
  it("cuts captions at 60 characters with an ellipsis", () => {
    expect(truncateCaption("a".repeat(60))).toBe("a".repeat(60));
    expect(truncateCaption("a".repeat(61))).toBe(`${"a".repeat(60)}…`);
  });

  it("shortens a URL past 100 characters to its first and last 50", () => {
    const url = `https://www.instagram.com/challenge/${"x".repeat(100)}/end`;
    expect(shortenUrl(url)).toBe(`${url.slice(0, 50)}…${url.slice(-50)}`);
    expect(shortenUrl("https://short.example/")).toBe("https://short.example/");
  });

  it("never falls back to the image that just failed", () => {
    for (const failed of SOCIAL_FALLBACK_IMAGES) {
      for (const r of [0, 0.34, 0.67, 0.99]) {
        const next = nextFallbackImage(`http://localhost${failed}`, () => r);
        expect(next).not.toBe(failed);
        expect(SOCIAL_FALLBACK_IMAGES).toContain(next);
      }
    }
  });
});
