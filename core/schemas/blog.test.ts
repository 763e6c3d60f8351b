import { describe, expect, it } from "vitest";
import {
  BLOG_MESSAGES,
  BlogPostInputSchema,
  htmlText,
  parseTags,
  refreshFieldErrors,
  slugify,
} from "./blog";

describe("slugify", () => {
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

  it("uses the required messages", () => {
    const result = BlogPostInputSchema.safeParse({ ...valid, slug: "Bad Slug" });
    expect(result.error?.issues[0]?.message).toBe(BLOG_MESSAGES.slugPattern);
  });

  it("refuses a slug of hyphens only, or with a hyphen at either end", () => {
    for (const slug of ["---", "-----", "-low-tide", "low-tide-"]) {
      const result = BlogPostInputSchema.safeParse({ ...valid, slug });
      expect(
        result.error?.issues.map((issue) => issue.message),
        slug,
      ).toEqual([BLOG_MESSAGES.slugEdges]);
    }
    expect(BlogPostInputSchema.safeParse({ ...valid, slug: "low-tide-2" }).success).toBe(true);
  });
});

describe("refreshFieldErrors (the post form as staff fix fields)", () => {
  const values = {
    title: "Low tide on the reef",
    slug: "low-tide-on-the-reef",
    excerpt: "What to look for in the rock pools.",
    content: `<p>${"Walk out to the rock pools and look for starfish. ".repeat(2)}</p>`,
    author: "Resort Life",
    category: "Resort Life",
    tags: [],
  };

  it("clears a changed field's error as soon as it is valid, keeping the others", () => {
    const shown = { title: BLOG_MESSAGES.title, slug: BLOG_MESSAGES.slugPattern };
    expect(refreshFieldErrors(shown, ["title"], { ...values, slug: "Bad Slug" })).toEqual({
      slug: BLOG_MESSAGES.slugPattern,
    });
    expect(refreshFieldErrors(shown, ["title", "slug"], values)).toEqual({});
  });

  it("keeps the error of a changed field that is still invalid, with its current message", () => {
    const shown = { slug: BLOG_MESSAGES.slugPattern };
    expect(refreshFieldErrors(shown, ["slug"], { ...values, slug: "ab" })).toEqual({
      slug: BLOG_MESSAGES.slugMin,
    });
  });

  it("shows no new error for a field without one and clears a server message once changed", () => {
    const shown = { slug: BLOG_MESSAGES.slugTaken("low-tide-on-the-reef") };
    expect(refreshFieldErrors(shown, ["excerpt"], { ...values, excerpt: "short" })).toBe(shown);
    expect(
      refreshFieldErrors(shown, ["slug"], { ...values, slug: "rock-pools-at-low-tide" }),
    ).toEqual({});
  });
});
