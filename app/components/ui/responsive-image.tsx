import { type ComponentProps, useEffect, useRef, useState } from "react";
import { avifSrcSetFor, srcSetFor } from "~core/images";

export type ResponsiveImageProps = Omit<
  ComponentProps<"img">,
  "src" | "alt" | "width" | "height" | "srcSet"
> & {
  src: string;
  /** "" when the picture only repeats the text beside it (decorative). */
  alt: string;
  /** Intrinsic size of the full file: reserves the box so nothing shifts while it loads. */
  width: number;
  height: number;
  /** Which slot the image fills, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  /** Above the fold: load at once with high priority (the page's largest paint). */
  priority?: boolean;
  /** Tried in order when a file fails to load; the last failure shows a neutral block. */
  fallbacks?: string[];
  /**
   * False while the narrower sizes and AVIF of an upload are still being made (a job
   * after the upload): only the full-size file is offered.
   */
  variants?: boolean;
};

/**
 * The one image element of the guest pages: srcset from the 480/960 px variants
 * generated beside every upload (core/images.ts), AVIF first where those files
 * exist (a `<picture>` with `display: contents` around a hidden `<source>`, so layouts see
 * only the img: the browser's own styles leave `source` inline, which made it a grid cell),
 * explicit width and height, lazy unless it is the priority image, and a graceful
 * fallback when a file is missing (the same picture as plain WebP, then the next
 * candidate, then a sand-coloured block that keeps the layout).
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  fallbacks = [],
  variants = true,
  className = "",
  loading,
  ...props
}: ResponsiveImageProps) {
  const avifSrcSet = variants ? avifSrcSetFor(src, width) : undefined;
  // Attempt 0 may offer AVIF; if that fails the same file is retried as WebP only.
  const candidates = [
    src,
    ...(avifSrcSet ? [src] : []),
    ...fallbacks.filter((candidate) => candidate !== src),
  ];
  const [attempt, setAttempt] = useState(0);
  const current = candidates[attempt];
  const imgRef = useRef<HTMLImageElement>(null);
  // Moves on from the attempt that failed, once (onError and the check below may both see it).
  const failed = (which: number) => setAttempt((n) => (n === which ? n + 1 : n));
  // A server-rendered image can fail before hydration, when React was not yet listening
  // for its error event: a finished image with no pixels is a failed one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once per attempt
  useEffect(() => {
    const image = imgRef.current;
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) failed(attempt);
  }, [attempt]);
  if (current === undefined) {
    const style = { aspectRatio: `${width} / ${height}` };
    return alt ? (
      <span
        role="img"
        aria-label={alt}
        className={`block bg-sand-200 ${className}`}
        style={style}
      />
    ) : (
      <span aria-hidden="true" className={`block bg-sand-200 ${className}`} style={style} />
    );
  }
  // Variants exist for the stored file's own width only; a fallback may differ.
  const ownFile = variants && current === src && attempt <= (avifSrcSet ? 1 : 0);
  // The caller's attributes, then the picture's own.
  const img = (
    <img
      key={`${attempt}:${current}`}
      {...props}
      src={current}
      srcSet={ownFile ? srcSetFor(current, width) : undefined}
      sizes={ownFile ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : (loading ?? "lazy")}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
      ref={imgRef}
      onError={() => failed(attempt)}
    />
  );
  if (attempt !== 0 || !avifSrcSet) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} className="hidden" />
      {img}
    </picture>
  );
}
