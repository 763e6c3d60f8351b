/** `npm run dev:fakes` gives the site the PUBLIC_URL it is started with, and calls it locally. */
import { describe, expect, it } from "vitest";
import { fakesSiteUrls } from "../../scripts/fakes/site-url";

describe("dev:fakes' site addresses", () => {
  it("uses PUBLIC_URL as the site's public address, without a trailing slash", () => {
    expect(fakesSiteUrls({ PORT: "3100", PUBLIC_URL: "https://pwani.example.test/" })).toEqual({
      port: 3100,
      local: "http://localhost:3100",
      public: "https://pwani.example.test",
    });
  });

  it("falls back to localhost on PORT (3000 by default) without PUBLIC_URL", () => {
    expect(fakesSiteUrls({})).toEqual({
      port: 3000,
      local: "http://localhost:3000",
      public: "http://localhost:3000",
    });
    expect(fakesSiteUrls({ PORT: "4000", PUBLIC_URL: " " }).public).toBe("http://localhost:4000");
  });
});
