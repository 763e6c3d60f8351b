import { describe, expect, it } from "vitest";
import { langHref } from "./links";

describe("langHref", () => {
  it("leaves links alone without an explicit language", () => {
    expect(langHref("/contact?subject=event", "")).toBe("/contact?subject=event");
  });
  it("adds the language to plain paths and to paths that have a query", () => {
    expect(langHref("/dining", "?lang=ar")).toBe("/dining?lang=ar");
    expect(langHref("/contact?subject=event&package=graduation", "?x=1&lang=sw")).toBe(
      "/contact?subject=event&package=graduation&lang=sw",
    );
  });
});
