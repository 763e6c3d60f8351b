import { describe, expect, it } from "vitest";
import { unpackResources } from "~/i18n/packed-resources";
import { exploreResources as packed } from "./explore-resources.server";

const exploreResources = (...args: Parameters<typeof packed>) => unpackResources(packed(...args));

describe("exploreResources", () => {
  it("sends only the page's sections, in the page language alone", () => {
    const arabic = exploreResources(
      new Request("http://localhost/?lang=ar"),
      ["hero", "home"],
      ["booking"],
    );
    const english = exploreResources(new Request("http://localhost/"), ["hero", "home"]);
    // Every catalogue is complete (tests/unit/catalogues.test.ts): no English copy rides along.
    expect(Object.keys(arabic)).toEqual(["ar"]);
    expect(Object.keys(arabic.ar!.explore as object).sort()).toEqual(["hero", "home"]);
    expect(arabic.ar!.booking).toBeDefined();
    expect((arabic.ar!.explore as { hero: { pause: string } }).hero.pause).not.toBe(
      (english.en!.explore as { hero: { pause: string } }).hero.pause,
    );
  });

  it("leaves the cached catalogue whole for the next page", () => {
    exploreResources(new Request("http://localhost/"), ["gallery"]);
    const again = exploreResources(new Request("http://localhost/"), ["about", "gallery"]);
    expect(Object.keys(again.en!.explore as object).sort()).toEqual(["about", "gallery"]);
  });
});
