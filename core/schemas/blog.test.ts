import { describe, expect, it } from "vitest";
import { BLOG_MESSAGES, BlogPostInputSchema, htmlText, parseTags, slugify } from "./blog";

describe("slugify (spec 001 section 4)", () => {
  it("lowercases, drops punctuation and turns spaces into hyphens", () => {
    expect(slugify("Wine Tasting at Bahari: Six Wines!")).toBe("wine-tasting-at-bahari-six-wines");
    expect(slugify("  Café & Crème — brûlée  ")).toBe("cafe-creme-brulee");
    expect(slugify("Old Town -- Fort Jesus")).toBe("old-town-fort-jesus");
    expect(slugify("مجلة")).toBe("");
  });
});

describe("parseTags", () => {
  it("reads JSON list text, comma-separated text and lists, dropping empty entries", () => {
    expect(parseTags('["beach", " family ", ""]')).toEqual(["beach", "family"]);
    expect(parseTags("beach, , family,beach")).toEqual(["beach", "family"]);
    expect(parseTags(["a", "", "b"])).toEqual(["a", "b"]);
    expect(parseTags(undefined)).toEqual([]);
  });
});

describe("htmlText", () => {
  it("counts text, not markup", () => {
    expect(htmlText("<p><strong>Hi</strong>&nbsp;there</p><script>long long</script>")).toBe(
      "Hi _there",
    );
  });
});

describe("BlogPostInputSchema", () => {
  const valid = {
    title: "A good title",
    slug: "a-good-title",
    excerpt: "An excerpt of some length.",
    content: `<p>${"x".repeat(50)}</p>`,
    author: "Resort Life",
    category: "Resort Life",
  };

  it("applies the defaults: draft, not featured, English, no tags", () => {
    expect(BlogPostInputSchema.parse(valid)).toMatchObject({
      published: false,
      featured: false,
      language: "en",
      tags: [],
    });
    expect(BlogPostInputSchema.parse({ ...valid, published: "true" }).published).toBe(true);
  });

  it("uses the spec's messages", () => {
    const result = BlogPostInputSchema.safeParse({ ...valid, slug: "Bad Slug" });
    expect(result.error?.issues[0]?.message).toBe(BLOG_MESSAGES.slugPattern);
  });
});
