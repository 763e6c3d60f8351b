/**
 * Generated and uploaded images come with narrower variants beside the full-size
 * file ("name-480w.webp", "name-960w.webp" next to "name.webp"), so phones
 * download what their screen can show.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960] as const;

export function variantUrl(src: string, width: number): string | null {
  return src.startsWith("/uploads/") && src.endsWith(".webp")
    ? src.replace(/\.webp$/, `-${width}w.webp`)
    : null;
}

/** srcset for an image of the given full width, or undefined when it has no variants. */
export function srcSetFor(src: string, width: number | null | undefined): string | undefined {
  if (!width || !variantUrl(src, 1)) return undefined;
  const smaller = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
  if (smaller.length === 0) return undefined;
  return [...smaller.map((w) => `${variantUrl(src, w)} ${w}w`), `${src} ${width}w`].join(", ");
}

/**
 * Every generated or uploaded WebP image also comes as AVIF, in each width: staff uploads
 * are encoded both ways at upload, and the demo's committed illustrations are rendered both
 * ways by `npm run demo:media`.
 */
export function hasAvif(src: string): boolean {
  return variantUrl(src, 1) !== null;
}

/**
 * The AVIF twin of srcSetFor (same widths, `.avif` files beside the WebP ones),
 * or undefined when the image has no AVIF files.
 */
export function avifSrcSetFor(src: string, width: number | null | undefined): string | undefined {
  if (!width || !hasAvif(src)) return undefined;
  const avif = (url: string) => url.replace(/\.webp$/, ".avif");
  const smaller = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
  return [
    ...smaller.map((w) => `${avif(variantUrl(src, w) ?? "")} ${w}w`),
    `${avif(src)} ${width}w`,
  ].join(", ");
}
