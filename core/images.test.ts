import { describe, expect, it } from "vitest";
import { avifSrcSetFor, hasAvif, srcSetFor, variantUrl } from "./images";

describe("image variants", () => {
  it("names the narrow variants beside an uploaded WebP", () => {
    expect(variantUrl("/uploads/demo/room/deluxe/1.webp", 480)).toBe(
      "/uploads/demo/room/deluxe/1-480w.webp",
    );
    expect(variantUrl("https://cdn.example/x.webp", 480)).toBeNull();
    expect(variantUrl("/uploads/photo.png", 480)).toBeNull();
  });

  it("lists only the variants narrower than the image", () => {
    expect(srcSetFor("/uploads/demo/hero/pool.webp", 1920)).toBe(
      "/uploads/demo/hero/pool-480w.webp 480w, /uploads/demo/hero/pool-960w.webp 960w, /uploads/demo/hero/pool.webp 1920w",
    );
    expect(srcSetFor("/uploads/demo/avatar/1.webp", 400)).toBeUndefined();
    expect(srcSetFor("/uploads/demo/dish/salad.webp", 800)).toBe(
      "/uploads/demo/dish/salad-480w.webp 480w, /uploads/demo/dish/salad.webp 800w",
    );
    expect(srcSetFor("/uploads/demo/hero/pool.webp", null)).toBeUndefined();
  });

  it("offers AVIF for every generated or uploaded WebP image, and nothing else", () => {
    expect(hasAvif("/uploads/rooms/3/0123456789abcdef01234567.webp")).toBe(true);
    expect(hasAvif("/uploads/demo/hero/pool.webp")).toBe(true);
    expect(hasAvif("/uploads/demo/dish/salad.webp")).toBe(true);
    expect(hasAvif("/uploads/legacy/photo.jpg")).toBe(false);
    expect(hasAvif("https://cdn.example/x.webp")).toBe(false);
    expect(avifSrcSetFor("/uploads/demo/hero/pool.webp", 1920)).toBe(
      "/uploads/demo/hero/pool-480w.avif 480w, /uploads/demo/hero/pool-960w.avif 960w, /uploads/demo/hero/pool.avif 1920w",
    );
    expect(avifSrcSetFor("/uploads/gallery/0123456789abcdef01234567.webp", 400)).toBe(
      "/uploads/gallery/0123456789abcdef01234567.avif 400w",
    );
    expect(avifSrcSetFor("/uploads/legacy/photo.jpg", 800)).toBeUndefined();
    expect(avifSrcSetFor("/uploads/demo/hero/pool.webp", null)).toBeUndefined();
  });
});
