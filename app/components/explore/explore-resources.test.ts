import { describe, expect, it } from "vitest";
import { exploreResources } from "./explore-resources.server";

describe("exploreResources", () => {
  it("sends only the page's sections, in the page language and English", () => {
    const resources = exploreResources(
      new Request("http://localhost/?lang=ar"),
      ["hero", "home"],
      ["booking"],
    );
    expect(Object.keys(resources).sort()).toEqual(["ar", "en"]);
    for (const lng of ["ar", "en"]) {
      expect(Object.keys(resources[lng]!.explore as object).sort()).toEqual(["hero", "home"]);
      expect(resources[lng]!.booking).toBeDefined();
    }
    expect((resources.ar!.explore as { hero: { pause: string } }).hero.pause).not.toBe(
      (resources.en!.explore as { hero: { pause: string } }).hero.pause,
    );
  });

  it("leaves the cached catalogue whole for the next page", () => {
    exploreResources(new Request("http://localhost/"), ["gallery"]);
    const again = exploreResources(new Request("http://localhost/"), ["about", "gallery"]);
    expect(Object.keys(again.en!.explore as object).sort()).toEqual(["about", "gallery"]);
  });
});
