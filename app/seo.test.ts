import { describe, expect, it } from "vitest";
import { type SeoRoot, seoMeta } from "./seo";

const root: SeoRoot = {
  lang: "de",
  publicUrl: "https://www.pwanibay.example",
  brand: { hotelName: "Pwani Bay Resort & Hotel" },
  defaultImage: null,
};
const links = (meta: ReturnType<typeof seoMeta>) =>
  meta.filter((tag) => "tagName" in tag && tag.tagName === "link") as {
    rel: string;
    hrefLang?: string;
    href: string;
  }[];

describe("seoMeta", () => {
  it("a page in every language: canonical in its language, seven alternates and x-default", () => {
    const tags = links(seoMeta(root, { title: "Zimmer", description: "d", pathname: "/rooms" }));
    expect(tags.find((tag) => tag.rel === "canonical")?.href).toBe(
      "https://www.pwanibay.example/rooms?lang=de",
    );
    expect(tags.filter((tag) => tag.rel === "alternate")).toHaveLength(8);
  });

  it("a post in one language: that language alone, as the canonical too", () => {
    const meta = seoMeta(root, {
      title: "Marée basse",
      description: "d",
      pathname: "/blog/maree-basse",
      languages: ["fr"],
    });
    expect(links(meta)).toEqual([
      {
        tagName: "link",
        rel: "canonical",
        href: "https://www.pwanibay.example/blog/maree-basse?lang=fr",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "fr",
        href: "https://www.pwanibay.example/blog/maree-basse?lang=fr",
      },
    ]);
    expect(
      meta.filter((tag) => "property" in tag && tag.property === "og:locale:alternate"),
    ).toEqual([{ property: "og:locale:alternate", content: "fr_FR" }]);
  });

  it("a page not to index (a 404) has no canonical and no alternates", () => {
    const meta = seoMeta(root, {
      title: "404",
      description: "d",
      pathname: "/nowhere",
      noindex: true,
    });
    expect(links(meta)).toEqual([]);
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta.some((tag) => "property" in tag && tag.property === "og:locale:alternate")).toBe(
      false,
    );
  });
});
