import { describe, expect, it } from "vitest";
import { indexForKey, stepIndex } from "./use-lightbox-navigation";

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

const ltr = { rtl: false, wrap: false };
const rtl = { rtl: true, wrap: false };

describe("lightbox navigation keys", () => {
  it("moves with the arrows, mirrored right to left", () => {
    expect(indexForKey(key("ArrowRight"), 1, 4, ltr)).toBe(2);
    expect(indexForKey(key("ArrowLeft"), 1, 4, ltr)).toBe(0);
    expect(indexForKey(key("ArrowLeft"), 1, 4, rtl)).toBe(2);
    expect(indexForKey(key("ArrowRight"), 1, 4, rtl)).toBe(0);
  });

  it("stops at the ends of a menu", () => {
    expect(indexForKey(key("ArrowLeft"), 0, 4, ltr)).toBe(0);
    expect(indexForKey(key("ArrowRight"), 3, 4, ltr)).toBe(3);
    expect(indexForKey(key("ArrowRight"), 0, 1, rtl)).toBe(0);
  });

  it("goes round the ends of a gallery, in either direction", () => {
    expect(indexForKey(key("ArrowRight"), 3, 4, { rtl: false, wrap: true })).toBe(0);
    expect(indexForKey(key("ArrowLeft"), 0, 4, { rtl: false, wrap: true })).toBe(3);
    expect(indexForKey(key("ArrowLeft"), 3, 4, { rtl: true, wrap: true })).toBe(0);
    expect(indexForKey(key("ArrowRight"), 0, 4, { rtl: true, wrap: true })).toBe(3);
  });

  it("goes to the first and last with Home and End", () => {
    expect(indexForKey(key("Home"), 2, 4, ltr)).toBe(0);
    expect(indexForKey(key("End"), 0, 4, ltr)).toBe(3);
    expect(indexForKey(key("End"), 0, 4, rtl)).toBe(3);
    expect(indexForKey(key("End"), 0, 4, { rtl: false, wrap: true })).toBe(3);
  });

  it("leaves Escape to the dialog, and other keys and the browser's shortcuts alone", () => {
    expect(indexForKey(key("Escape"), 1, 4, ltr)).toBeNull();
    expect(indexForKey(key("Enter"), 1, 4, ltr)).toBeNull();
    expect(indexForKey(key("ArrowLeft", { altKey: true }), 1, 4, ltr)).toBeNull();
    expect(indexForKey(key("End", { ctrlKey: true }), 1, 4, ltr)).toBeNull();
  });
});

describe("stepIndex", () => {
  it("wraps or stops at the ends", () => {
    expect(stepIndex(0, -1, 3, true)).toBe(2);
    expect(stepIndex(2, 1, 3, true)).toBe(0);
    expect(stepIndex(0, -1, 3, false)).toBe(0);
    expect(stepIndex(2, 1, 3, false)).toBe(2);
    expect(stepIndex(0, 1, 0, true)).toBe(0);
  });
});
