import { describe, expect, it } from "vitest";
import { pageForKey } from "./menu-viewer-keys";

const key = (
  name: string,
  mods: Partial<Record<"altKey" | "ctrlKey" | "metaKey" | "shiftKey", boolean>> = {},
) => ({
  key: name,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe("menu viewer keys", () => {
  it("turns pages with the arrows, mirrored right to left", () => {
    expect(pageForKey(key("ArrowRight"), 1, 4, false)).toBe(2);
    expect(pageForKey(key("ArrowLeft"), 1, 4, false)).toBe(0);
    expect(pageForKey(key("ArrowLeft"), 1, 4, true)).toBe(2);
    expect(pageForKey(key("ArrowRight"), 1, 4, true)).toBe(0);
  });

  it("stops at the first and last page", () => {
    expect(pageForKey(key("ArrowLeft"), 0, 4, false)).toBe(0);
    expect(pageForKey(key("ArrowRight"), 3, 4, false)).toBe(3);
    expect(pageForKey(key("ArrowRight"), 0, 1, true)).toBe(0);
  });

  it("goes to the first and last page with Home and End", () => {
    expect(pageForKey(key("Home"), 2, 4, false)).toBe(0);
    expect(pageForKey(key("End"), 0, 4, false)).toBe(3);
    expect(pageForKey(key("End"), 0, 4, true)).toBe(3);
  });

  it("leaves other keys and the browser's shortcuts alone", () => {
    expect(pageForKey(key("Enter"), 1, 4, false)).toBeNull();
    expect(pageForKey(key("ArrowLeft", { altKey: true }), 1, 4, false)).toBeNull();
    expect(pageForKey(key("End", { ctrlKey: true }), 1, 4, false)).toBeNull();
  });
});
