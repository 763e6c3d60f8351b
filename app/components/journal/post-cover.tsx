import { useState } from "react";
import { ResponsiveImage } from "~/components/ui/responsive-image";

/**
 * Shown when a post has no cover, or its file is missing: a neutral picture shipped with the
 * code (public/fallback), so it exists on every hotel's site, demo data or not.
 */
export const FALLBACK_COVER = "/fallback/picture-1.svg";

/** The slot a cover fills in each layout of the journal (for `sizes`). */
export const COVER_SIZES = {
  /** Featured panels: half of the 72rem column from md up. */
  featured: "(min-width: 1152px) 544px, (min-width: 768px) 50vw, 100vw",
  /** More Stories and Related Stories cards: three, two or one per row. */
  card: "(min-width: 1152px) 352px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  /** The post page: the 48rem article column. */
  article: "(min-width: 800px) 768px, 100vw",
} as const;

const BOX = "block aspect-video w-full bg-sand-200 object-cover";

/**
 * A post's cover in a 16:9 box. With its pixel size known (staff uploads, demo covers)
 * the browser picks the 480 or 960 px variant the slot needs; a missing file falls back
 * to the journal's default picture, then to a sand-coloured block that keeps the layout.
 */
export function PostCover({
  src,
  width,
  height,
  sizes,
  priority = false,
  className = "",
}: {
  src: string | null;
  width?: number | null;
  height?: number | null;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (src && src !== FALLBACK_COVER && width && height) {
    return (
      <ResponsiveImage
        src={src}
        // The title beside it names the story: the picture is decorative.
        alt=""
        width={width}
        height={height}
        sizes={sizes}
        priority={priority}
        fallbacks={[FALLBACK_COVER]}
        className={`${BOX} ${className}`}
      />
    );
  }
  return <PlainCover src={src} priority={priority} className={className} />;
}

/** A cover of unknown size (posts saved before sizes were kept): the stored file as is. */
function PlainCover({
  src,
  priority,
  className,
}: {
  src: string | null;
  priority: boolean;
  className: string;
}) {
  const candidates = src && src !== FALLBACK_COVER ? [src, FALLBACK_COVER] : [FALLBACK_COVER];
  const [attempt, setAttempt] = useState(0);
  const current = candidates[attempt];
  if (!current) {
    return <span aria-hidden="true" className={`block aspect-video bg-sand-200 ${className}`} />;
  }
  return (
    <img
      key={current}
      src={current}
      alt=""
      width={1600}
      height={900}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={`${BOX} ${className}`}
      onError={() => setAttempt((n) => n + 1)}
    />
  );
}
