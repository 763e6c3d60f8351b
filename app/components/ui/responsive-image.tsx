import { type ComponentProps, useState } from "react";
import { srcSetFor } from "../../../core/images";

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
};

/**
 * The one image element of the guest pages: srcset from the 480/960 px variants
 * generated beside every upload (core/images.ts), explicit width and height,
 * lazy unless it is the priority image, and a graceful fallback when a file is
 * missing (the next candidate, then a sand-coloured block that keeps the layout).
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  fallbacks = [],
  className = "",
  loading,
  ...props
}: ResponsiveImageProps) {
  const candidates = [src, ...fallbacks.filter((candidate) => candidate !== src)];
  const [attempt, setAttempt] = useState(0);
  const current = candidates[attempt];
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
  return (
    <img
      {...props}
      key={current}
      src={current}
      // Variants exist for the stored file's own width only; a fallback may differ.
      srcSet={attempt === 0 ? srcSetFor(current, width) : undefined}
      sizes={attempt === 0 ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : (loading ?? "lazy")}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
      onError={() => setAttempt((n) => n + 1)}
    />
  );
}
