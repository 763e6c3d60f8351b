import { useState } from "react";

/** Shown when a post has no cover, or its file is missing. */
export const FALLBACK_COVER = "/uploads/demo/fallback/blog.webp";

/**
 * A post's cover in a 16:9 box. Covers are stored without their pixel size, so no
 * srcset: the stored WebP is at most 1920 px wide. A missing file falls back to the
 * journal's default picture, then to a sand-coloured block that keeps the layout.
 */
export function PostCover({
  src,
  priority = false,
  className = "",
}: {
  src: string | null;
  priority?: boolean;
  className?: string;
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
      // The title beside it names the story: the picture is decorative.
      alt=""
      width={1600}
      height={900}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={`block aspect-video w-full bg-sand-200 object-cover ${className}`}
      onError={() => setAttempt((n) => n + 1)}
    />
  );
}
