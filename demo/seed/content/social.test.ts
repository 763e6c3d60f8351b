import { describe, expect, it } from "vitest";
import { socialPosts } from "./social";

/** What each demo picture shows (demo/seed/art/catalog-scenes.ts, "social/n"). */
const SUBJECTS: Record<string, RegExp> = {
  "social/1": /\bpool\b/i,
  "social/2": /\bbreakfast\b/i,
  "social/3": /\bdhow\b/i,
  "social/4": /\bPergola\b/,
  "social/5": /\broom/i,
  "social/6": /\b(cocktails?|sundowners?|drinks?)\b/i,
};

describe("the demo social posts", () => {
  it("pair each picture with a caption about it", () => {
    expect(socialPosts.map((post) => post.image).sort()).toEqual(Object.keys(SUBJECTS).sort());
    for (const post of socialPosts) {
      expect(post.caption, post.image).toMatch(SUBJECTS[post.image]!);
    }
  });

  it("state no hours or prices, which the settings and pages own", () => {
    for (const post of socialPosts) {
      expect(post.caption, post.image).not.toMatch(/\d{1,2}[:.]\d{2}|\b(AM|PM)\b|KSh/);
    }
  });
});
